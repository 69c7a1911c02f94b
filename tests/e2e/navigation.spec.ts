import { join } from 'node:path';
import { changelogUrl, v1DocsUrl } from '../../site/links';
import { docsRoot, type Lang, langs, readJson } from '../shared/site-files';
import { expect, ready, test } from './fixtures';

interface NavItem {
  text: string;
  link?: string;
  items?: NavItem[];
}

const locales: Record<Lang, string> = { en: 'en-US', zh: 'zh-CN' };
const prefix = (lang: Lang) => (lang === 'en' ? '' : `/${lang}`);

for (const lang of langs) {
  const nav = readJson<NavItem[]>(join(docsRoot, lang, '_nav.json'));
  const sections = nav.filter((item) => item.link);
  const versionMenu = nav.find((item) => item.items) as NavItem;

  test.describe(`navbar (${lang})`, () => {
    test.use({ locale: locales[lang] });

    test('keeps the theme’s navbar layout: one 64px row that sticks to the top', async ({
      page,
    }) => {
      await page.goto(`${prefix(lang)}/guide/start/introduction`);
      await ready(page);
      const navbar = page.locator('.rp-nav');
      await expect(navbar).toHaveCSS('position', 'sticky');
      await expect(navbar).toHaveCSS('height', '64px');
      await expect(navbar.getByRole('link', { name: 'GitHub' })).toBeVisible();
    });

    test('links each section and highlights the current one', async ({ page }) => {
      for (const section of sections) {
        await page.goto(`${prefix(lang)}/`);
        await ready(page);
        const link = page.locator('.rp-nav').getByRole('link', { name: section.text, exact: true });
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${prefix(lang)}${section.link}$`));
        await expect(page.locator('.rp-doc h1, .rp-overview h1').first()).toBeVisible();
        const active = page.locator('.rp-nav [class*="active"]', { hasText: section.text });
        await expect(active.first()).toBeVisible();
      }
    });

    test('opens the Version menu with the changelog and the 1.x docs', async ({ page }) => {
      await page.goto(`${prefix(lang)}/guide/start/introduction`);
      await ready(page);
      await page.locator('.rp-nav').getByText(versionMenu.text, { exact: true }).hover();
      const changelog = page.locator(`.rp-nav a[href="${changelogUrl}"]`);
      const v1 = page.locator(`.rp-nav a[href="${v1DocsUrl[lang]}"]`);
      await expect(changelog).toBeVisible();
      await expect(v1).toBeVisible();
      for (const link of [changelog, v1]) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(changelog).toHaveText(versionMenu.items?.[0].text as string);
      await expect(v1).toHaveText(versionMenu.items?.[1].text as string);
    });

    test('shows social links and the edit link of the page', async ({ page }) => {
      await page.goto(`${prefix(lang)}/guide/start/introduction`);
      await ready(page);
      for (const host of ['github.com', 'discord.gg', 'x.com']) {
        await expect(page.locator(`.rp-nav a[href*="${host}"]`).first()).toBeAttached();
      }
      const edit = page.locator('a.rp-edit-link').first();
      await expect(edit).toHaveAttribute(
        'href',
        new RegExp(`/${lang}/guide/start/introduction\\.mdx?$`),
      );
    });
  });
}

test.describe('sidebar', () => {
  test('groups are expanded by default and collapse and expand on click', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await ready(page);
    const group = page.locator('.rp-sidebar-group').filter({ hasText: 'Getting Started' });
    const items = group.locator('xpath=following-sibling::div[1]');
    const height = () => items.evaluate((el) => el.getBoundingClientRect().height);
    await expect(page.locator('.rp-sidebar-item--group-item').first()).toBeVisible();
    expect(await height()).toBeGreaterThan(0);
    await group.click();
    await expect.poll(height).toBe(0);
    await group.click();
    await expect.poll(height).toBeGreaterThan(0);
  });

  test.describe('in Chinese', () => {
    test.use({ locale: 'zh-CN' });
    test('labels groups from i18n.json', async ({ page }) => {
      await page.goto('/zh/guide/start/introduction');
      await ready(page);
      await expect(page.locator('.rp-sidebar-group').filter({ hasText: '开始' })).toBeVisible();
    });
  });
});

test.describe('language switcher', () => {
  test('keeps the reader on the same page in the other language', async ({ page }) => {
    await page.goto('/guide/start/getting-started');
    await ready(page);
    const zhLink = page.locator('.rp-nav a[hreflang="zh"]').first();
    await expect(zhLink).toHaveAttribute('href', '/zh/guide/start/getting-started');
    await page.locator('.rp-nav').getByText('English', { exact: true }).first().hover();
    await zhLink.click();
    await expect(page).toHaveURL(/\/zh\/guide\/start\/getting-started$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'zh');
    const enLink = page.locator('.rp-nav a[hreflang="en"]').first();
    await expect(enLink).toHaveAttribute('href', '/guide/start/getting-started');
  });
});
