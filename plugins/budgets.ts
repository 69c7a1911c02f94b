/**
 * Size budgets that fail the build. Measured on 2026-11-26: the largest page source is 34.4 KB
 * (docs/en/api/client-api/api-runtime.mdx) and the compact search index is 374 KB (en) and
 * 385 KB (zh); on 2026-11-28 the largest output page was 343 KB (zh/api/client-api/api-runtime.html). Each budget leaves room for the site to grow several times over, and stops a
 * pasted dump or a generated page (a 5 MB page grew the English index 15× and froze the search
 * panel for 3.4 s) before it reaches readers.
 */

/** Bytes (UTF-8) of one page's Markdown/MDX source: about six times the largest page today. */
export const PAGE_SOURCE_BUDGET = 200_000;

/** Bytes of one language's compact search index file: about 2.6 times the largest today. */
export const SEARCH_INDEX_BUDGET = 1_000_000;

/**
 * Bytes of one page's HTML file in the build: about 4.4 times the largest today. Small sources
 * can still make huge pages (a component or an expression that repeats, 3,000-deep nesting), and
 * every reader downloads and parses the whole file before the page is usable.
 */
export const PAGE_HTML_BUDGET = 1_500_000;

/**
 * Depth of one page's syntax tree (the root is 0; a paragraph in a list item in a list is 3). The
 * deepest page on 2026-11-28 is 5 deep; at 3,000 Rspress's Markdown compiler overflows its call
 * stack with no line named. 100 leaves room for any real page (20 levels of list in a list).
 */
export const NESTING_BUDGET = 100;

/**
 * Characters of a page's path in the docs folder, without its extension. The longest on
 * 2026-11-29 is 43 (zh/plugin/official-plugins/container-syntax); files made from the path add to it (a share card's name adds 21
 * bytes) and the file system stops at 255 bytes a name, after the pages are written.
 */
export const PAGE_PATH_BUDGET = 200;
