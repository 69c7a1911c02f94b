// A printed page keeps every character of a code line longer than the paper is wide: the print
// stylesheet wraps it. The PDF's text cannot show this (a clipped line is still in the PDF's text),
// so the test lays the page out as print at the printed width and measures the line's box.
import { langPrefix } from '../../site/languages.mjs';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

/** The page with the longest code line of the site: the example hint, 186 characters. */
const ROUTE = '/plugin/official-plugins/llms';
const LINE = /^> For AI agents: the complete documentation index/;
/**
 * The printed width of an A4 sheet in CSS pixels: 210 mm less the 14 mm margins on each side
 * (`@page` in theme/styles/print.css), at 96 px to the inch.
 */
const PRINTED_WIDTH = Math.floor(((210 - 2 * 14) / 25.4) * 96);

for (const lang of ['en', 'zh'] as const) {
  test.describe(`print (${lang})`, () => {
    test.use({ locale: readerLocale(lang) });

    test('a code line longer than the paper wraps instead of being cut off', async ({ page }) => {
      await page.setViewportSize({ width: PRINTED_WIDTH, height: 1000 });
      await page.goto(`${langPrefix(lang)}${ROUTE}`);
      await ready(page);
      await expect(page.locator('html')).toHaveAttribute('data-print-styles', 'ready');
      await page.emulateMedia({ media: 'print' });
      const line = page.locator('.rp-codeblock code .line').filter({ hasText: LINE }).first();
      await expect(line).toBeVisible();
      const measured = await line.evaluate((element) => {
        const code = element.closest('pre') ?? element;
        const box = element.getBoundingClientRect();
        const style = getComputedStyle(element.closest('code') ?? element);
        return {
          right: box.right,
          height: box.height,
          lineHeight:
            Number.parseFloat(style.lineHeight) || Number.parseFloat(style.fontSize) * 1.5,
          hiddenWidth: code.scrollWidth - code.clientWidth,
        };
      });
      // The line stays within the sheet and nothing of it is scrolled out of its block.
      expect(measured.right).toBeLessThanOrEqual(PRINTED_WIDTH);
      expect(measured.hiddenWidth).toBeLessThanOrEqual(0);
      // It is laid out on several rows: 186 characters do not fit one row of 688 px.
      expect(measured.height).toBeGreaterThan(1.5 * measured.lineHeight);
    });
  });
}
