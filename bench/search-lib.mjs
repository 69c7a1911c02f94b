// Shared by the search benchmarks: serve a build, open it in Chromium and drive the site's own
// search panel, exactly as a reader does (the same provider code, the same index files).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { waitForHydration } from '../lib/hydration.mjs';
import { CHROMIUM_ARGS, findChromium } from '../scripts/machine/chromium.mjs';
import { serveBuild } from '../scripts/serve/serve-build.mjs';

export { langs as LANGS } from '../site/languages.mjs';

/** @typedef {import('@playwright/test').Page} Page */

/**
 * What the recorder of `installRecorder` keeps in the page, in `performance.now()` milliseconds.
 * @typedef {object} SearchRecorder
 * @property {{ text: string, time: number }[]} keys     the input's text after each key
 * @property {{ text: string, time: number }[]} results  each painted result list and its query
 * @property {number} shortcut  when Ctrl+K was pressed (NaN before)
 */

/**
 * The page's window with what the benches install in it.
 * @typedef {Window & {
 *   __searchRecorder?: SearchRecorder,
 *   __longTasks?: number[],
 *   __longTaskObserver?: PerformanceObserver,
 * }} BenchWindow
 */

/**
 * The common command-line options of the search benches.
 * @param {string[]} [argv]
 */
export function options(argv = process.argv.slice(2)) {
  /** @param {string} name the value after `--name`, if given */
  const get = (name) => {
    const at = argv.indexOf(`--${name}`);
    return at === -1 ? undefined : argv[at + 1];
  };
  return {
    dir: get('dir') ?? 'doc_build',
    port: Number(get('port') ?? process.env.E2E_PORT ?? 4208),
    label: get('label') ?? 'current build',
    json: get('json'),
  };
}

/**
 * The doc_build file that answers a route, as the static server resolves it.
 * @param {string} dir
 * @param {string} route
 */
export function routeExists(dir, route) {
  const path = route.replace(/^\//, '');
  const candidates = route.endsWith('/')
    ? [join(dir, path, 'index.html')]
    : [join(dir, `${path}.html`), join(dir, path, 'index.html')];
  return candidates.some((file) => existsSync(file));
}

export const localized = (/** @type {string} */ lang, /** @type {string} */ route) =>
  lang === 'en' ? route : `/${lang}${route}`;

/**
 * @param {string} dir
 * @param {number} port
 */
export async function serve(dir, port) {
  const server = await serveBuild({ dir, port });
  return { url: server.url, close: server.close };
}

export async function launch() {
  return chromium.launch({
    executablePath: findChromium(),
    args: [...CHROMIUM_ARGS],
  });
}

/**
 * Waits until React has attached to the search button: a shortcut pressed before hydration is
 * lost, and on a loaded machine the network can be quiet well before hydration ends.
 * @param {Page} page
 */
export async function hydrated(page) {
  await waitForHydration(page, '.rp-search-button');
}

/**
 * Opens the search panel with Ctrl+K on a freshly loaded page and waits for its input.
 * @param {Page} page
 */
export async function openPanel(page) {
  await hydrated(page);
  await page.keyboard.press('Control+k');
  await panelInput(page);
}

/**
 * Waits for the search panel's input to be on screen.
 * @param {Page} page
 */
export async function panelInput(page) {
  // Checked every frame in the page: a locator's retries back off up to half a second.
  await page.waitForFunction(() => document.querySelector('.rp-search-panel__input'), null, {
    polling: 'raf',
  });
}

/**
 * A recorder of what the reader does and sees in the search panel, installed once per document:
 * - keystrokes: the text after each key press, timed at the key event (`keydown`, or the `input`
 *   event for text inserted without a key, as CJK input is);
 * - results: the text each result list was rendered for, timed at the first animation frame after
 *   it reached the DOM (the frame that paints it). This site's panel marks each list it renders
 *   (`site-search-results`, with its query, at its commit); panels without the mark (Rspress's
 *   own, older builds) are read from their loading icon, which they clear when a list for the
 *   current text is rendered. Frames are recorded as they start, because performance observers
 *   are told of a mark a while later, often after that frame.
 * Works before the panel exists (listeners on the document), so a cold open is timed too. Runs in
 * the page, once per document (`installRecorder`, `recordFromStart`).
 */
function recordSearch() {
  const win = /** @type {BenchWindow} */ (window);
  if (win.__searchRecorder) return;
  /** @type {SearchRecorder} */
  const recorder = { keys: [], results: [], shortcut: Number.NaN };
  win.__searchRecorder = recorder;
  const input = () =>
    /** @type {HTMLInputElement | null} */ (document.querySelector('.rp-search-panel__input'));
  /** @type {number[]} */
  const frames = [];
  const frame = () => {
    frames.push(performance.now());
    if (frames.length > 600) frames.splice(0, 300);
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  /**
   * Records the first frame that starts after `at` (now, or the next one).
   * @param {string} text
   */
  const rendered = (text, at = performance.now()) => {
    const painted = frames.find((time) => time >= at);
    if (painted !== undefined) recorder.results.push({ text, time: painted });
    else requestAnimationFrame(() => recorder.results.push({ text, time: performance.now() }));
  };
  /** @type {number | undefined} */
  let keyTime;
  document.addEventListener(
    'keydown',
    (event) => {
      keyTime = event.timeStamp;
      if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k') {
        recorder.shortcut = event.timeStamp;
      }
    },
    true,
  );
  document.addEventListener(
    'input',
    (event) => {
      const target = /** @type {HTMLInputElement | null} */ (event.target);
      if (!target?.classList?.contains('rp-search-panel__input')) return;
      recorder.keys.push({ text: target.value, time: keyTime ?? event.timeStamp });
      keyTime = undefined;
    },
    true,
  );
  let marked = false;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) {
      if (entry.name !== 'site-search-results') continue;
      marked = true;
      rendered(/** @type {PerformanceMark} */ (entry).detail, entry.startTime);
    }
  }).observe({ type: 'mark' });
  let loading = false;
  new MutationObserver(() => {
    const icon = document.querySelector('.rp-search-panel__search-icon');
    const now = icon?.classList.contains('rp-search-panel__search-icon--loading') ?? false;
    const text = input()?.value;
    if (loading && !now && !marked && text) rendered(text);
    loading = now;
  }).observe(document, {
    subtree: true,
    childList: true,
    attributes: true,
    attributeFilter: ['class'],
  });
}

