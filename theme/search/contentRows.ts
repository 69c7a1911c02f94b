/**
 * The content rows of one page whose text holds the whole query, in place of the 2.0.22 page
 * searcher's loop (upstream/theme/boundedPageRows.ts rewrites it to call this). That loop made one
 * row per occurrence and, for each, searched back to the paragraph's start and on to its end and
 * lower-cased the whole paragraph, so a long paragraph or a large table blocked the main thread on
 * every key (bench/NOTES.md, "Search content rows"). Here the occurrences looked at
 * are capped before any snippet is made, a section that already has its row is skipped whole, and
 * each snippet is read from a window around its match, so a key press costs the same on any page.
 */
import { MAX_ROWS_PER_PAGE } from './rowsPerPage';

/** The length of the panel's snippets, in characters: the theme's THRESHOLD_CONTENT_LENGTH. */
export const SNIPPET_LENGTH = 100;
/**
 * Occurrences of the query looked at per page. Rows past MAX_ROWS_PER_PAGE are dropped by the
 * panel anyway; the rest of the budget lets sections whose row repeats an earlier one be passed.
 */
export const MAX_OCCURRENCES = 50;

/** A heading of the page as the searcher reads it (its toc entry). */
export interface SearchHeader {
  text: string;
  id: string;
  charIndex: number;
}

/** A content row, as the theme's panel draws it. */
export interface ContentRow {
  type: 'content';
  title: string;
  header: string;
  statement: string;
  highlightInfoList: { start: number; length: number }[];
  link: string;
  query: string;
}

export interface PageMatch {
  item: { title: string; routePath: string; content: string; toc: SearchHeader[] };
  /** The lower-cased query and content (the theme's normalizeTextCase). */
  query: string;
  normalizedContent: string;
  /** The first occurrence of the query in the content. */
  firstIndex: number;
  getCurrentHeader: (index: number) => SearchHeader | undefined;
  isHeaderMatched: (header: SearchHeader | undefined) => boolean | undefined;
  /** The headings that already have a row; each section gets one. */
  matchHeaderSet: WeakSet<SearchHeader>;
  /** The theme's length of a text in its "bytes" (getStrByteLength). */
  byteLength: (text: string) => number;
}

/**
 * The passage around the match at `at` (`length` long), as the theme cut it: the paragraph (from
 * the line break before to the blank line after) when it fits in SNIPPET_LENGTH, or else the
 * match with half the room on each side that is too long, cut with `...`. Reads at most
 * SNIPPET_LENGTH characters on each side, however long the paragraph.
 */
export function snippetAround(content: string, at: number, length: number) {
  const matchEnd = at + length;
  let start = at;
  while (start > 0 && at - start <= SNIPPET_LENGTH && content[start - 1] !== '\n') start--;
  let end = matchEnd;
  while (
    end < content.length &&
    end - matchEnd <= SNIPPET_LENGTH &&
    !content.startsWith('\n\n', end)
  )
    end++;
  const room = Math.floor((SNIPPET_LENGTH - length) / 2);
  const whole = end - start <= SNIPPET_LENGTH;
  const prefix =
    whole || at - start <= room
      ? content.slice(start, at)
      : `...${content.slice(at - room + 3, at)}`;
  const shownEnd = whole || end - matchEnd <= room ? end : matchEnd + room - 3;
  const suffix = `${content.slice(matchEnd, shownEnd)}${shownEnd < end ? '...' : ''}`;
  return {
    statement: `${prefix}${content.slice(at, matchEnd)}${suffix}`,
    highlightStart: prefix.length,
    end: shownEnd,
  };
}

/** Pages' texts as the theme's normalizeTextCase gives them, kept for the next key press. */
const normalized = new Map<string, string>();
/** More pages than one language's index holds: the texts of both languages stay. */
const NORMALIZED_KEPT = 500;

/**
 * A page's text lower-cased and stripped of accents by `normalize` (the theme's normalizeTextCase),
 * once per text: the theme did it for every page found on every key press, a few full passes and
 * copies of a long page's text, whose garbage then cost the key press more than the rows.
 */
export function normalizedText(text: string, normalize: (text: string) => string): string {
  let found = normalized.get(text);
  if (found === undefined) {
    if (normalized.size >= NORMALIZED_KEPT) normalized.clear();
    found = normalize(text);
    normalized.set(text, found);
  }
  return found;
}

/** The offset where the section after the one holding `at` starts, if there is one. */
function nextSection(toc: SearchHeader[], at: number): number | undefined {
  let next: number | undefined;
  for (const { charIndex } of toc)
    if (charIndex > at && (next === undefined || charIndex < next)) next = charIndex;
  return next;
}

/** The page's content rows: at most MAX_ROWS_PER_PAGE, from at most MAX_OCCURRENCES matches. */
export function contentRows(match: PageMatch): ContentRow[] {
  const { item, query, normalizedContent, getCurrentHeader, isHeaderMatched } = match;
  const rows: ContentRow[] = [];
  const made = new Set<string>();
  let at = match.firstIndex;
  for (
    let looked = 0;
    at !== -1 && looked < MAX_OCCURRENCES && rows.length < MAX_ROWS_PER_PAGE;
    looked++
  ) {
    const header = getCurrentHeader(at);
    if (isHeaderMatched(header)) {
      // The section has its row: go on from the next heading, not from the next match.
      const next = nextSection(item.toc, at);
      at = next === undefined ? -1 : normalizedContent.indexOf(query, next);
      continue;
    }
    const { statement, highlightStart, end } = snippetAround(item.content, at, query.length);
    const link = `${item.routePath}${header ? `#${header.id}` : ''}`;
    // The same words again in the same place ("zebra zebra …") make no new row.
    if (!made.has(`${link}\0${statement}`)) {
      made.add(`${link}\0${statement}`);
      rows.push({
        type: 'content',
        title: item.title,
        header: header?.text ?? item.title,
        statement,
        highlightInfoList: [{ start: highlightStart, length: match.byteLength(query) }],
        link,
        query,
      });
      if (header) match.matchHeaderSet.add(header);
    }
    at = normalizedContent.indexOf(query, Math.max(end, at + query.length));
  }
  return rows;
}
