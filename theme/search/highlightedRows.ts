import { type DefaultMatchResultItem, getSlicedStrByByteLength } from '../upstream/searchPanel';

/**
 * Whether a result row shows at least one highlighted match: a mark with text in it, cut from the
 * text the row displays (the passage of a content row, the heading of a title or heading row) the
 * way the theme's row cuts it (a character start, a length in the panel's bytes).
 */
export function hasHighlight(row: DefaultMatchResultItem): boolean {
  const shown = row.type === 'content' ? row.statement : row.header;
  return row.highlightInfoList.some(
    ({ start, length }) =>
      length > 0 &&
      start >= 0 &&
      start < shown.length &&
      getSlicedStrByByteLength(shown, start, length).trim() !== '',
  );
}

/**
 * The rows that show what matched. A row without a mark answers nothing the reader asked: with a
 * query such as `' OR 1=1 --`, 2.0.22's panel listed seven unrelated pages with empty marks.
 */
export const highlightedRows = <T extends DefaultMatchResultItem>(rows: T[]): T[] =>
  rows.filter(hasHighlight);