/**
 * Installs the recorder of `recordSearch` in a loaded page.
 * @param {Page} page
 */
export async function installRecorder(page) {
  await page.evaluate(recordSearch);
}

/**
 * Installs the recorder of `recordSearch` in every document the page loads from now on, before
 * the document's own scripts run: a shortcut pressed while the page is still loading is timed.
 * @param {Page} page
 */
export async function recordFromStart(page) {
  await page.addInitScript(recordSearch);
}

/**
 * Resolves when a result list for exactly `text` has been painted (NaN after 10 s).
 * @param {Page} page
 * @param {string} text
 * @returns {Promise<number>}
 */
export async function resultsPainted(page, text, since = 0) {
  return page.evaluate(
    ([wanted, after]) =>
      /** @type {Promise<number>} */ (
        new Promise((resolve) => {
          const started = performance.now();
          const poll = () => {
            const recorder = /** @type {BenchWindow} */ (window).__searchRecorder;
            const hit = recorder?.results.find(
              (result) => result.text === wanted && result.time >= after,
            );
            if (hit) resolve(hit.time);
            else if (performance.now() - started > 10_000) resolve(Number.NaN);
            else setTimeout(poll, 5);
          };
          poll();
        })
      ),
    /** @type {[string, number]} */ ([text, since]),
  );
}

/**
 * The result routes in display order, deduplicated, hash removed, once the whole list is drawn:
 * the panel draws a list longer than the window in two steps, the rows below the edge right
 * after the frame that shows the first ones (theme/search/useSearchPanel.ts).
 * @param {Page} page
 */
export async function resultRoutes(page) {
  await page.evaluate(
    () =>
      new Promise((resolve) =>
        requestAnimationFrame(() => {
          const channel = new MessageChannel();
          channel.port1.onmessage = resolve;
          channel.port2.postMessage(null);
        }),
      ),
  );
  return page.$$eval('.rp-search-panel__results a', (links) => [
    ...new Set(
      links.map(
        (link) => new URL(/** @type {HTMLAnchorElement} */ (link).href, location.href).pathname,
      ),
    ),
  ]);
}

/**
 * Puts a whole query into the open panel at once (one input event, like a paste) and waits until
 * the panel has painted the results for it. Returns the result routes and the milliseconds from
 * the input event to the painted results.
 * @param {Page} page
 * @param {string} query
 */
export async function runQuery(page, query) {
  await installRecorder(page);
  const start = await page.evaluate((text) => {
    const input = document.querySelector('.rp-search-panel__input');
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    if (!input || !setValue) throw new Error('no search input to type into');
    setValue.call(input, text);
    const event = new Event('input', { bubbles: true });
    input.dispatchEvent(event);
    return event.timeStamp;
  }, query);
  const end = await resultsPainted(page, query, start);
  return { routes: await resultRoutes(page), ms: end - start };
}

/**
 * @param {number[]} values
 * @param {number} p  0 to 100
 */
export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
