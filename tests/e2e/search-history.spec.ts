// Search that remembers (issue 46): the pages a reader opens from search come back, newest first,
// when the panel opens empty; favourites above them; per language; with storage corrupted or
// blocked the panel still works. Expected texts and paths are literals: the first results of these
// queries on this site.
import type { Page } from '@playwright/test';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const input = '.rp-search-panel__input';
const firstResult = '.rp-suggest-item a';

/** The texts of the entries of one list of the empty panel ('favorites', 'recent' or 'start'). */
const names = (page: Page, list: 'favorites' | 'recent' | 'start') =>
  page.locator(`#site-search-${list} .site-search-history__name`);

/** Searches `query` and opens its first result, by a click or with Enter. */
async function pick(page: Page, query: string, how: 'click' | 'Enter', path: string) {
  await page.keyboard.press('Control+k');
  await page.locator(input).fill(query);
  const first = page.locator(firstResult).first();
  await expect(first).toHaveAttribute('href', path);
  if (how === 'click') await first.click();
  else await page.keyboard.press('Enter');
  await expect(page.locator(input)).toBeHidden();
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === path);
}

/** The eight picks, in order, with the name each is listed under. */
const eightPicks = [
  ['deploy', '/guide/basic/deploy', 'Deploy'],
  ['sidebar', '/guide/basic/auto-nav-sidebar', 'Navbar and sidebar'],
  ['frontmatter', '/api/config/config-frontmatter', 'Frontmatter config'],
  ['search', '/guide/advanced/custom-search', 'Custom search'],
  ['theme', '/api/config/config-theme', 'Theme config'],
  ['plugin', '/plugin/system/introduction', 'Introduction to plugins'],
  ['home page', '/guide/default-theme/home-page', 'Home page'],
  ['mdx', '/guide/basic/use-mdx', 'Use Markdown and MDX'],
] as const;

const sevenRecent = [
  'Use Markdown and MDX',
  'Home page',
  'Introduction to plugins',
  'Theme config',
  'Custom search',
  'Frontmatter config',
  'Navbar and sidebar',
];

/** A stored history of seven recent entries for `prefix`'s pages, as the panel writes it. */
const storedSeven = (prefix = '') =>
  JSON.stringify({
    favourites: [],
    recent: sevenRecent.map((title, i) => ({ title, link: `${prefix}/page-${i + 1}` })),
  });

/** Opens `path` with `text` stored under `key`. */
async function openWith(page: Page, path: string, key: string, text: string) {
  await page.goto(path);
  await page.evaluate(([key, text]) => localStorage.setItem(key, text), [key, text]);
  await page.reload();
  await ready(page);
}

