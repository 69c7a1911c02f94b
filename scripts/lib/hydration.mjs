// The one way the browser tests and the benches wait for React: a key pressed or a click made
// before hydration finds no handler, and on a busy or throttled machine the network goes quiet
// well before hydration ends, so "network idle" alone is not enough.

/** A control that every page of the site renders and React takes over with the rest of the root. */
export const FIRST_CONTROL = '#__rspress_root a[href], #__rspress_root button';

/**
 * Resolves once React has taken over the first element `selector` matches (React marks each
 * element it hydrates with a `__reactProps…` key). Checked on every animation frame, so the wait
 * ends as soon as the handlers are there; the page's own timeout bounds it.
 * @param {import('@playwright/test').Page} page
 * @param {string} [selector] the element about to be used; by default, the first link or button
 * @returns {Promise<void>}
 */
export async function waitForHydration(page, selector = FIRST_CONTROL) {
  await page.waitForFunction(
    (target) => {
      const element = document.querySelector(target);
      return element != null && Object.keys(element).some((key) => key.startsWith('__reactProps'));
    },
    selector,
    { polling: 'raf' },
  );
}
