// Readers without JavaScript (privacy extensions, text-mode and reader tools): no button that
// would do nothing is shown, and on a phone every page of the section's sidebar is a visible
// link. Before: 43–44 dead buttons per page, and no way to a phone's sidebar.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';
import { readerLocale } from './readers';

/** With scripts off, Chromium refuses the pages' script preloads (reported as "csp"): expected here. */
const withoutScriptPreloads = (list: string[]) =>
  list.filter((problem) => !problem.endsWith('(csp)'));

const paths = [
  '/',
  '/guide/start/introduction',
  '/api/',
  '/zh/',
  '/zh/guide/start/introduction',
  '/zh/api/',
];

/** Buttons a reader can see, outside forms (which work without scripts). */
const visibleButtons = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll('button, [role="button"]')]
      .filter((button) => !button.closest('form'))
      .filter((button) => {
        const box = button.getBoundingClientRect();
        return box.width > 0 && box.height > 0 && getComputedStyle(button).visibility === 'visible';
      })
      .map((button) => button.outerHTML.slice(0, 80)),
  );

for (const width of [390, 1280]) {
  for (const path of paths) {
    test.describe(`${path} at ${width}px without JavaScript`, () => {
      test.use({
        javaScriptEnabled: false,
        viewport: { width, height: 844 },
        locale: readerLocale(path.startsWith('/zh') ? 'zh' : 'en'),
      });

      test('shows no button outside a form', async ({ page, problems }) => {
        await page.goto(path);
        await expect(page.locator('h1').first()).toBeVisible();
        expect(await visibleButtons(page)).toEqual([]);
        problems.list = withoutScriptPreloads(problems.list);
      });
    });
  }
}

for (const path of ['/guide/start/introduction', '/zh/api/config/config-basic']) {
  test.describe(`${path} on a phone without JavaScript`, () => {
    test.use({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, hasTouch: true });

    test('every page of the sidebar and every section of the outline is a visible link', async ({
      page,
      problems,
    }) => {
      await page.goto(path);
      // The sidebar's pages and the outline's sections.
      const links = page.locator('aside a[href]');
      const count = await links.count();
      expect(count).toBeGreaterThan(10);
      for (let i = 0; i < count; i++) {
        const link = links.nth(i);
        await link.scrollIntoViewIfNeeded();
        await expect(link).toBeVisible();
        await expect(link).toBeInViewport();
      }
      problems.list = withoutScriptPreloads(problems.list);
    });
  });
}

test.describe('with JavaScript', () => {
  test('the buttons appear once the page is hydrated', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await expect(page.locator('html')).toHaveAttribute('data-scripts-ready', '');
    await expect(page.locator('.rp-search-button').first()).toBeVisible();
    expect((await visibleButtons(page)).length).toBeGreaterThan(10);
  });
});
