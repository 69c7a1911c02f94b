import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { browserLocale } from '../../site/languages.mjs';
import { docsRoot, siteRoutes } from '../shared/site-files';
import { expect, ready, test } from './fixtures';

const CJK = /[\u3400-\u9fff]/;
// Pages whose source shows an image (Markdown or <img>); code blocks and code spans only show
// code, not images.
const withoutCode = (source: string) =>
  source.replace(/^(`{3,}|~{3,})[^\n]*\n[\s\S]*?^\1[ \t]*$/gm, '').replace(/`[^`\n]*`/g, '');
const illustrated = siteRoutes().filter(({ lang, file }) =>
  /!\[[^\]]*\]\(|<img\b/.test(withoutCode(readFileSync(join(docsRoot, lang, file), 'utf8'))),
);

test('the guide is illustrated', () => {
  expect(illustrated.filter(({ route }) => route.includes('/guide/')).length).toBeGreaterThan(1);
});

for (const { lang, route } of illustrated) {
  test.describe(route, () => {
    test.use({ locale: browserLocale(lang) });

    test('shows its images with alt text in its language, and zooms them on click', async ({
      page,
    }) => {
      await page.goto(route);
      await ready(page);
      const images = page.locator('.rp-doc img');
      const count = await images.count();
      expect(count).toBeGreaterThan(0);
      for (let i = 0; i < count; i++) {
        const image = images.nth(i);
        await image.scrollIntoViewIfNeeded();
        const alt = (await image.getAttribute('alt')) ?? '';
        expect(alt, 'alt text').toMatch(/\S/);
        expect(CJK.test(alt), `alt "${alt}" is in ${lang}`).toBe(lang === 'zh');
        await expect
          .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
          .toBeGreaterThan(0);
        // Its box is known from the HTML, before the file arrives: no layout shift when it does.
        const { width, height, naturalWidth, naturalHeight } = await image.evaluate(
          (img: HTMLImageElement) => ({
            width: img.getAttribute('width'),
            height: img.getAttribute('height'),
            naturalWidth: img.naturalWidth,
            naturalHeight: img.naturalHeight,
          }),
        );
        expect([width, height], `size of ${alt}`).toEqual([
          String(naturalWidth),
          String(naturalHeight),
        ]);
      }
      await images.first().click();
      await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
      await expect(page.locator('img.medium-zoom-image--opened')).toBeVisible();
    });
  });
}
