/**
 * The 2.0.22 page searcher (`Search/logic/search.js`) makes a content row for every occurrence of
 * the query and reads the whole paragraph for each, so a page that repeats the query froze the
 * panel on every key (issue 47). Its loop is replaced, in place, by a call to
 * theme/search/contentRows.ts, which caps the occurrences and cuts snippets around the match;
 * the title and heading rows and the rest of the class stay the theme's. A module without that
 * loop fails the build.
 */
import { fileURLToPath } from 'node:url';

const contentRowsModule = fileURLToPath(new URL('../search/contentRows.ts', import.meta.url));

const LOOP_START = 'while(-1 !== queryIndex){';
const LOOP_END =
  'queryIndex = normalizedContent.indexOf(query, queryIndex + statement.length - highlightIndex);\n        }';

/** The call that takes the loop's place, with the loop's own variables. */
const CALL =
  'matchedResult.push(...__siteContentRows({ item, query, normalizedContent, firstIndex: queryIndex, getCurrentHeader, isHeaderMatched, matchHeaderSet, byteLength: getStrByteLength }));';

/** `code` of the page searcher's module with its content loop bounded. */
export function boundPageRows(code: string, path: string): string {
  const start = code.indexOf(LOOP_START);
  const end = start === -1 ? -1 : code.indexOf(LOOP_END, start);
  if (end === -1 || !/\bgetStrByteLength\b/.test(code))
    throw new Error(
      `${path} no longer has the content loop this rewrite replaces: re-check upstreamModulePaths.pageSearcher in theme/upstream/build.ts (workaround "bounded-page-rows")`,
    );
  const body = `${code.slice(0, start)}${CALL}${code.slice(end + LOOP_END.length)}`;
  return `import { contentRows as __siteContentRows } from ${JSON.stringify(contentRowsModule)};\n${body}`;
}
