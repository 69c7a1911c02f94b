// The one browser tab each engine run drives, as the page checks and journeys see it: firefox.mjs
// implements it with puppeteer over WebDriver BiDi, webkit.mjs with classic WebDriver. Each
// engine waits in the page, on animation frames, for a condition, bounded by WAIT_MS; none waits
// for a fixed time.
import { waitForHydration } from '../../lib/hydration.mjs';

/** The bound of every wait for a condition in the page; reached only when something is broken. */
export const WAIT_MS = 30_000;

/**
 * An element to act on: a CSS selector, or a function run in the page (with `arg`) that returns it.
 * @typedef {string | { find: (arg: string) => Element | null | undefined, arg: string }} Target
 */

/** @typedef {'Enter' | 'Escape' | 'Tab' | 'ArrowLeft' | 'ArrowRight' | 'ArrowDown' | 'k'} Key */
/** @typedef {'Control' | 'Shift'} Modifier */

/**
 * @typedef {object} EngineTab
 * @property {(path: string) => Promise<number>} goto
 *   loads `path` of the served build, waits for its `load` event, returns the document's status
 * @property {() => Promise<void>} reload
 * @property {<A, R>(fn: (arg: A) => R, arg: A) => Promise<Awaited<R>>} evaluate
 *   runs `fn` in the page (it must not use anything from outside: it is sent as its source)
 * @property {<A>(what: string, fn: (arg: A) => unknown, arg: A) => Promise<void>} waitFor
 *   resolves once `fn(arg)` is truthy in the page, checked on every animation frame; after
 *   WAIT_MS it fails with "timed out waiting for <what>"
 * @property {(target: Target) => Promise<void>} click  a pointer click on the element's centre
 * @property {(target: Target) => Promise<void>} hover  the pointer moved onto the element
 * @property {(target: Target) => Promise<void>} focus
 * @property {(key: Key, modifiers?: Modifier[]) => Promise<void>} press
 * @property {(text: string) => Promise<void>} type  keys typed into the focused element
 * @property {() => Promise<Problems>} problems
 *   the page errors and console errors the engine has seen since the last call
 */

/**
 * What went wrong in the pages: `errors` fail the check; `whileLeaving` are errors a page logged
 * after a navigation away from it began (Firefox, for one, aborts the page's fetches then and
 * runs their error handlers), which no reader sees: reported, not failed on.
 * @typedef {{ errors: string[], whileLeaving: string[] }} Problems
 */

/**
 * Waits for React to take over the page with the one hydration wait of the browser tests
 * (lib/hydration.mjs), through the tab's own wait; each engine counts React's commits
 * from the page's first script, as the Playwright fixtures do.
 * @param {EngineTab} tab
 * @param {string} [selector] the element about to be used; by default, the first link or button
 */
export function hydrated(tab, selector) {
  // waitForHydration needs only the page's waitForFunction(fn, arg): this is that, for any engine.
  const page = {
    /** @param {(arg: string) => unknown} fn @param {string} arg */
    waitForFunction: (fn, arg) => tab.waitFor('React to hydrate the page', fn, arg),
  };
  return waitForHydration(
    /** @type {import('@playwright/test').Page} */ (/** @type {unknown} */ (page)),
    selector,
  );
}
