// What the engine runs know about the site, read from where each fact lives: the routes from
// docs/ (tests/shared/site-files.ts, as the page matrix reads them), the UI labels from i18n.json,
// the tools and what opens their menu from site/tools.ts, the languages from site/languages.mjs.
import '../../lib/typescript-imports.mjs';
import { langPrefix, languages, readerLocale } from '../../site/languages.mjs';

/** @typedef {import('../../site/languages.mjs').Lang} Lang */

// TypeScript modules, through the hooks registered above (Node 20 cannot load .ts).
/** @type {typeof import('../shared/site-files')} */
const { siteRoutes, texts } = await import(
  new URL('../shared/site-files.ts', import.meta.url).href
);
/** @type {typeof import('../../site/tools')} */
const { toolGroups, toolsMenuTrigger } = await import(
  new URL('../../site/tools.ts', import.meta.url).href
);

export { langPrefix, languages, texts, toolsMenuTrigger };

/** How many links the tools menu lists: every tool of every group. */
export const toolCount = toolGroups.flatMap((group) => group.links).length;

/**
 * One page load of the run: `path` is requested and must answer `status`. The 404 page of each
 * language is requested as a miss under the language's prefix, as a reader meets it.
 * @typedef {{ lang: Lang, route: string, path: string, status: number }} EnginePage
 */

/** @returns {EnginePage[]} every page of the site, both languages and their 404 pages */
export function enginePages() {
  return siteRoutes().map(({ lang, file, route }) =>
    /^404\.[a-z]+$/.test(file)
      ? { lang, route, path: `${langPrefix(lang)}/engines/no-such-page`, status: 404 }
      : { lang, route, path: route, status: 200 },
  );
}

/**
 * The runs, one per language: its pages and journeys in a browser set to the other language.
 * @returns {{ lang: Lang, locale: string, pages: EnginePage[] }[]}
 */
export function readerRuns() {
  const pages = enginePages();
  return languages.map(({ lang }) => ({
    lang,
    locale: readerLocale(lang),
    pages: pages.filter((page) => page.lang === lang),
  }));
}
