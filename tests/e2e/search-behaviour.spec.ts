import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { capQuery } from '../../theme/search/queryLimit';
import { outRoot } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const results = '.rp-search-panel__results a';

/** The paths of the first five results, once some are shown. */
async function topFive(page: Page): Promise<string[]> {
  await expect(page.locator(results).first()).toBeVisible();
  return page
    .locator(results)
    .evaluateAll((links) =>
      links.slice(0, 5).map((link) => new URL((link as HTMLAnchorElement).href).pathname),
    );
}

test.describe('local search, English', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await ready(page);
    await page.keyboard.press('Control+k');
  });

  for (const [query, route] of [
    ['cleanUrls', '/api/config/config-build'],
    ['deploy to github pages', '/guide/basic/deploy'],
    ['sidebr', '/guide/basic/auto-nav-sidebar'],
  ] as const) {
    test(`"${query}" finds ${route} in the top five`, async ({ page }) => {
      await page.locator('.rp-search-panel__input').fill(query);
      const hrefs = await topFive(page);
      expect(
        hrefs.some((href) => href.startsWith(route)),
        hrefs.join(', '),
      ).toBe(true);
    });
  }

  test('arrows move through results, the match is highlighted, Enter opens its heading', async ({
    page,
  }) => {
    await page.locator('.rp-search-panel__input').fill('languageParity');
    await expect(page.locator('.rp-suggest-item__mark').first()).toBeVisible();
    await page.keyboard.press('ArrowDown');
    const current = page.locator('.rp-suggest-item--current a, a.rp-suggest-item--current').first();
    await expect(current).toBeVisible();
    const href = await current.getAttribute('href');
    await page.keyboard.press('Enter');
    await expect(page.locator('.rp-search-panel__input')).toBeHidden();
    expect(href).toContain('#');
    await expect(page).toHaveURL(new RegExp(`${href?.split('#')[1]}$`));
  });

  test('hostile input shows no error and injects nothing', async ({ page }) => {
    let dialogs = 0;
    page.on('dialog', (dialog) => {
      dialogs++;
      void dialog.dismiss();
    });
    const input = page.locator('.rp-search-panel__input');
    for (const query of ['', '.*+?^{}$()|[]\\', '<img src=x onerror=alert(1)>', 'x'.repeat(220)]) {
      await input.fill(query);
      // Searched and on screen: the panel marks each result list it shows with its query (none
      // for an empty input, which clears the list; the empty panel lists starting points instead).
      const searched = capQuery(await input.inputValue());
      if (searched === '') await expect(page.locator('.rp-suggest-item')).toHaveCount(0);
      else
        await page.waitForFunction(
          (text) =>
            performance
              .getEntriesByName('site-search-results')
              .some((mark) => (mark as PerformanceMark).detail === text),
          searched,
        );
    }
    await expect(input).toBeVisible();
    expect(dialogs).toBe(0);
    await expect(page.locator('.rp-search-panel img[src="x"]')).toHaveCount(0);
  });
});

test.describe('local search, Chinese', () => {
  test.use({ locale: readerLocale('zh') });

  test('searches the zh index from a zh page', async ({ page }) => {
    await page.goto('/zh/guide/start/introduction');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.locator('.rp-search-panel__input').fill('如何部署');
    const hrefs = await topFive(page);
    expect(
      hrefs.every((href) => href.startsWith('/zh/')),
      hrefs.join(', '),
    ).toBe(true);
    expect(
      hrefs.some((href) => href.startsWith('/zh/guide/basic/deploy')),
      hrefs.join(', '),
    ).toBe(true);
  });
});

test('a build without the DOCSEARCH_* variables ships no DocSearch code', () => {
  const jsDir = join(outRoot, 'static', 'js');
  const files = readdirSync(jsDir, { recursive: true, encoding: 'utf8' }).filter((file) =>
    file.endsWith('.js'),
  );
  expect(files.length).toBeGreaterThan(0);
  const withDocSearch = files.filter((file) =>
    readFileSync(join(jsDir, file), 'utf8').includes('DocSearch-Button'),
  );
  expect(withDocSearch).toEqual([]);
});
