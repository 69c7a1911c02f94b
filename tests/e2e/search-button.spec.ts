import { seriousViolations } from './axe';
import { expect, ready, test } from './fixtures';

// The hotkey hint fades in after hydration, so the page-wide axe run can miss it.
test('the search button hotkey hint, once shown, passes axe (contrast included)', async ({
  page,
}) => {
  await page.goto('/guide/start/introduction');
  await ready(page);
  const hotkey = page.locator('.rp-search-button__hotkey').first();
  await expect(hotkey).toBeVisible();
  await expect.poll(() => hotkey.evaluate((el) => getComputedStyle(el).opacity)).toBe('1');
  expect(await seriousViolations(page)).toEqual([]);
});

// The panel draws its own veil, modal and result rows (theme/search/panel.css changes the veil).
for (const width of [390, 1440]) {
  for (const colorScheme of ['light', 'dark'] as const) {
    test(`the open panel with results passes axe at ${width} px, ${colorScheme}`, async ({
      page,
    }) => {
      await page.setViewportSize({ width, height: 844 });
      await page.emulateMedia({ colorScheme });
      await page.goto('/guide/start/introduction');
      await ready(page);
      await page.keyboard.press('Control+k');
      await page.locator('.rp-search-panel__input').fill('sidebar');
      await expect(page.locator('.rp-search-panel__results a').first()).toBeVisible();
      // After the modal's entry animation, so colours are read at full opacity.
      await expect
        .poll(() =>
          page.locator('.rp-search-panel__modal').evaluate((modal) => modal.getAnimations().length),
        )
        .toBe(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
}
