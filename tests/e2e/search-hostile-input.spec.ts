import type { Page } from '@playwright/test';
import { expect, ready, test } from './fixtures';

const input = '.rp-search-panel__input';
const rows = '.rp-search-panel__results .rp-suggest-item';
const marks = '.rp-suggest-item__mark';

/** Opens the panel on a settled page and waits until its index answers a query. */
async function openReadyPanel(page: Page): Promise<void> {
  await page.goto('/guide/start/introduction');
  await ready(page);
  await page.keyboard.press('Control+k');
  await page.locator(input).fill('sidebar');
  await expect(page.locator(marks).first()).toHaveText(/^sidebar$/i);
  await page.locator(input).fill('');
}

/** Puts a text into the input by script, as a page script or an extension could. */
const setByScript = (page: Page, text: string) =>
  page.locator(input).evaluate((field, value) => {
    Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(field, value);
    field.dispatchEvent(new Event('input', { bubbles: true }));
  }, text);

/** The text of each shown row's marks, one string per row. */
const markedTextPerRow = (page: Page) =>
  page.locator(rows).evaluateAll(
    (items, selector) =>
      items.map((item) =>
        [...item.querySelectorAll(selector)]
          .map((mark) => mark.textContent ?? '')
          .join('')
          .trim(),
      ),
    marks,
  );

test.describe('hostile search input', () => {
  test('a pasted 10,000-character text is cut to the input limit and searched', async ({
    page,
  }) => {
    await openReadyPanel(page);
    const pasted = 'sidebar '.repeat(1250);
    await page.keyboard.insertText(pasted);
    await expect(page.locator(input)).toHaveValue(pasted.slice(0, 64));
    await expect(page.locator(input)).toHaveAttribute('maxlength', '64');
    await expect(page.locator(marks).first()).toHaveText(/^sidebar/i);
  });

  test('a 10,000-character text set by script is searched', async ({ page }) => {
    await openReadyPanel(page);
    await setByScript(page, 'sidebar '.repeat(1250));
    await expect(page.locator(marks).first()).toHaveText(/^sidebar/i);
  });

  for (const query of ["' OR 1=1 --", 'sidebar OR 1=1 --']) {
    test(`every row shown for "${query}" highlights what matched`, async ({ page }) => {
      await openReadyPanel(page);
      await page.locator(input).fill(query);
      // Either rows or the panel's "no results" answer, once the query is searched.
      await expect(page.locator(`${rows}, .rp-no-search-result`).first()).toBeVisible();
      const marked = await markedTextPerRow(page);
      expect(marked.filter((text) => text === '')).toEqual([]);
    });
  }

  test('a query with real words among hostile ones still lists them', async ({ page }) => {
    await openReadyPanel(page);
    await page.locator(input).fill('sidebar OR 1=1 --');
    await expect(page.locator(rows).first()).toBeVisible();
    expect((await markedTextPerRow(page)).length).toBeGreaterThan(0);
  });

  test('a common short word lists a few rows per page, not every passage', async ({ page }) => {
    await openReadyPanel(page);
    await page.locator(input).fill('the');
    await expect(page.locator(rows).first()).toBeVisible();
    const pages = await page
      .locator(`${rows} a`)
      .evaluateAll((links) =>
        links.map((link) => new URL((link as HTMLAnchorElement).href).pathname),
      );
    const counts = new Map<string, number>();
    for (const path of pages) counts.set(path, (counts.get(path) ?? 0) + 1);
    const perPage = [...counts.values()];
    expect(perPage.length).toBeGreaterThan(1);
    expect(Math.max(...perPage)).toBe(5);
  });
});
