// Replaces `react-lazy-with-preload` (1.x), which the routes Rspress 2.0.22 generates are made
// with, under the same export. Its preload keeps a failed import forever, so one failed hover (a
// chunk request lost, the network down for a moment) failed every later click on that link, and a
// page component whose import fails while React renders it emptied the whole page. Here a failed
// preload is tried again when asked again, and a failed render-time load loads the address as a
// whole page instead (./routeLoad.ts). JavaScript: the module it replaces is compiled as plain
// JavaScript from node_modules, so TypeScript syntax here would not be parsed.
import { createElement, lazy, useRef } from 'react';
import { loadFullPage } from './routeLoad';

/** @typedef {import('react').ComponentType<object>} Page */

/** @param {() => Promise<{ default: Page }>} factory */
export function lazyWithPreload(factory) {
  /** @type {Page | undefined} */
  let loaded;
  /** @type {Promise<Page> | undefined} */
  let pending;
  /** @returns {Promise<Page>} */
  const preload = () => {
    pending ??= factory().then(
      (module) => {
        loaded = module.default;
        return loaded;
      },
      (/** @type {unknown} */ error) => {
        pending = undefined;
        throw error;
      },
    );
    return pending;
  };
  const LazyPage = lazy(() =>
    preload().then(
      (page) => ({ default: page }),
      () => {
        loadFullPage();
        return /** @type {Promise<never>} */ (new Promise(() => {}));
      },
    ),
  );
  /** @param {object} props */
  const LazyWithPreload = (props) => {
    // Chosen once, as upstream does: switching components would remount the page. (No ref: the
    // routes pass none.)
    const Chosen = useRef(loaded ?? LazyPage).current;
    return createElement(Chosen, props);
  };
  return Object.assign(LazyWithPreload, { preload });
}

export default lazyWithPreload;
