import { expect, ready, test } from './fixtures';

// The Shiki page is its own demo: its first configuration block carries the meta `{6-8}`, which the
// site's transformerCompatibleMetaHighlight turns into three highlighted lines, and code colours
// come from CSS variables that change with the appearance.
for (const route of ['/plugin/official-plugins/shiki', '/zh/plugin/official-plugins/shiki']) {
  test.describe(`Shiki page demo (${route})`, () => {
    test.beforeEach(async ({ page }) => {
      await page.goto(route);
      await ready(page);
    });

    test('meta {6-8} highlights lines 6 to 8 of the first block', async ({ page }) => {
      const pre = page
        .locator('pre.shiki.has-highlighted')
        .filter({ hasText: 'transformers: [transformerCompatibleMetaHighlight()]' })
        .first();
      const lines = pre.locator('span.line');
      await expect(lines).toHaveCount(10);
      const highlighted = pre.locator('span.line.highlighted');
      await expect(highlighted).toHaveCount(3);
      await expect(highlighted.nth(1)).toContainText(
        'transformers: [transformerCompatibleMetaHighlight()]',
      );
      for (const n of [0, 1, 2, 3, 4, 8, 9]) {
        await expect(lines.nth(n)).not.toHaveClass(/highlighted/);
      }
    });

    test('keyword colour follows dark mode', async ({ page }) => {
      const keyword = page.locator('pre.shiki span[style*="--shiki-token-keyword"]').first();
      const colour = () => keyword.evaluate((el) => getComputedStyle(el).color);
      const light = await colour();
      await page.evaluate(() => document.documentElement.classList.add('rp-dark'));
      await expect.poll(colour).not.toBe(light);
    });
  });
}
