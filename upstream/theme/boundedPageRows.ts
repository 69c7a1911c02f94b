/**
 * The 2.0.22 page searcher (`Search/logic/search.js`) makes a content row for every occurrence of
 * the query and reads the whole paragraph for each, so a page that repeats the query froze the
 * panel on every key (issue 47). Its loop is replaced, in place, by a call to
 * theme/search/contentRows.ts, which caps the occurrences and cuts snippets around the match,
 * and each page's normalized text is kept between key presses instead of made again on every one;
 * the title and heading rows and the rest of the class stay the theme's. A module without that
 * loop fails the build.
 */
import { fileURLToPath } from 'node:url';

const contentRowsModule = fileURLToPath(
  new URL('../../theme/search/contentRows.ts', import.meta.url),
);

/** The page's text normalized on every key press; kept from one key press to the next instead. */
const NORMALIZE = 'const normalizedContent = normalizeTextCase(content);';
const NORMALIZE_KEPT =
  'const normalizedContent = __siteNormalizedText(content, normalizeTextCase);';
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
  if (end === -1 || !code.includes(NORMALIZE) || !/\bgetStrByteLength\b/.test(code))
    throw new Error(
      `${path} no longer has the content loop this rewrite replaces: re-check upstreamModulePaths.pageSearcher in upstream/theme/build.ts (workaround "bounded-page-rows")`,
    );
  const body = `${code.slice(0, start)}${CALL}${code.slice(end + LOOP_END.length)}`.replace(
    NORMALIZE,
    NORMALIZE_KEPT,
  );
  return `import { contentRows as __siteContentRows, normalizedText as __siteNormalizedText } from ${JSON.stringify(contentRowsModule)};\n${body}`;
}
