import { join } from 'node:path';

import { type Lang, readJson, repoRoot, siteRoutes } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const texts = readJson<Record<string, Record<Lang, string>>>(join(repoRoot, 'i18n.json'));

// The API overview page (`/api/`, `overview: true`) is checked in every language it exists in.
const overviewPages = siteRoutes().filter(({ route }) => /^(\/zh)?\/api\/$/.test(route));

for (const { lang, route } of overviewPages) {
  test.describe(`API overview filter (${lang})`, () => {
    test.use({ locale: readerLocale(lang) });

    test('narrows the list by keyword and says when nothing matches', async ({ page }) => {
      await page.goto(route);
      await ready(page);
      const search = page.locator('.rp-overview-search');
      await expect(search).toContainText(texts['overview.filterNameText'][lang]);
      const input = search.locator('input');
      await expect(input).toHaveAttribute(
        'placeholder',
        texts['overview.filterPlaceholderText'][lang],
      );
      const items = page.locator('.rp-overview-group__item');
      const all = await items.count();
      expect(all).toBeGreaterThan(0);

      await input.fill('rspress build');
      await expect(items.first()).toBeVisible();
      expect(await items.count()).toBeLessThan(all);
      await expect(page.locator('.rp-overview__empty')).toHaveCount(0);

      await input.fill('no-such-api-xyz');
      await expect(items).toHaveCount(0);
      await expect(page.locator('.rp-overview__empty')).toHaveText(
        `${texts['overview.filterNoResultText'][lang]}: no-such-api-xyz`,
      );

      await input.fill('');
      await expect(items).toHaveCount(all);
    });
  });
}
