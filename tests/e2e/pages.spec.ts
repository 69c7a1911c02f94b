import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { browserLocale } from '../../site/languages.mjs';
import { editLinkBase } from '../../site/links';
import { readJson, repoRoot, routeToHtmlFile, siteRoutes } from '../shared/site-files';
import { expect, ready, test } from './fixtures';

const routes = siteRoutes();
// The preview server sends the production headers, so every page here runs under the real CSP, and
// a blocked script or style shows up as a console error that fails the test.
const { security } = readJson<{ security: Record<string, string> }>(
  join(repoRoot, 'site/http-headers.json'),
);

test('the route list is derived from docs/ and covers both languages', () => {
  expect(routes.filter((r) => r.lang === 'en').length).toBeGreaterThan(3);
  expect(routes.filter((r) => r.lang === 'zh').map((r) => r.route)).toEqual(
    routes.filter((r) => r.lang === 'en').map((r) => `/zh${r.route}`),
  );
});

const isDocPage = (route: string) => !/^(\/zh)?\/(404)?$/.test(route);

for (const { lang, route, file } of routes) {
  test.describe(`${route}`, () => {
    test.use({ locale: browserLocale(lang) });

    test('is built, served with 200 and loads without errors', async ({ page }) => {
      expect(existsSync(routeToHtmlFile(route)), `built file for ${route}`).toBe(true);
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      for (const [name, value] of Object.entries(security))
        expect(headers[name.toLowerCase()], name).toBe(value);
      await ready(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      expect(new URL(page.url()).pathname).toBe(route);
      await expect(page).toHaveTitle(/\S/);
      // One page heading, the home pages' hero name included.
      await expect(page.locator('h1')).toHaveCount(1);
      await expect(page.locator('h1')).toBeVisible();
      // Every doc page, the overview pages included, links to its source for editing.
      if (isDocPage(route))
        await expect(
          page.locator(`a.rp-edit-link[href="${editLinkBase}/${lang}/${file}"]`).first(),
        ).toBeVisible();
    });
  });
}
