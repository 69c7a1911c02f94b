/**
 * Size budgets that fail the build. Each leaves room for the site to grow several times over, and
 * stops a pasted dump or a generated page (which grows the search index and freezes the panel)
 * before it reaches readers. The sizes they were set against: bench/NOTES.md, "Size budgets".
 */

/** Bytes (UTF-8) of one page's Markdown/MDX source: several times the largest page's. */
export const PAGE_SOURCE_BUDGET = 200_000;

/** Bytes of one language's compact search index file: a few times the largest one's. */
export const SEARCH_INDEX_BUDGET = 1_000_000;

/**
 * Bytes of one page's HTML file in the build: several times the largest page's. Small sources
 * can still make huge pages (a component or an expression that repeats, 3,000-deep nesting), and
 * every reader downloads and parses the whole file before the page is usable.
 */
export const PAGE_HTML_BUDGET = 1_500_000;

/**
 * Depth of one page's syntax tree (the root is 0; a paragraph in a list item in a list is 3). Far
 * deeper trees overflow Rspress's Markdown compiler's call stack with no line named. 100 leaves
 * room for any real page (20 levels of list in a list).
 */
export const NESTING_BUDGET = 100;

/**
 * Characters of a page's path in the docs folder, without its extension. Files made from the
 * path add to it (a share card's name) and the file system stops at 255 bytes a name, after the
 * pages are written.
 */
export const PAGE_PATH_BUDGET = 200;
