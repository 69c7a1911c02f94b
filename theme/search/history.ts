/**
 * What the search panel remembers per language: the results a reader opened (most recent first)
 * and the ones saved as favourites, as in DocSearch: 7 recent, 4 once there are favourites, 10
 * favourites. Pure functions over plain data; the panel reads and writes the text through the
 * guarded store (../storage/guardedStorage.ts). The stored text comes from outside the code (an
 * old version, another script, a hand edit), so it is read as data: anything malformed, too
 * large or of the wrong type is dropped, entry by entry, and never throws.
 */

/** A page and section the reader opened from search. */
export interface HistoryEntry {
  /** The page's title. */
  title: string;
  /** The section's heading, when the result was a section of the page. */
  section?: string;
  /** Where it leads: a path on this site, with its fragment. */
  link: string;
}

export interface SearchHistory {
  favourites: HistoryEntry[];
  recent: HistoryEntry[];
}

export const MAX_RECENT = 7;
/** Recent entries kept once there are favourites, so the panel stays one screen. */
export const MAX_RECENT_WITH_FAVOURITES = 4;
export const MAX_FAVOURITES = 10;
/** A stored text longer than this is not read at all (17 entries take about 3,000 characters). */
export const MAX_STORED_LENGTH = 20_000;
const MAX_TITLE_LENGTH = 200;
const MAX_LINK_LENGTH = 500;

export const emptyHistory: SearchHistory = { favourites: [], recent: [] };

/** The storage key of `lang`'s history: each language remembers its own pages. */
export const historyKey = (lang: string) => `site-search-history:${lang}`;

/** A path of this site: starts with one slash, no control characters, spaces or backslashes. */
const isSitePath = (link: string) =>
  link.startsWith('/') &&
  !link.startsWith('//') &&
  ![...link].some((character) => character <= ' ' || character === '\x7f' || character === '\\');

const isText = (value: unknown, max: number): value is string =>
  typeof value === 'string' && value.trim() !== '' && value.length <= max;

/** `value` as an entry, or undefined when it is not one. */
function entryOf(value: unknown): HistoryEntry | undefined {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return undefined;
  const { title, section, link } = value as Record<string, unknown>;
  if (!isText(title, MAX_TITLE_LENGTH) || !isText(link, MAX_LINK_LENGTH) || !isSitePath(link))
    return undefined;
  if (section !== undefined && !isText(section, MAX_TITLE_LENGTH)) return undefined;
  return section === undefined ? { title, link } : { title, section, link };
}

/** The valid entries of `value` in order, each link once, at most `max`. */
function entriesOf(value: unknown, max: number, skip: ReadonlySet<string>): HistoryEntry[] {
  if (!Array.isArray(value)) return [];
  const entries: HistoryEntry[] = [];
  const seen = new Set(skip);
  for (const item of value.slice(0, max * 4)) {
    const entry = entryOf(item);
    if (!entry || seen.has(entry.link)) continue;
    seen.add(entry.link);
    entries.push(entry);
    if (entries.length === max) break;
  }
  return entries;
}

/** The recent entries a history with `favourites` keeps. */
const recentLimit = (favourites: readonly HistoryEntry[]) =>
  favourites.length ? MAX_RECENT_WITH_FAVOURITES : MAX_RECENT;

/** `history` within its limits: the recent list shortened when there are favourites. */
function trimmed(favourites: HistoryEntry[], recent: HistoryEntry[]): SearchHistory {
  return { favourites, recent: recent.slice(0, recentLimit(favourites)) };
}

/** The history stored as `text`; an empty one when there is none or it is not readable. */
export function parseHistory(text: string | null): SearchHistory {
  if (!text || text.length > MAX_STORED_LENGTH) return emptyHistory;
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return emptyHistory;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return emptyHistory;
  const stored = value as Record<string, unknown>;
  const favourites = entriesOf(stored.favourites, MAX_FAVOURITES, new Set());
  const recent = entriesOf(
    stored.recent,
    recentLimit(favourites),
    new Set(favourites.map(({ link }) => link)),
  );
  return { favourites, recent };
}

export function serializeHistory(history: SearchHistory): string {
  return JSON.stringify(history);
}

const without = (entries: HistoryEntry[], link: string) =>
  entries.filter((entry) => entry.link !== link);

/**
 * The history after the reader opened `entry`: it comes first among the recent ones, once. A
 * favourite stays where it is and is not added to the recent ones.
 */
export function recordPick(history: SearchHistory, picked: HistoryEntry): SearchHistory {
  const entry = entryOf(picked);
  if (!entry || history.favourites.some(({ link }) => link === entry.link)) return history;
  return trimmed(history.favourites, [entry, ...without(history.recent, entry.link)]);
}

/** The history with the recent entry `link` saved as the newest favourite. */
export function saveFavourite(history: SearchHistory, link: string): SearchHistory {
  const entry = history.recent.find((recent) => recent.link === link);
  if (!entry) return history;
  const favourites = [entry, ...history.favourites].slice(0, MAX_FAVOURITES);
  return trimmed(favourites, without(history.recent, link));
}

/** The history without `link`, whether a favourite or a recent entry. */
export function removeEntry(history: SearchHistory, link: string): SearchHistory {
  return {
    favourites: without(history.favourites, link),
    recent: without(history.recent, link),
  };
}

/** Whether there is anything to show. */
export const hasHistory = (history: SearchHistory) =>
  history.favourites.length > 0 || history.recent.length > 0;

/** The fields of a result row the history keeps. */
export interface ResultRow {
  type: 'title' | 'header' | 'content';
  title: string;
  header: string;
  link: string;
}

/** The entry a result row becomes: the page's title, and the section's heading unless it is the page. */
export function entryOfResult({ type, title, header, link }: ResultRow): HistoryEntry {
  // A heading's row names the page before the heading: "Internationalization > Interface texts".
  const section = header.startsWith(`${title} > `) ? header.slice(title.length + 3) : header;
  return type === 'title' || !section || section === title
    ? { title, link }
    : { title, section, link };
}

/**
 * `rows` in the order the theme's panel lists them and counts them for the arrow keys and Enter:
 * grouped by page title, the groups in the order of their first row.
 */
export function inPanelOrder<Row extends { title: string }>(rows: readonly Row[]): Row[] {
  const groups = new Map<string, Row[]>();
  for (const row of rows) {
    const group = groups.get(row.title);
    if (group) group.push(row);
    else groups.set(row.title, [row]);
  }
  return [...groups.values()].flat();
}
