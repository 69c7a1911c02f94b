// What the engine runs know about the site, read from where each fact lives: the routes from
// docs/ (tests/shared/site-files.ts, as the page matrix reads them), the UI labels from i18n.json,
// the tools and what opens their menu from site/tools.ts, the languages from site/languages.mjs.
import { register } from 'node:module';
import { langPrefix, languages } from '../../site/languages.mjs';

/** @typedef {import('../../site/languages.mjs').Lang} Lang */

// The TypeScript modules below are imported through these hooks (Node 20 cannot load .ts).
register('./typescript-hooks.mjs', import.meta.url);
const { siteRoutes, texts } = await import('../shared/site-files');
const { toolGroups, toolsMenuTrigger } = await import('../../site/tools');

export { langPrefix, languages, texts, toolsMenuTrigger };

/** How many links the tools menu lists: every tool of every group. */
export const toolCount = toolGroups.flatMap((group) => group.links).length;

/**
 * The browser locale of a reader of `lang`'s pages whose browser is set to another language (a
 * zh-CN browser on English pages, an en-US one on Chinese pages): a link shared in one language
 * is often opened in a browser set to the other, and the site must not depend on them agreeing.
 * @param {Lang} lang
 */
export function readerLocale(lang) {
  const other = languages.find((language) => language.lang !== lang);
  if (!other) throw new Error('a reader of another language needs a second language');
  return other.locale;
}

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

/**
 * WORKAROUND until this branch meets `route.localeRedirect: 'never'` (the lead's change for issue
 * #31, item 2): Rspress's inline script sends a first visit to the browser language's version, so a
 * zh-CN browser on an English page would land on the Chinese one. Marking the visit as not the
 * first turns that off. Run in the page before its scripts; remove it (and its two callers in
 * firefox.mjs and early-script.mjs) once the redirect is off, so the runs meet readers as they are.
 */
export function skipFirstVisitRedirect() {
  if (location.protocol === 'http:') localStorage.setItem('rspress-visited', '1');
}
