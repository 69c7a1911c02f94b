/**
 * The search index the panel downloads: one small file per language, written at build time by
 * plugins/searchIndex.ts next to the theme's own index file, and read by
 * theme/search/LocalProvider.ts.
 *
 * Compared with the theme's file it keeps only what search shows or ranks: no frontmatter copy,
 * no language or version on every page, arrays instead of keyed objects, and code blocks reduced
 * to the words they add to the page (the panel shows prose passages; a code identifier still
 * finds its page). Headings keep their character offset into the prose. It also carries the index
 * of the pages' Latin words (./pageIndex.ts), made at build time so that the browser does not
 * tokenize every page before its first search.
 */

/**
 * Bumped whenever the shape below or the meaning of a field changes (3: titles and headings as
 * plain text), so no browser reads an older file as this one.
 */
export const COMPACT_INDEX_FORMAT = 3;

/** A heading of the page: text, anchor id, depth (2–4), offset in the prose or -1. */
export type CompactHeading = [text: string, id: string, depth: number, charIndex: number];

/** One page: route, title, description, headings, prose, code words (space-separated). */
export type CompactPage = [
  routePath: string,
  title: string,
  description: string,
  headings: CompactHeading[],
  content: string,
  code: string,
];

/**
 * The index of the pages' Latin words packed for the file: the words, space-separated, and each
 * word's pages (`packPostings` in ./pageIndex.ts), space-separated in the same order.
 */
export interface PackedTerms {
  words: string;
  postings: string;
}

/** The pages, and the index of their Latin words (./pageIndex.ts). */
export interface CompactIndex extends PackedTerms {
  format: number;
  pages: CompactPage[];
}

/**
 * The compact file's name, derived from the theme's index file name
 * (`search_index[.version].lang.hash.json`): the same content hash, so it changes with the pages,
 * plus the format number, so it changes with this module.
 */
export function compactIndexName(themeIndexName: string): string {
  return themeIndexName.replace(/\.json$/, `.c${COMPACT_INDEX_FORMAT}.json`);
}
