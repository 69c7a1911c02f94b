import { expect, ready, test } from './fixtures';

test.describe('search', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await ready(page);
  });

  test('opens from the navbar button and closes with Escape', async ({ page }) => {
    await page.locator('.rp-search-button').first().click();
    const input = page.locator('.rp-search-panel__input');
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(input).toBeHidden();
  });

  test('opens with Ctrl+K', async ({ page }) => {
    await page.keyboard.press('Control+k');
    await expect(page.locator('.rp-search-panel__input')).toBeVisible();
  });

  test('ignores Enter when there is nothing to open', async ({ page }) => {
    // Enter on an ordinary link or button must not reach the closed search panel.
    await page.locator('.rp-doc a').first().focus();
    await page.keyboard.press('Enter');
    await page.goto('/guide/start/introduction');
    await ready(page);
    await page.keyboard.press('Control+k');
    await page.locator('.rp-search-panel__input').fill('zzzzqqqq');
    await page.keyboard.press('Enter');
    await expect(page.locator('.rp-search-panel__input')).toBeVisible();
  });

  test('Enter on a link after a closed search follows the link, not an old result', async ({
    page,
  }) => {
    await page.keyboard.press('Control+k');
    await page.locator('.rp-search-panel__input').fill('deploy');
    await expect(page.locator('.rp-search-panel__results a').first()).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.locator('.rp-search-panel__input')).toBeHidden();

    // A link the reader can see (the type notes of code examples hold links that show on demand).
    const link = page
      .locator('.rp-doc a[href^="/"]:not([href*="deploy"])')
      .filter({ visible: true })
      .first();
    const target = new URL((await link.getAttribute('href')) ?? '', page.url()).pathname;
    await link.focus();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL((url) => url.pathname === target);
  });

  test('finds a page and opens it', async ({ page }) => {
    await page.keyboard.press('Control+k');
    await page.locator('.rp-search-panel__input').fill('Quick start');
    const result = page.locator('.rp-search-panel__results a').first();
    await expect(result).toBeVisible();
    await result.click();
    await expect(page).toHaveURL(/\/guide\/start\/getting-started/);
  });
});
