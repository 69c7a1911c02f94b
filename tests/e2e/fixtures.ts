import { type BrowserContext, test as base, expect, type Page } from '@playwright/test';
import { countReactCommits, FIRST_CONTROL, waitForHydration } from '../../lib/hydration.mjs';
import { cpuThrottle } from './cpu-throttle';

export { expect, waitForHydration };

/** Pages already slowed (or being slowed), so a page is throttled once however it was opened. */
const throttled = new WeakMap<Page, Promise<void>>();

/** Slows the page's main thread by `rate` through DevTools, once per page. */
function throttle(context: BrowserContext, page: Page, rate: number): Promise<void> {
  let done = throttled.get(page);
  if (!done) {
    done = context
      .newCDPSession(page)
      .then((session) => session.send('Emulation.setCPUThrottlingRate', { rate }))
      .then(() => undefined);
    throttled.set(page, done);
  }
  return done;
}

/**
 * Playwright's test with every page it opens run on a CPU slowed by E2E_CPU_THROTTLE (off by
 * default): the page fixture before its first navigation, and any page opened later in its
 * context (context.newPage, popups). Each page counts React's commits for waitForHydration.
 */
export const browserTest = base.extend({
  context: async ({ context }, use) => {
    // So that waitForHydration also sees React's first commit and its effects.
    await context.addInitScript(countReactCommits);
    const rate = cpuThrottle();
    if (rate > 1) context.on('page', (page) => void throttle(context, page, rate));
    await use(context);
  },
  page: async ({ context, page }, use) => {
    const rate = cpuThrottle();
    if (rate > 1) await throttle(context, page, rate);
    await use(page);
  },
});

/** What went wrong while a page was open: console errors, page errors, failed requests, hydration. */
export interface PageProblems {
  list: string[];
}

function watch(page: Page, origin: string): PageProblems {
  const problems: PageProblems = { list: [] };
  page.on('console', (message) => {
    const text = message.text();
    // Failed loads are reported below with their URL; a 404 document is expected on 404 pages.
    if (text.startsWith('Failed to load resource')) return;
    if (message.type() === 'error') problems.list.push(`console error: ${text}`);
    else if (/hydrat/i.test(text)) problems.list.push(`hydration: ${text}`);
  });
  page.on('pageerror', (error) => problems.list.push(`page error: ${error.message}`));
  page.on('request', (request) => {
    const url = request.url();
    // The site must work offline: nothing may be fetched from another origin.
    if (!url.startsWith(origin) && !url.startsWith('data:')) {
      problems.list.push(`external request: ${url}`);
    }
  });
  page.on('requestfailed', (request) => {
    // A navigation cancels the loads still in flight on the page it leaves; that is not a failure.
    if (request.failure()?.errorText === 'net::ERR_ABORTED') return;
    if (request.url().startsWith(origin)) {
      problems.list.push(`request failed: ${request.url()} (${request.failure()?.errorText})`);
    }
  });
  page.on('response', (response) => {
    const url = response.url();
    // 404 documents are the subject of their own tests; any other same-origin failure is a bug.
    const isDocument = response.request().resourceType() === 'document';
    if (url.startsWith(origin) && response.status() >= 400 && !isDocument) {
      problems.list.push(`HTTP ${response.status()}: ${url}`);
    }
  });
  return problems;
}

/**
 * Every test fails if anything went wrong on its page, so each browser test also proves that the
 * pages it visits load cleanly.
 */
export const test = browserTest.extend<{ problems: PageProblems }>({
  problems: [
    async ({ page, baseURL }, use) => {
      const problems = watch(page, new URL(baseURL ?? 'http://127.0.0.1').origin);
      await use(problems);
      expect(problems.list, 'problems on the page').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Makes the context's pages read as a reader's who asked to save data (`navigator.connection.
 * saveData`, Chromium's Data Saver and Lite modes): the site then fetches the search panel and its
 * index on intent only, not once the page has loaded.
 */
export async function askToSaveData(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
  });
}

/** Settles a freshly loaded page: network quiet and React hydrated. */
export async function ready(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await waitForHydration(page, FIRST_CONTROL);
}

/**
 * Settles a freshly loaded page as far as what it shows: the `load` event and React hydrated. It
 * skips `ready`'s half second of network quiet: all that arrives after `load` is the search
 * prefetch (its code and index, fetched once the page has loaded), which draws nothing. For tests
 * that read the page but do not search.
 */
export async function rendered(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await waitForHydration(page, FIRST_CONTROL);
}
