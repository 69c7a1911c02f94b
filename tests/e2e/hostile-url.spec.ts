/**
 * A malformed `%` in a link's query or fragment leaves the page rendered and hydrated. Rspress
 * 2.0.22 decodes the address with `decodeURIComponent`, which throws on `%` not followed by two hex
 * digits and on `%E4` alone (half a UTF-8 sequence); `?q=%25` is decoded twice, once for the
 * language menu's link and once by the link itself. React then emptied its root under a 200, with
 * the production CSP or without it. upstream/theme/guardDecoding.ts guards those calls.
 */
import { langPrefix, langs } from '../../site/languages.mjs';
import { expect, test, waitForHydration } from './fixtures';

/** A query or fragment anyone can add to a shared link, each malformed for one decode or two. */
const suffixes = ['?q=%25', '?q=%', '#%E4', '?utm=%E4%B8&x=%zz#%'];

const page404 = '/guide/start/%25';

for (const headers of ['the production CSP', 'no headers'] as const) {
  test.describe(`with ${headers}`, () => {
    test.beforeEach(async ({ context }) => {
      if (headers === 'no headers')
        // Like a host that sends none of site/http-headers.json (GitHub Pages).
        await context.route('**/*', async (route) => {
          const response = await route.fetch();
          const { 'content-security-policy': _, ...rest } = response.headers();
          await route.fulfill({ response, headers: rest });
        });
    });
    // The search prefetch may still be in flight through the route when a test ends.
    test.afterEach(({ context }) => context.unrouteAll({ behavior: 'ignoreErrors' }));

    for (const lang of langs)
      for (const suffix of suffixes) {
        const path = `${langPrefix(lang)}/guide/start/introduction${suffix}`;
        test(`${path} renders and hydrates`, async ({ page }) => {
          const response = await page.goto(path);
          expect(response?.status()).toBe(200);
          await waitForHydration(page);
          await expect(page.locator('#__rspress_root h1')).toBeVisible();
          expect(new URL(page.url()).pathname).toBe(`${langPrefix(lang)}/guide/start/introduction`);
        });
      }

    test(`${page404}, a path that decodes to a lone %, shows the hydrated 404 page`, async ({
      page,
    }) => {
      const response = await page.goto(page404);
      expect(response?.status()).toBe(404);
      await waitForHydration(page);
      await expect(page.locator('#__rspress_root h1')).toBeVisible();
    });
  });
}
