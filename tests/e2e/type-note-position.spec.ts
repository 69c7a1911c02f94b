// Where the type note of a code example's identifier is drawn when the reader reaches the mark
// from the keyboard: whole inside the window and right beside its mark, at a desktop width and on
// a phone. "Visible" alone passes for a note drawn off-screen or across the page from its mark.
// The note is found by the mark's aria-describedby or, failing that, as the one visible tooltip,
// so the test holds however the note's markup is arranged.
import type { Locator, Page } from '@playwright/test';
import { langPrefix } from '../../site/languages.mjs';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const ROUTE = '/api/client-api/api-runtime';
const BLOCK = 'export function PageMeta';
/** The farthest, in CSS pixels, a note's nearest edge may be from its mark's box. */
const BESIDE = 24;

const marks = (page: Page) =>
  page.locator('.rp-codeblock', { hasText: BLOCK }).first().locator('.th-mark');

async function noteOf(page: Page, mark: Locator): Promise<Locator> {
  const id = await mark.getAttribute('aria-describedby');
  return id ? page.locator(`[id="${id}"]`) : page.getByRole('tooltip').filter({ visible: true });
}

/** The gaps between two boxes along each axis: 0 where they overlap on that axis. */
function gaps(
  a: { x: number; y: number; width: number; height: number },
  b: { x: number; y: number; width: number; height: number },
) {
  const along = (aStart: number, aSize: number, bStart: number, bSize: number) =>
    Math.max(0, bStart - (aStart + aSize), aStart - (bStart + bSize));
  return {
    x: along(a.x, a.width, b.x, b.width),
    y: along(a.y, a.height, b.y, b.height),
  };
}

async function expectBeside(page: Page, mark: Locator) {
  const note = await noteOf(page, mark);
  await expect(note).toBeVisible();
  // Whole inside the window, not just displayed.
  await expect(note).toBeInViewport({ ratio: 1 });
  const [at, box] = await Promise.all([mark.boundingBox(), note.boundingBox()]);
  if (!at || !box) throw new Error('the mark or its note has no box');
  const gap = gaps(at, box);
  // Right under or over the mark, not covering it, and not shifted off to one side.
  expect(gap.y, 'vertical gap between the mark and its note').toBeLessThanOrEqual(BESIDE);
  expect(gap.x, 'horizontal gap between the mark and its note').toBeLessThanOrEqual(BESIDE);
  expect(box.y >= at.y + at.height || box.y + box.height <= at.y, 'note clear of its mark').toBe(
    true,
  );
}

for (const lang of ['en', 'zh'] as const) {
  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test.describe(`type note by keyboard (${lang}, ${viewport.width} px)`, () => {
      test.use({ locale: readerLocale(lang), viewport });

      test('is drawn inside the window, beside its mark', async ({ page }) => {
        await page.goto(`${langPrefix(lang)}${ROUTE}`);
        await ready(page);
        const first = marks(page).first();
        await expect(first).toHaveText('useLang');
        // Tab into the block from the element before it, as a keyboard reader arrives.
        await first.focus();
        await page.keyboard.press('Shift+Tab');
        await page.keyboard.press('Tab');
        await expect(first).toBeFocused();
        await expectBeside(page, first);
        // The next mark's note moves with focus.
        await page.keyboard.press('ArrowRight');
        const second = marks(page).nth(1);
        await expect(second).toBeFocused();
        await expectBeside(page, second);
        // The last mark of the block, the farthest right on a narrow screen.
        await page.keyboard.press('End');
        const last = marks(page).last();
        await expect(last).toBeFocused();
        await expectBeside(page, last);
      });
    });
  }
}
