import type { DefaultMatchResultItem } from '../upstream/searchPanel';

/**
 * The result rows without repeats: a row that leads to the same place with the same text as an
 * earlier one is dropped. The 2.0.22 matcher lists a passage once per occurrence of the query in
 * it, so a paragraph before a page's first heading that says "sidebar" three times gave three
 * identical rows.
 */
export function distinctRows<T extends DefaultMatchResultItem>(rows: T[]): T[] {
  const seen = new Set<string>();
  return rows.filter((row) => {
    const text = row.type === 'content' ? `${row.header}\u0000${row.statement}` : row.header;
    const key = `${row.link}\u0000${row.type}\u0000${text}`;
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}