test.describe('search history, English pages', () => {
  test.use({ locale: readerLocale('en') });

  test('offers three starting points before anything was opened', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.site-search-history__heading')).toHaveText(['Start here']);
    await expect(names(page, 'start')).toHaveText(['Quick start', 'Basic config', 'API overview']);
    expect(
      await page
        .locator('#site-search-start a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/guide/start/getting-started', '/api/config/config-basic', '/api/']);
    await page.locator('#site-search-start a').nth(1).click();
    await expect(page).toHaveURL((url) => url.pathname === '/api/config/config-basic');
    await expect(page.locator(input)).toBeHidden();
  });

  test('eight results opened: the panel lists the seven most recent, newest first', async ({
    page,
  }) => {
    await page.goto('/guide/start/introduction');
    await ready(page);
    for (const [i, [query, path]] of eightPicks.entries())
      await pick(page, query, i % 2 ? 'Enter' : 'click', path);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.site-search-history__heading')).toHaveText(['Recent']);
    await expect(names(page, 'recent')).toHaveText(sevenRecent);
    // Remembered across a reload, and a section keeps its page's title beside it.
    await page.keyboard.press('Escape');
    await pick(page, 'i18n', 'Enter', '/guide/default-theme/i18n#i18n-json');
    await page.reload();
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(names(page, 'recent')).toHaveText([
      'Interface texts: i18n.json',
      ...sevenRecent.slice(0, 6),
    ]);
    await expect(page.locator('#site-search-recent .site-search-history__page').first()).toHaveText(
      'Internationalization',
    );
  });

  test('a saved entry becomes a favourite and 4 recent remain; remove; clear all', async ({
    page,
  }) => {
    await openWith(page, '/guide/start/introduction', 'site-search-history:en', storedSeven());
    await page.keyboard.press('Control+k');
    await expect(names(page, 'recent')).toHaveText(sevenRecent);
    await page.getByRole('button', { name: 'Save “Theme config” to favorites' }).click();
    await expect(page.locator('.site-search-history__heading')).toHaveText(['Favorites', 'Recent']);
    await expect(names(page, 'favorites')).toHaveText(['Theme config']);
    await expect(names(page, 'recent')).toHaveText([
      'Use Markdown and MDX',
      'Home page',
      'Introduction to plugins',
      'Custom search',
    ]);

    // Still so after a reload.
    await page.reload();
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(names(page, 'favorites')).toHaveText(['Theme config']);
    await expect(names(page, 'recent')).toHaveCount(4);

    await page.getByRole('button', { name: 'Remove “Home page” from recent' }).click();
    await expect(names(page, 'recent')).toHaveText([
      'Use Markdown and MDX',
      'Introduction to plugins',
      'Custom search',
    ]);
    await page.getByRole('button', { name: 'Remove “Theme config” from favorites' }).click();
    await expect(names(page, 'favorites')).toHaveCount(0);
    await expect(page.locator('.site-search-history__heading')).toHaveText(['Recent']);
    // The focus stays in the panel when the button it was on is gone.
    await expect(page.locator(input)).toBeFocused();

    await page.getByRole('button', { name: 'Clear recent and favorites' }).click();
    await expect(page.locator('.site-search-history__heading')).toHaveText(['Start here']);
    expect(await page.evaluate(() => localStorage.getItem('site-search-history:en'))).toBe(
      '{"favourites":[],"recent":[]}',
    );
  });

  test('keyboard only: search, open, come back, save a favourite, open it', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.keyboard.type('deploy');
    await expect(page.locator(firstResult).first()).toHaveAttribute('href', '/guide/basic/deploy');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/guide/basic/deploy');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('frontmatter');
    await expect(page.locator(firstResult).first()).toHaveAttribute(
      'href',
      '/api/config/config-frontmatter',
    );
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/api/config/config-frontmatter');

    await page.keyboard.press('Control+k');
    const combobox = page.getByRole('combobox', { name: 'Search for a page or section' });
    await expect(combobox).toBeFocused();
    await expect(names(page, 'recent')).toHaveText(['Frontmatter config', 'Deploy']);
    await expect(combobox).toHaveAttribute('aria-activedescendant', 'site-search-option-0');
    await page.keyboard.press('ArrowDown');
    await expect(combobox).toHaveAttribute('aria-activedescendant', 'site-search-option-1');
    await expect(page.locator('#site-search-option-1')).toHaveAttribute('aria-selected', 'true');
    await expect(page.locator('#site-search-option-1')).toHaveText('Deploy');

    // Tab reaches the buttons; Enter on one is the button's, not the selected entry's.
    const save = page.getByRole('button', { name: 'Save “Deploy” to favorites' });
    for (let i = 0; i < 8 && !(await save.evaluate((b) => b === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(save).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(names(page, 'favorites')).toHaveText(['Deploy']);
    await expect(page).toHaveURL((url) => url.pathname === '/api/config/config-frontmatter');

    // The focus is back in the input, where the first entry (the favourite) opens with Enter.
    await expect(combobox).toBeFocused();
    await expect(names(page, 'recent')).toHaveText(['Frontmatter config']);
    await expect(combobox).toHaveAttribute('aria-activedescendant', 'site-search-option-1');
    await page.keyboard.press('ArrowUp');
    await expect(combobox).toHaveAttribute('aria-activedescendant', 'site-search-option-0');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === '/guide/basic/deploy');
    await expect(page.locator(input)).toBeHidden();
  });

  test('a corrupted stored history is ignored and replaced by the next pick', async ({ page }) => {
    for (const garbage of ['{not json', '{"recent":"x","favourites":[1,2]}', '9'.repeat(50_000)]) {
      await openWith(page, '/guide/start/introduction', 'site-search-history:en', garbage);
      await page.keyboard.press('Control+k');
      await expect(names(page, 'start')).toHaveText([
        'Quick start',
        'Basic config',
        'API overview',
      ]);
      await page.keyboard.press('Escape');
    }
    await pick(page, 'deploy', 'Enter', '/guide/basic/deploy');
    await page.keyboard.press('Control+k');
    await expect(names(page, 'recent')).toHaveText(['Deploy']);
  });

  test('with storage blocked, the panel works and remembers for the visit only', async ({
    page,
  }) => {
    await page.addInitScript(() => {
      const blocked = () => {
        throw new DOMException('The operation is insecure.', 'SecurityError');
      };
      Object.defineProperty(window, 'localStorage', { get: blocked, configurable: true });
    });
    await page.goto('/guide/start/introduction');
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(names(page, 'start')).toHaveText(['Quick start', 'Basic config', 'API overview']);
    await page.keyboard.press('Escape');
    await pick(page, 'deploy', 'click', '/guide/basic/deploy');
    await page.keyboard.press('Control+k');
    await expect(names(page, 'recent')).toHaveText(['Deploy']);
    await page.reload();
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(names(page, 'start')).toHaveText(['Quick start', 'Basic config', 'API overview']);
  });
});

