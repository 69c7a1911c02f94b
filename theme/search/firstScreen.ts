import type { DefaultMatchResultItem } from '../upstream/searchPanel';

/**
 * The height below which the theme never draws a result row: its `.rp-suggest-item__container`
 * has `min-height: 56px`, and each row has a margin on top of that.
 */
export const MIN_ROW_HEIGHT_PX = 56;

/**
 * The rows a result list can show without scrolling, in a window `viewHeight` pixels tall: at most
 * one per MIN_ROW_HEIGHT_PX of it, whatever the panel draws above them. A list longer than that is
 * put on screen in two steps (./useSearchPanel.ts): these rows first, the rest one frame later, so
 * a reader waits for the rows they can see, not for the 30 a short query finds on 7 pages.
 */
export function firstScreen<T extends DefaultMatchResultItem>(rows: T[], viewHeight: number): T[] {
  const fit = Math.max(1, Math.ceil(viewHeight / MIN_ROW_HEIGHT_PX));
  return rows.length > fit ? rows.slice(0, fit) : rows;
}
