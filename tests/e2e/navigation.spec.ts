import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { defaultLang, langPrefix } from '../../site/languages.mjs';
import { changelogUrl, socialLinks, v1DocsUrl } from '../../site/links';
import { docsRoot, langs, readJson, texts } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

type TextKey = keyof typeof texts;
interface NavItem {
  text: TextKey;
  link: string;
}

for (const lang of langs) {
  const sections = readJson<NavItem[]>(join(docsRoot, lang, '_nav.json')).map((item) => ({
    ...item,
    text: texts[item.text][lang],
  }));

  test.describe(`navbar (${lang})`, () => {
    test.use({ locale: readerLocale(lang) });

    test('keeps the theme’s navbar layout: one 64px row that sticks to the top', async ({
      page,
    }) => {
      await page.goto(`${langPrefix(lang)}/guide/start/introduction`);
      await ready(page);
      const navbar = page.locator('.rp-nav');
      await expect(navbar).toHaveCSS('position', 'sticky');
      await expect(navbar).toHaveCSS('height', '64px');
      await expect(navbar.getByRole('link', { name: 'GitHub' })).toBeVisible();
    });

    // One test per section: each starts from the home page, and they run side by side.
    for (const section of sections)
      test(`links the ${section.text} section and highlights it`, async ({ page }) => {
        await page.goto(`${langPrefix(lang)}/`);
        await ready(page);
        const link = page.locator('.rp-nav').getByRole('link', { name: section.text, exact: true });
        await link.click();
        await expect(page).toHaveURL(new RegExp(`${langPrefix(lang)}${section.link}$`));
        await expect(page.locator('.rp-doc h1, .rp-overview h1').first()).toBeVisible();
        const active = page.locator('.rp-nav [class*="active"]', { hasText: section.text });
        await expect(active.first()).toBeVisible();
      });

    test('opens the Version menu with the changelog and the 1.x docs', async ({ page }) => {
      await page.goto(`${langPrefix(lang)}/guide/start/introduction`);
      await ready(page);
      await page.locator('.rp-nav').getByText(texts['nav.version'][lang], { exact: true }).hover();
      const changelog = page.locator(`.rp-nav a[href="${changelogUrl}"]`);
      const v1 = page.locator(`.rp-nav a[href="${v1DocsUrl[lang]}"]`);
      await expect(changelog).toBeVisible();
      await expect(v1).toBeVisible();
      for (const link of [changelog, v1]) {
        await expect(link).toHaveAttribute('target', '_blank');
        await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      }
      await expect(changelog).toHaveText(texts['nav.changelog'][lang]);
      await expect(v1).toHaveText(texts['nav.v1Docs'][lang]);
    });

    test('shows social links and the edit link of the page', async ({ page }) => {
      await page.goto(`${langPrefix(lang)}/guide/start/introduction`);
      await ready(page);
      // Each social link is on screen and named for a screen reader (the icon's label).
      const names: Record<string, string> = { github: 'GitHub', discord: 'Discord', x: 'X' };
      for (const [preset, url] of Object.entries(socialLinks)) {
        const link = page.locator(`.rp-nav a[href="${url}"]`).first();
        await expect(link).toBeVisible();
        await expect(link).toHaveAccessibleName(names[preset]);
      }
      const edit = page.locator('a.rp-edit-link').first();
      await expect(edit).toHaveAttribute(
        'href',
        new RegExp(`/${lang}/guide/start/introduction\\.mdx?$`),
      );
    });
  });
}

test.describe('navbar on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, hasTouch: true, isMobile: true });

  test('lists the Version menu in the screen menu', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await ready(page);
    await page.locator('button.rp-nav-hamburger__sm').tap();
    const screen = page.locator('.rp-nav-screen');
    await screen.getByText(texts['nav.version'][defaultLang], { exact: true }).tap();
    await expect(screen.locator(`a[href="${changelogUrl}"]`)).toBeVisible();
    await expect(screen.locator(`a[href="${v1DocsUrl[defaultLang]}"]`)).toBeVisible();
  });
});

/**
 * The labels of the sidebar groups drawn collapsed: every group, not only the one that holds the
 * page (the theme opens that one whatever its setting).
 */
async function collapsedGroups(page: Page): Promise<(string | undefined)[]> {
  const groups = page.locator('.rp-sidebar-group');
  expect(await groups.count()).toBeGreaterThan(1);
  return groups.evaluateAll((all) =>
    all
      .filter((group) => (group.nextElementSibling?.getBoundingClientRect().height ?? 0) === 0)
      .map((group) => group.textContent?.trim()),
  );
}

test.describe('sidebar', () => {
  test('groups are expanded by default and collapse and expand on click', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await ready(page);
    const group = page
      .locator('.rp-sidebar-group')
      .filter({ hasText: texts.gettingStarted[defaultLang] });
    const items = group.locator('xpath=following-sibling::div[1]');
    const height = () => items.evaluate((el) => el.getBoundingClientRect().height);
    await expect(page.locator('.rp-sidebar-item--group-item').first()).toBeVisible();
    expect(await height()).toBeGreaterThan(0);
    expect(await collapsedGroups(page), 'groups drawn collapsed on load').toEqual([]);
    await group.click();
    await expect.poll(height).toBe(0);
    await group.click();
    await expect.poll(height).toBeGreaterThan(0);
  });

  test.describe('in Chinese', () => {
    test.use({ locale: readerLocale('zh') });
    test('labels groups from i18n.json', async ({ page }) => {
      await page.goto('/zh/guide/start/introduction');
      await ready(page);
      const group = page.locator('.rp-sidebar-group').filter({ hasText: texts.gettingStarted.zh });
      await expect(group).toBeVisible();
      expect(await collapsedGroups(page), 'groups drawn collapsed on load').toEqual([]);
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