test.describe('search history, per language', () => {
  test.use({ locale: readerLocale('zh') });

  test('zh pages show what was opened on zh pages, en pages the en ones', async ({ page }) => {
    await page.goto('/zh/guide/start/introduction');
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.site-search-history__heading')).toHaveText(['从这里开始']);
    await expect(names(page, 'start')).toHaveText(['快速开始', '基础配置', 'API 概览']);
    expect(
      await page
        .locator('#site-search-start a')
        .evaluateAll((links) => links.map((link) => link.getAttribute('href'))),
    ).toEqual(['/zh/guide/start/getting-started', '/zh/api/config/config-basic', '/zh/api/']);
    await page.keyboard.press('Escape');
    await pick(page, '部署', 'Enter', '/zh/guide/basic/deploy');
    await pick(page, '侧边栏', 'click', '/zh/guide/basic/auto-nav-sidebar');

    await page.goto('/guide/start/introduction');
    await ready(page);
    await pick(page, 'theme', 'Enter', '/api/config/config-theme');
    await page.keyboard.press('Control+k');
    await expect(names(page, 'recent')).toHaveText(['Theme config']);

    await page.goto('/zh/guide/start/introduction');
    await ready(page);
    await page.keyboard.press('Control+k');
    await expect(page.locator('.site-search-history__heading')).toHaveText(['搜索历史']);
    await expect(names(page, 'recent')).toHaveText(['导航栏与侧边栏', '部署']);
    await expect(page.getByRole('button', { name: '收藏“部署”' })).toBeVisible();
    await expect(page.getByRole('button', { name: '从搜索历史中移除“部署”' })).toBeVisible();
    await expect(page.getByRole('button', { name: '清除搜索历史和收藏' })).toBeVisible();
  });

  test('the zh no-results text is one Chinese sentence around the query', async ({ page }) => {
    await page.goto('/zh/guide/start/introduction');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.locator(input).fill('zzzzqqqq');
    await expect(page.locator('.rp-no-search-result__text')).toHaveText(
      '未找到与“zzzzqqqq”匹配的结果',
    );
    await expect(page.locator('.rp-no-search-result__suggestion')).toHaveText('换个关键词试试');
  });
});
