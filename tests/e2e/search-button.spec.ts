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
