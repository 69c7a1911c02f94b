/**
 * A page title or heading made of HTML is shown as text on every page of its sidebar section,
 * on a host with the production CSP and on one that sends no headers: no redirect, no script, no
 * request for the markup's image. The fixture site (tests/fixtures/hostile-site) is built with the
 * real configuration and SITE_ALLOW_TITLE_HTML=1, the escape hatch of the build's title check, so
 * that only the theme stands between the title and the reader.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type BuildServer, serveBuild } from '../../scripts/serve/serve-build.mjs';
import { langPrefix, langs } from '../../site/languages.mjs';
import { buildFixtureSite } from '../shared/fixture-site';
import { repoRoot } from '../shared/site-files';
// The suite's pages (CPU throttle) without its page-problem checks; this file makes its own.
import { expect, browserTest as test, waitForHydration } from './fixtures';

const siteDir = join(repoRoot, 'tests', 'fixtures', 'hostile-site');
const guideFiles = (lang: string) =>
  readdirSync(join(siteDir, lang, 'guide')).filter((name) => /\.mdx?$/.test(name));
/** Every page of the hostile page's sidebar section, in both languages. */
const sectionRoutes = langs.flatMap((lang) =>
  guideFiles(lang).map((name) => `${langPrefix(lang)}/guide/${name.replace(/\.mdx?$/, '')}`),
);
/** The visible text of the hostile title, as the page source writes it. */
const hostileTitle = (lang: string) =>
  /^title: (.*)$/m.exec(readFileSync(join(siteDir, lang, 'guide', 'intro.mdx'), 'utf8'))?.[1] ?? '';

let server: BuildServer;

test.describe.configure({ mode: 'serial' });

test.beforeAll(async () => {
  test.setTimeout(240_000);
  const files = Object.fromEntries(
    readdirSync(siteDir, { recursive: true })
      .map(String)
      .filter((file) => /\.(mdx?|json)$/.test(file))
      .map((file) => [join('docs', file), readFileSync(join(siteDir, file), 'utf8')]),
  );
  const build = buildFixtureSite(files, { SITE_ALLOW_TITLE_HTML: '1', SHARE_CARDS: 'off' });
  expect(build.status, build.log).toBe(0);
  // A free port the system picks, so this server never meets the suite's own servers.
  server = await serveBuild({ dir: build.out, port: 0 });
});

test.afterAll(() => server?.close());

/** Opens `route`, lets the page go quiet, and checks that nothing hostile happened. */
async function expectSafe(page: Page, route: string) {
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  const url = `${server.url}${route}`;
  await page.goto(url);
  // The title's refresh has no delay: had the theme rendered it as markup, on the server or in
  // React, the page would have navigated by the time the network is quiet and React is done.
  await page.waitForLoadState('networkidle');
  await waitForHydration(page);
  expect(page.url(), 'no navigation away').toBe(url);
  expect(await page.locator('meta[http-equiv="refresh" i]').count(), 'no refresh anywhere').toBe(0);
  expect(await page.evaluate(() => 'hostileRan' in window), 'no script ran').toBe(false);
  expect(requests.filter((request) => /\/[xy]\.png|evil\.example/.test(request))).toEqual([]);
  expect(
    await page.locator('.rp-doc-layout__sidebar meta, .rp-doc-layout__sidebar img').count(),
  ).toBe(0);
  // A formatting tag of the title (<b>) keeps none of its attributes: no handler, no style.
  const attributesFromTitle = await page.evaluate(() =>
    [...document.querySelectorAll('body *')].flatMap((element) =>
      [...element.attributes]
        .filter(({ name }) => /^on/i.test(name) || (name === 'style' && element.localName === 'b'))
        .map(({ name }) => `<${element.localName} ${name}>`),
    ),
  );
  expect(attributesFromTitle).toEqual([]);
  // The sidebar link shows the title's markup as text.
  const lang = route.startsWith('/zh/') ? 'zh' : 'en';
  const title = hostileTitle(lang);
  await expect(page.locator('.rp-doc-layout__sidebar').getByText(title.slice(0, 20))).toBeVisible();
}

for (const headers of ['the production CSP', 'no headers'] as const) {
  test.describe(`with ${headers}`, () => {
    test.beforeEach(async ({ context }) => {
      if (headers === 'no headers')
        // Like a host that sends none of site/http-headers.json (GitHub Pages).
        await context.route('**/*', async (route) => {
          // Another host (where the title's refresh would go) is never reached; the checks below
          // report the attempt.
          if (!route.request().url().startsWith(server.url)) return route.abort();
          const response = await route.fetch();
          const { 'content-security-policy': _, ...rest } = response.headers();
          await route.fulfill({ response, headers: rest });
        });
    });

    for (const route of sectionRoutes)
      test(`${route}: the title is text`, async ({ page }) => {
        await expectSafe(page, route);
      });
  });
}
