// Scripts the engine runs put into every page before the page's own (a preload script in Firefox,
// a script tag the WebKit run's proxy adds), each sent as its source: they use nothing outside.

/** Console messages that mark, in Firefox's log, where a document starts and where it is left. */
export const DOCUMENT_MARKS = Object.freeze({
  start: 'engines: document started',
  leaving: 'engines: document being left',
});

/**
 * Firefox: writes `marks.start` to the console as the document starts and `marks.leaving` once a
 * navigation away from it begins, so that the errors in BiDi's log between the two belong to the
 * page and those after `leaving` to a page being left.
 * @param {typeof DOCUMENT_MARKS} marks
 */
export function markDocumentLife(marks) {
  if (location.protocol !== 'http:') return;
  console.debug(marks.start);
  addEventListener('beforeunload', () => console.debug(marks.leaving));
}

/** Where recordProblems keeps what it saw: the tab's session storage survives page loads. */
export const PROBLEMS_KEY = 'engines-problems';

/**
 * WebKit (classic WebDriver sees no console): records the page's uncaught errors, unhandled
 * rejections, console.error calls, resources that failed to load and Content-Security-Policy
 * violations in session storage under `key`, each marked with whether a navigation away from the
 * page had begun. Everything from the page's first script on is seen; what the browser itself
 * prints to its console without the page (a blocked request's network error, for one) is not.
 * @param {string} key
 */
export function recordProblems(key) {
  let leaving = false;
  addEventListener('beforeunload', () => {
    leaving = true;
  });
  /** @param {string} text */
  const add = (text) => {
    try {
      const list = JSON.parse(sessionStorage.getItem(key) ?? '[]');
      list.push({ text, leaving, path: location.pathname });
      sessionStorage.setItem(key, JSON.stringify(list));
    } catch {
      // No storage (a sandboxed frame): nothing to record into.
    }
  };
  /** @param {unknown} value */
  const describe = (value) =>
    value instanceof Error ? `${value.name}: ${value.message}` : String(value);
  addEventListener(
    'error',
    (/** @type {Event} */ event) => {
      if (event instanceof ErrorEvent) {
        add(`page error: ${event.error ? describe(event.error) : event.message}`);
        return;
      }
      // A resource's error does not bubble; capturing on the window sees it.
      const element = /** @type {Element | null} */ (event.target);
      const url = element?.getAttribute('src') ?? element?.getAttribute('href');
      add(`failed to load: <${element?.tagName.toLowerCase()}> ${url}`);
    },
    true,
  );
  addEventListener('unhandledrejection', (event) => {
    add(`page error: unhandled rejection: ${describe(event.reason)}`);
  });
  document.addEventListener('securitypolicyviolation', (event) => {
    add(`console error: CSP ${event.effectiveDirective} blocked ${event.blockedURI || 'inline'}`);
  });
  const original = console.error;
  console.error = (...args) => {
    add(`console error: ${args.map(describe).join(' ')}`);
    original.apply(console, args);
  };
}
