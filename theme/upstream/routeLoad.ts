/**
 * What happens when a page's code cannot be loaded (its chunk is gone after a deploy, the network
 * failed, the reader went offline). In Rspress 2.0.22 the failed load is thrown inside a React
 * transition and React empties the page, leaving a white screen under the old address; a failed
 * hover preload is kept and fails every later click on that link. Here
 * (upstream/theme/guardRouteLoad.ts patches the runtime to call these):
 * - a link whose page cannot be loaded in place is loaded by the browser as a whole page, which
 *   brings the new deploy's HTML and scripts (or the browser's own offline page);
 * - when the page's own code fails on a full load, the page stays as served, readable, and its
 *   note (../components/LoadFailureNote) says so in its language, with a reload link. A full load
 *   never starts another one: no loop.
 */
// The id alone, not the component: this module is in the page loader, which unit tests load in Node.
import { loadFailureNoteId } from '../components/LoadFailureNote/noteId';

/** Set once the browser is leaving for a full page load: later failures need nothing more. */
let leaving = false;
/** The first load is the served page's own, before React hydrates it. */
let servedPageLoaded = false;

/** Loads `href` (default: the address shown now) as a whole page, once. */
export function loadFullPage(href = window.location.href): void {
  if (leaving) return;
  leaving = true;
  const target = new URL(href, window.location.href);
  if (target.href === window.location.href) window.location.reload();
  else window.location.assign(target.href);
}

/** A promise that never settles: the caller waits while the browser leaves the page. */
const leavingPage = <T>() => new Promise<T>(() => {});

/** The served page's note that its code did not load (written by the page, hidden until now). */
const showLoadFailure = () => {
  const note = document.getElementById(loadFailureNoteId);
  if (note) note.hidden = false;
};

/**
 * The runtime's page loader, guarded: `load(routePath)` loads a page's code and data; `href` is
 * the link's whole address (with its query and fragment) when a click asked for it.
 */
export function guardRouteLoad<T>(load: (routePath: string) => Promise<T>) {
  return async (routePath: string, href?: string): Promise<T> => {
    const served = !servedPageLoaded;
    servedPageLoaded = true;
    try {
      return await load(routePath);
    } catch (error) {
      console.warn(error);
      if (served) showLoadFailure();
      // Without a link (back, forward), the address already shows the page: load it as it is.
      else loadFullPage(href ?? (routePath === window.location.pathname ? undefined : routePath));
      return leavingPage<T>();
    }
  };
}
