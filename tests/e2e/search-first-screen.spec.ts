import type { Page } from '@playwright/test';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const rows = '.rp-search-panel__results .rp-suggest-item';

/** What a result list looked like in the commit that first put it on screen, before any paint. */
interface FirstList {
  query: string;
  rows: number;
  /** The rows reach past the bottom edge of the panel's scrolling area. */
  overflowing: boolean;
}

/**
 * Runs in the page before its scripts: the panel marks the first commit of each result list
 * (`site-search-results`, from its layout effect), so the DOM read here is what its first frame
 * paints.
 */
function recordFirstLists() {
  const lists: FirstList[] = [];
  (window as unknown as { firstLists: FirstList[] }).firstLists = lists;
  const mark = performance.mark.bind(performance);
  performance.mark = (name, options) => {
    if (name === 'site-search-results') {
      const shown = [...document.querySelectorAll('.rp-search-panel__results .rp-suggest-item')];
      const results = document.querySelector('.rp-search-panel__results');
      lists.push({
        query: String(options?.detail),
        rows: shown.length,
        overflowing: !!results && results.scrollHeight > results.clientHeight,
      });
    }
    return mark(name, options);
  };
}

const firstList = (page: Page, query: string) =>
  page.evaluate(
    (wanted) =>
      (window as unknown as { firstLists: FirstList[] }).firstLists.find(
        (list) => list.query === wanted,
      ),
    query,
  );

/** The page of each shown row, in order. */
const rowPages = (page: Page) =>
  page
    .locator(`${rows} a`)
    .evaluateAll((links) =>
      links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );

for (const [lang, path, query] of [
  ['en', '/guide/start/introduction', 'sidebar'],
  ['zh', '/zh/guide/start/introduction', '侧边栏'],
] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`a long result list (${lang}, ${viewport.width} px)`, () => {
      test.use({ locale: readerLocale(lang), viewport });

      test('fills the panel in its first frame, and the rest of its rows follow', async ({
        page,
      }) => {
        await page.addInitScript(recordFirstLists);
        await page.goto(path);
        await ready(page);
        await page.keyboard.press('Control+k');
        await page.locator('.rp-search-panel__input').fill(query);
        await expect.poll(() => firstList(page, query)).toBeTruthy();
        const first = (await firstList(page, query)) as FirstList;
        // No gap at the bottom of the panel while more rows are on their way.
        expect(first.rows).toBeGreaterThan(0);
        expect(first.overflowing).toBe(true);
        // The rest arrive without another key press: more rows, each page still capped.
        await expect.poll(() => page.locator(rows).count()).toBeGreaterThan(first.rows);
        const pages = await rowPages(page);
        const perPage = new Map<string, number>();
        for (const route of pages) perPage.set(route, (perPage.get(route) ?? 0) + 1);
        expect(Math.max(...perPage.values())).toBeLessThanOrEqual(5);
        // The last row can be scrolled to and read.
        const last = page.locator(rows).last();
        await last.scrollIntoViewIfNeeded();
        await expect(last).toBeInViewport();
        await expect(last).toContainText(lang === 'en' ? /sidebar/i : /侧边栏/);
      });
    });
  }
}
