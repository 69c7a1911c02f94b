// The one way the browser tests and the benches wait for React: a key pressed or a media change
// made before hydration has committed finds no handler (the theme, for one, starts listening for
// the colour scheme in an effect), and on a busy or throttled machine the network goes quiet well
// before that, so "network idle" alone is not enough.

/** A control that every page of the site renders and React takes over with the rest of the root. */
export const FIRST_CONTROL = '#__rspress_root a[href], #__rspress_root button';

/**
 * @typedef {Window & {
 *   __REACT_DEVTOOLS_GLOBAL_HOOK__?: object,
 *   siteReactEffectsRun?: number,
 * }} CountingWindow
 */

/**
 * Run in the page before its scripts (`addInitScript`): counts the React commits whose effects
 * have run, through the hook React reports to its developer tools (production builds call it too).
 * Without it, `waitForHydration` can only see that rendering reached an element, not that the
 * commit and its effects are done.
 */
export function countReactCommits() {
  const page = /** @type {CountingWindow} */ (window);
  if (page.__REACT_DEVTOOLS_GLOBAL_HOOK__) return;
  let renderers = 0;
  page.siteReactEffectsRun = 0;
  // The shape React's Fast Refresh (rspress dev) also expects of the hook: it reads `renderers`
  // and wraps `onScheduleFiberRoot`.
  page.__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
    renderers: new Map(),
    supportsFiber: true,
    inject: () => ++renderers,
    onScheduleFiberRoot: () => {},
    onCommitFiberRoot: () => {},
    onCommitFiberUnmount: () => {},
    onPostCommitFiberRoot: () => {
      page.siteReactEffectsRun = (page.siteReactEffectsRun ?? 0) + 1;
    },
  };
}

/**
 * Resolves once React has taken over the first element `selector` matches (React marks each
 * element it hydrates with a `__reactProps…` key) and, on a page that counts commits
 * (`countReactCommits`), once the first commit's effects have run. Checked on every animation
 * frame, so the wait ends as soon as the page is ready; the caller's timeout bounds it.
 * @param {import('@playwright/test').Page} page
 * @param {string} [selector] the element about to be used; by default, the first link or button
 * @returns {Promise<void>}
 */
export async function waitForHydration(page, selector = FIRST_CONTROL) {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      const rendered =
        element != null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
      const effects = /** @type {CountingWindow} */ (window).siteReactEffectsRun;
      return rendered && (effects === undefined || effects > 0);
    },
    selector,
    { polling: 'raf' },
  );
}
