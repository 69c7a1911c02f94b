import { expect, ready, test } from './fixtures';

for (const viewport of [
  { width: 1280, height: 720 },
  { width: 390, height: 844 },
]) {
  test.describe(`navbar auto-hide at ${viewport.width}px`, () => {
    test.use({ viewport });

    test('slides away on scroll down and returns on scroll up and at the top', async ({ page }) => {
      await page.goto('/guide/start/getting-started');
      await ready(page);
      const nav = page.locator('.rp-nav');
      const navTop = () => nav.evaluate((el) => el.getBoundingClientRect().bottom);
      await expect.poll(navTop).toBeGreaterThan(0);

      await page.mouse.move(viewport.width / 2, viewport.height / 2);
      await page.mouse.wheel(0, 600);
      await expect.poll(navTop).toBeLessThanOrEqual(0);
      // The bars that stick under the navbar follow it to the top edge.
      const stuck = page.locator(
        viewport.width > 768 ? '.rp-doc-layout__outline' : '.rp-doc-layout__menu',
      );
      await expect.poll(() => stuck.evaluate((el) => el.getBoundingClientRect().top)).toBe(0);

      await page.mouse.wheel(0, -100);
      await expect.poll(navTop).toBeGreaterThan(0);

      await page.mouse.wheel(0, 400);
      await expect.poll(navTop).toBeLessThanOrEqual(0);
      await page.evaluate(() => window.scrollTo(0, 0));
      await expect.poll(navTop).toBeGreaterThan(0);
    });
  });
}

test('leaves the navbar alone on the home page', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  await page.mouse.wheel(0, 800);
  await page.waitForFunction(() => window.scrollY > 0);
  await expect(page.locator('html')).not.toHaveAttribute('data-nav-hidden', '');
});
