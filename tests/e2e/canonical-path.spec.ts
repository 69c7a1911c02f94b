/**
 * One answer per page address, in the browser: each other spelling of a page lands, through one
 * redirect, on the page at its canonical address, rendered and hydrated, in both languages; a
 * spelling of no page shows the 404 page with status 404. The rule is http/canonicalPath.mjs.
 */
import { langPrefix, langs } from '../../site/languages.mjs';
import { expect, test, waitForHydration } from './fixtures';

/** Other spellings of `/guide/start/introduction` (prefixed with the language's path). */
const spellings = [
  (prefix: string) => `//////${prefix.slice(1)}${prefix ? '/' : ''}guide/start/introduction`,
  (prefix: string) => `${prefix}/guide/start/introduction/`,
  (prefix: string) => `${prefix.toUpperCase()}/Guide/Start/Introduction`,
  (prefix: string) => `${prefix}/guide/start/introduction.html?q=1`,
];

for (const lang of langs) {
  const prefix = langPrefix(lang);
  const canonical = `${prefix}/guide/start/introduction`;
  for (const spell of spellings) {
    const path = spell(prefix);
    test(`${path} lands on ${canonical}`, async ({ page, baseURL }) => {
      // Absolute, so that a path starting with // is not read as another host.
      const response = await page.goto(`${baseURL}${path}`);
      expect(response?.status()).toBe(200);
      expect(response?.request().redirectedFrom()?.url()).toBe(`${baseURL}${path}`);
      expect(new URL(page.url()).pathname).toBe(canonical);
      await waitForHydration(page);
      await expect(page.locator('#__rspress_root h1')).toBeVisible();
    });
  }

  test(`${prefix}/api and ${prefix}/api/index land on ${prefix}/api/`, async ({
    page,
    baseURL,
  }) => {
    for (const path of [`${prefix}/api`, `${prefix}/api/index`]) {
      const response = await page.goto(`${baseURL}${path}`);
      // The server's answer, not the address the client router may show afterwards.
      expect(response?.url()).toBe(`${baseURL}${prefix}/api/`);
      expect(new URL(page.url()).pathname).toBe(`${prefix}/api/`);
    }
  });

  test(`${prefix}/Guide/No/Such/Page/ is the 404 page`, async ({ page, baseURL }) => {
    const response = await page.goto(`${baseURL}${prefix}/Guide/No/Such/Page/`);
    expect(response?.status()).toBe(404);
    expect(response?.request().redirectedFrom()).toBeNull();
    await waitForHydration(page);
  });
}
