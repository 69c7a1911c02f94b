import { join } from 'node:path';

import { type Lang, readJson, repoRoot } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const texts = readJson<Record<string, Record<Lang, string>>>(join(repoRoot, 'i18n.json'));

const cases = [
  { lang: 'en', route: '/guide/start/introduction', landsIn: 'main #main-content' },
  { lang: 'zh', route: '/zh/guide/start/introduction', landsIn: 'main #main-content' },
  { lang: 'en', route: '/', landsIn: '#main-content + .rp-home-hero' },
  { lang: 'zh', route: '/zh/404', landsIn: '.rp-not-found #main-content' },
] as const;

for (const { lang, route, landsIn } of cases) {
  test.describe(route, () => {
    test.use({ locale: readerLocale(lang) });

    test('the first Tab shows the skip link, and it moves focus to the main content', async ({
      page,
    }) => {
      await page.goto(route);
      await ready(page);
      const skipLink = page.getByRole('link', { name: texts.skipToContent[lang] });
      await expect(skipLink).not.toBeInViewport();
      await page.keyboard.press('Tab');
      await expect(skipLink).toBeFocused();
      await expect(skipLink).toBeInViewport();
      await page.keyboard.press('Enter');
      const target = page.locator('#main-content');
      await expect(target).toBeFocused();
      // An empty landing place: no focus ring drawn around nothing above the title.
      await expect(target).toHaveCSS('outline-style', 'none');
      // The target sits at the start of the page's main content, past the navbar and sidebar.
      await expect(page.locator(landsIn)).toHaveCount(1);
    });
  });
}
