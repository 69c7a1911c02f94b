// A reader on a slow connection sees each page drawn while its HTML is still arriving. What is
// drawn then must stay where it is when the rest comes (theme/styles/firstPaint.css): no layout
// shift at all, on every layout and screen, and nothing left hidden once the page is in.
import type { Page } from '@playwright/test';
import { langPrefix, languages } from '../../site/languages.mjs';
import { expect, test as siteTest, waitForHydration } from './fixtures';
import { hostURL, PORT } from './hosts';
import { phoneContext, phoneScreens, windowScreens } from './screens';
import { startTrickleHost, TRICKLE } from './trickleHost';

// The whole run of the spec goes through one slow host per worker, so the problems fixture
// (every request on the page's own origin) watches that host.
const test = siteTest.extend<object, { trickleURL: string }>({
  trickleURL: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const { url, server } = await startTrickleHost(hostURL(PORT));
      await use(url);
      server.close();
    },
    { scope: 'worker' },
  ],
  baseURL: async ({ trickleURL }, use) => use(trickleURL),
});

/** Every layout shift since the page began, with what moved, from the Layout Instability API. */
async function recordShifts(page: Page): Promise<void> {
  await page.addInitScript(() => {
    const shifts: string[] = [];
    (window as unknown as { shifts: string[] }).shifts = shifts;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & {
        value: number;
        sources: { node?: Node | null }[];
      })[]) {
        const moved = entry.sources.map(({ node }) =>
          node instanceof Element
            ? [node.tagName.toLowerCase(), ...node.classList].slice(0, 2).join('.')
            : '#text',
        );
        shifts.push(
          `${entry.value.toFixed(4)} at ${Math.round(entry.startTime)} ms: ${moved.join(', ')}`,
        );
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
}

const shiftsOf = (page: Page) =>
  page.evaluate(() => (window as unknown as { shifts: string[] }).shifts);

// A doc page with an outline, the API overview (no outline) and the home page.
const routes = ['/guide/start/getting-started', '/api/', '/'];
// The outline takes its column from 1280 px; the navbar is on every screen.
const screens = [...windowScreens.filter(({ width }) => width >= 1280), ...phoneScreens];

for (const { lang } of languages) {
  for (const screen of screens) {
    test.describe(`${lang}, ${screen.width} px, HTML in ${TRICKLE.bytes}-byte pieces`, () => {
      test.use(
        screen.width === 390
          ? phoneContext
          : { viewport: { width: screen.width, height: screen.height } },
      );

      for (const route of routes) {
        const path = `${langPrefix(lang)}${route}`;
        test(`${path} draws nothing that moves later`, async ({ page }) => {
          await recordShifts(page);
          await page.goto(path);
          await waitForHydration(page);
          // Two frames after hydration: what React changed has been drawn and measured.
          await page.evaluate(
            () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
          );
          expect(await shiftsOf(page)).toEqual([]);
          // What was held back while the HTML arrived is shown once it is in.
          const navRight = page.locator('.rp-nav__right');
          await expect(navRight).toHaveCSS('visibility', 'visible');
          if (screen.width >= 1280 && route.startsWith('/guide/'))
            await expect(page.locator('.rp-doc-layout__outline')).toBeVisible();
        });
      }
    });
  }
}
