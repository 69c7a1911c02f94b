import type { Page } from '@playwright/test';

import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

// The components guide is its own demo: each documented component is rendered inside a
// `data-demo` wrapper. The texts below are the sample texts written on the page in each language.
const pages = [
  {
    lang: 'en',
    route: '/guide/default-theme/components',
    badges: ['tip', 'info', 'warning', 'danger'],
    callout: { tip: 'Tip', details: 'Show more', hidden: 'This text stays folded' },
    tabs: { first: 'Files end in .js or .mjs.', second: 'Files end in .ts or .mts.' },
    steps: ['Install Rspress', 'Write a page', 'Start the server'],
    prompt: { title: 'Add a page', text: 'Create docs/en/guide/faq.mdx', copy: 'Copy prompt' },
  },
  {
    lang: 'zh',
    route: '/zh/guide/default-theme/components',
    badges: ['提示', '信息', '警告', '危险'],
    callout: { tip: '提示', details: '展开更多', hidden: '点击标题之前' },
    tabs: { first: '文件以 .js 或 .mjs 结尾。', second: '文件以 .ts 或 .mts 结尾。' },
    steps: ['安装 Rspress', '编写页面', '启动服务器'],
    prompt: { title: '添加页面', text: '创建 docs/en/guide/faq.mdx', copy: '复制提示词' },
  },
] as const;

const demo = (page: Page, name: string) => page.locator(`[data-demo="${name}"]`);

for (const p of pages) {
  test.describe(`components page demos (${p.lang})`, () => {
    test.use({ locale: readerLocale(p.lang) });

    test.beforeEach(async ({ page }) => {
      await page.goto(p.route);
      await ready(page);
    });

    test('Badge renders the four types', async ({ page }) => {
      const badges = demo(page, 'badge').locator('.rp-badge');
      await expect(badges).toHaveText([...p.badges]);
      for (const type of ['tip', 'info', 'warning', 'danger']) {
        await expect(demo(page, 'badge').locator(`.rp-badge--${type}`)).toBeVisible();
      }
      await expect(demo(page, 'badge').locator('.rp-badge--outline')).toHaveCount(1);
    });

    test('Callout renders a tip and a details block that unfolds', async ({ page }) => {
      const tip = demo(page, 'callout').locator('.rp-callout--tip');
      await expect(tip.locator('.rp-callout__title')).toHaveText(p.callout.tip);
      await expect(tip.locator('.rp-callout__content')).toBeVisible();
      const details = demo(page, 'callout').locator('details.rp-callout--details');
      const hidden = details.getByText(p.callout.hidden);
      await expect(hidden).toBeHidden();
      await details.locator('summary').filter({ hasText: p.callout.details }).click();
      await expect(hidden).toBeVisible();
    });

    test('Tabs switch panels on click', async ({ page }) => {
      const tabs = demo(page, 'tabs');
      const labels = tabs.locator('.rp-tabs__label__item');
      await expect(labels).toHaveText(['JavaScript', 'TypeScript']);
      await expect(tabs.getByText(p.tabs.first)).toBeVisible();
      await expect(tabs.getByText(p.tabs.second)).toBeHidden();
      await labels.nth(1).click();
      await expect(tabs.getByText(p.tabs.second)).toBeVisible();
      await expect(tabs.getByText(p.tabs.first)).toBeHidden();
      await expect(labels.nth(1)).toHaveClass(/rp-tabs__label__item--selected/);
    });

    test('PackageManagerTabs derive each tool’s command', async ({ page }) => {
      const tabs = demo(page, 'package-manager-tabs');
      const labels = tabs.locator('.rp-tabs__label__item');
      await expect(labels).toHaveText(['npm', 'yarn', 'pnpm', 'bun', 'deno']);
      const active = tabs.locator('.rp-tabs__content__item--active');
      await expect(active).toContainText('npm install -D @rspress/plugin-sitemap');
      await labels.filter({ hasText: 'pnpm' }).click();
      await expect(active).toContainText('pnpm add -D @rspress/plugin-sitemap');
      await labels.filter({ hasText: 'deno' }).click();
      await expect(active).toContainText('deno add -D npm:@rspress/plugin-sitemap');
    });

    test('Steps numbers its headings', async ({ page }) => {
      const headings = demo(page, 'steps').locator('.rp-steps > h3');
      await expect(headings).toHaveText([...p.steps].map((s) => new RegExp(s)));
      // The number is drawn by the theme's CSS counter in a ::before circle.
      const marker = await headings.nth(2).evaluate((el) => {
        const style = getComputedStyle(el, '::before');
        return { content: style.content, radius: style.borderRadius };
      });
      expect(marker).toEqual({ content: 'counter(step)', radius: '50%' });
    });

    test('Prompt unfolds its text', async ({ page }) => {
      const prompt = demo(page, 'prompt').locator('.rp-prompt');
      await expect(prompt.locator('.rp-prompt__title')).toHaveText(p.prompt.title);
      await expect(prompt.locator('.rp-prompt__action-copy')).toContainText(p.prompt.copy);
      const toggle = prompt.locator('.rp-prompt__action-toggle');
      await expect(toggle).toHaveAttribute('aria-expanded', 'false');
      await toggle.click();
      await expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await expect(prompt.locator('.rp-prompt__content-body')).toContainText(p.prompt.text);
      await expect(prompt.locator('.rp-prompt__content-body')).toBeVisible();
    });
  });
}
