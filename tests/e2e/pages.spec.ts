import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { editLinkBase } from '../../site/links';
import { readJson, repoRoot, routeToHtmlFile, siteRoutes } from '../shared/site-files';
import { axeFindings, rulesLeftOn } from './axe';
import { emulateScreen, fullWalk, matrixSteps, showScreen, sparseWalk } from './axeMatrix';
import { cpuThrottle } from './cpu-throttle';
import {
  chineseWithoutCjkFont,
  coveredText,
  horizontalOverflow,
  leakedText,
  outlineMismatches,
  undrawnImages,
} from './drawn';
import { askToSaveData, expect, rendered, test } from './fixtures';
import { expectImages, showsImages } from './pageImages';
import { readerLocale } from './readers';
import { switchScheme } from './screens';

// Every page, once: it is served and loads cleanly under the production headers, and axe finds
// nothing in either colour scheme (every WCAG A/AA rule and best practice of axe-core, any impact;
// rules left on, with their reasons: `rulesLeftOn` in axe.ts). One load per page: the screen is
// emulated and the scheme switched in place (axeMatrix.ts), and the second scheme at each screen
// runs only the colour rules; a page with images then checks them (pageImages.ts), and what is
// drawn is read back (drawn.ts) on every screen in both schemes. One test per page, so the workers
// share them.
const routes = siteRoutes();
const steps = matrixSteps();
const widths = (list: { screen: { width: number } }[]) =>
  [...new Set(list.map(({ screen }) => screen.width))].join(', ');

/**
 * The pages walked through every step of the matrix (every rule or the colour rules at all four
 * sizes, in both schemes): one page of each layout per language. Every other page takes the
 * sparse walk (axeMatrix.ts): every rule at the widest window, the colour rules in its other
 * scheme, each narrower screen drawn once. Between the ends a page changes only how its chrome
 * folds (the navbar's menu, the sidebar as a drawer), the same chrome on every page. Axe and the
 * screen changes are most of the matrix's time: all eight steps on every page took the suite far
 * over its time budget.
 */
const axeEveryStep = new Set([
  '/',
  '/404',
  '/guide/start/introduction',
  '/api/',
  '/api/config/config-basic',
  '/plugin/official-plugins/overview',
]);
const sampled = (route: string) => axeEveryStep.has(route.replace(/^\/zh(?=\/)/, ''));
const walkOf = (route: string) => (sampled(route) ? fullWalk(steps) : sparseWalk(steps));
const leftOn = Object.keys(rulesLeftOn);
// The preview server sends the production headers, so every page here runs under the real CSP, and
// a blocked script or style shows up as a console error that fails the test.
const { security } = readJson<{ security: Record<string, string> }>(
  join(repoRoot, 'site/http-headers.json'),
);
// The CPU slowdown a run may apply to the browser (fixtures.ts); the budget grows with it.
const slowdown = cpuThrottle();

test('the route list is derived from docs/ and covers both languages', () => {
  expect(routes.filter((r) => r.lang === 'en').length).toBeGreaterThan(3);
  expect(routes.filter((r) => r.lang === 'zh').map((r) => r.route)).toEqual(
    routes.filter((r) => r.lang === 'en').map((r) => `/zh${r.route}`),
  );
});

test('the pages checked by axe at every size exist in both languages', () => {
  const routeList = routes.map(({ route }) => route);
  for (const route of axeEveryStep) {
    expect(routeList).toContain(route);
    expect(routeList).toContain(route === '/' ? '/zh/' : `/zh${route}`);
  }
});

test('the guide is illustrated', () => {
  const guide = routes.filter(({ route }) => route.includes('/guide/'));
  expect(guide.filter(showsImages).length).toBeGreaterThan(1);
});

const isDocPage = (route: string) => !/^(\/zh)?\/(404)?$/.test(route);
const imagesChecked =
  ', and its images have alt text in its language, the size of their files, and zoom';

for (const entry of routes) {
  const { lang, route, file } = entry;
  const illustrated = showsImages(entry);
  test.describe(route, () => {
    test.use({ locale: readerLocale(lang) });

    const walk = walkOf(route);
    // Outside the sample, the page is opened as by a reader who asked to save data: the search
    // panel and its index are then fetched on intent, not once the page has loaded, so they do not
    // share the CPU with axe (the sampled pages keep that fetch and the panel it mounts).
    if (!sampled(route)) test.beforeEach(({ context }) => askToSaveData(context));
    test(`is served with 200, loads without errors, has 0 axe findings on ${widths(walk.filter(({ axe }) => axe))} px, light and dark${leftOn.length ? ` (left on: ${leftOn.join(', ')})` : ''}, and draws cleanly on ${widths(walk)} px${illustrated ? imagesChecked : ''}`, async ({
      page,
    }) => {
      // Up to eight axe runs on one page: the longest take two minutes on a busy two-core machine.
      test.setTimeout(300_000 * slowdown);
      expect(existsSync(routeToHtmlFile(route)), `built file for ${route}`).toBe(true);
      const cdp = await page.context().newCDPSession(page);
      const [first] = walk;
      if (!first) throw new Error('the axe matrix has no steps');
      await emulateScreen(cdp, first.screen);
      await page.emulateMedia({ colorScheme: first.scheme });
      const response = await page.goto(route);
      expect(response?.status()).toBe(200);
      const headers = response?.headers() ?? {};
      for (const [name, value] of Object.entries(security))
        expect(headers[name.toLowerCase()], name).toBe(value);
      await rendered(page);
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

      // What is drawn (drawn.ts): the outline reads as the headings do, every image draws, and
      // Chinese is drawn with a CJK font; then, on every screen and scheme, no markup or leaked
      // value in the visible text, no sideways scrolling, no chrome over the text.
      const drawn: string[] = [
        ...(await outlineMismatches(page)),
        ...(await undrawnImages(page)),
        ...(lang === 'zh' ? await chineseWithoutCjkFont(cdp) : []),
      ];
      const found: string[] = [];
      let shown = first;
      for (const step of walk) {
        if (step.screen !== shown.screen) await showScreen(page, cdp, step.screen);
        if (step.scheme !== shown.scheme || step === first) await switchScheme(page, step.scheme);
        shown = step;
        const { axe } = step;
        const where = `${step.screen.width}×${step.screen.height} ${step.scheme}${axe?.rules ? ` (${axe.rules.join(', ')})` : ''}`;
        if (axe)
          for (const finding of await axeFindings(page, axe.rules, axe.skipped))
            found.push(`[${where}] ${finding}`);
        for (const problem of [
          ...(await leakedText(page)),
          ...(await horizontalOverflow(page)),
          ...(await coveredText(page)),
        ])
          drawn.push(`[${where}] ${problem}`);
      }
      expect(found).toEqual([]);
      expect(drawn, 'what the reader sees').toEqual([]);
      if (illustrated) await expectImages(page, lang);
    });
  });
}
