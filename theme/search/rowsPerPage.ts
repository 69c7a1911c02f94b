import type { DefaultMatchResultItem } from '../upstream/searchPanel';

/**
 * How many rows one page shows at most. 2.0.22 lists every passage that contains the text typed
 * so far: a common word gave dozens of rows per page, and rendering them all in the key press's
 * task delayed the paint (bench/NOTES.md, "Search rows per page"). Five passages tell a reader which
 * page answers; the page itself has the rest.
 */
export const MAX_ROWS_PER_PAGE = 5;

const pageOf = (link: string) => link.split('#')[0];

/** The first MAX_ROWS_PER_PAGE rows of each page, in their order. */
export function rowsPerPage<T extends DefaultMatchResultItem>(rows: T[]): T[] {
  const shown = new Map<string, number>();
  return rows.filter((row) => {
    const page = pageOf(row.link);
    const count = shown.get(page) ?? 0;
    shown.set(page, count + 1);
    return count < MAX_ROWS_PER_PAGE;
  });
}
