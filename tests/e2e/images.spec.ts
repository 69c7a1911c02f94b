import { siteRoutes } from '../shared/site-files';
import { expect, ready, test } from './fixtures';

const guidePages = siteRoutes().filter(({ route }) => /\/guide\//.test(route));

for (const { lang, route } of guidePages) {
  test.describe(route, () => {
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });

    test('shows its images with alt text, and zooms them on click', async ({ page }) => {
      await page.goto(route);
      await ready(page);
      const images = page.locator('.rp-doc img');
      const count = await images.count();
      expect(count, 'every guide page shows at least one screenshot').toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const image = images.nth(i);
        await image.scrollIntoViewIfNeeded();
        await expect(image).toHaveAttribute('alt', /\S/);
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
      }
      await images.first().click();
      await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
      await expect(page.locator('img.medium-zoom-image--opened')).toBeVisible();
    });
  });
}
