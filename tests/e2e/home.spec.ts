import { type Localized, localize, localizedRoute } from '../../site/languages.mjs';

import { toolCards } from '../../site/tools';
import { langs, texts } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

/** What each language's home page says (its Markdown is the source; these are spot checks). */
const homes: Localized<{ hero: RegExp; brand: string }> = {
  en: { hero: /Documentation sites, built fast/, brand: 'Introduction' },
  zh: { hero: /快速构建文档站点/, brand: '介绍' },
};

for (const lang of langs) {
  const home = homes[lang];
  test.describe(`home page (${lang})`, () => {
    test.use({ locale: readerLocale(lang) });

    test.beforeEach(async ({ page }) => {
      await page.goto(localizedRoute(lang, '/'));
      await ready(page);
    });

    test('shows the hero with name, text, tagline, image and two actions', async ({ page }) => {
      const hero = page.locator('.rp-home-hero');
      await expect(hero).toContainText('Rspress');
      await expect(hero).toContainText(home.hero);
      // The theme renders a light and a dark image; the scheme shows one.
      const image = hero.locator('img.rp-home-hero__image-img').filter({ visible: true });
      await expect(image).toHaveAttribute('alt', /\S/);
      expect(await image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
      const actions = hero.locator('.rp-home-hero__actions a');
      await expect(actions).toHaveCount(2);
      await expect(actions.first()).toHaveText(home.brand);
      await expect(actions.first()).toHaveAttribute('href', /\/guide\/start\/introduction$/);
      await expect(actions.nth(1)).toHaveAttribute('href', /\/guide\/start\/getting-started$/);
    });

    test('shows six feature cards, each with its own loaded icon', async ({ page }) => {
      const icons = page.locator('.rp-home-feature img');
      await expect(icons).toHaveCount(6);
      const sources = await icons.evaluateAll((imgs) =>
        (imgs as HTMLImageElement[]).map((img) => ({ src: img.src, width: img.naturalWidth })),
      );
      expect(new Set(sources.map((s) => s.src)).size).toBe(6);
      for (const source of sources) expect(source.width).toBeGreaterThan(0);
    });

    test('shows the tool cards with the localized title, description and links', async ({
      page,
    }) => {
      const section = page.locator('section[aria-labelledby="tool-stack-title"]');
      await expect(section.getByRole('heading', { level: 2 })).toHaveText(
        texts.toolStackTitle[lang],
      );
      await expect(section).toContainText(texts.toolStackDesc[lang]);
      const cards = section.getByRole('link');
      await expect(cards).toHaveCount(toolCards.length);
      for (const [index, tool] of toolCards.entries()) {
        const card = cards.nth(index);
        await expect(card).toContainText(tool.name);
        await expect(card).toContainText(tool.desc[lang]);
        await expect(card).toHaveAttribute('href', localize(tool.url, lang));
        await expect(card).toHaveAttribute('target', '_blank');
        await expect(card).toHaveAttribute('rel', 'noopener noreferrer');
      }
    });

    test('shows the copyright footer in the page language', async ({ page }) => {
      await expect(page.locator('.rp-home-footer')).toHaveText(texts.footerMessage[lang]);
    });
  });
}
