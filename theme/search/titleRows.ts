import type { DefaultMatchResultItem } from '../upstream/searchPanel';
import type { RankedPage } from './LocalProvider';

const pageOf = (link: string) => link.split('#')[0];

/**
 * The panel's rows with a title row for each ranked page that has none (found through some of its
 * title's words, none of them in its content), every page's rows in rank order.
 */
export function withTitleRows<T extends DefaultMatchResultItem>(
  rows: T[],
  ranked: RankedPage[] | undefined,
): (T | DefaultMatchResultItem)[] {
  if (!ranked?.some(({ titleRow }) => titleRow)) return rows;
  const byPage = new Map<string, T[]>();
  for (const row of rows) {
    const page = pageOf(row.link);
    byPage.set(page, [...(byPage.get(page) ?? []), row]);
  }
  const ordered: (T | DefaultMatchResultItem)[] = [];
  for (const { routePath, titleRow } of ranked) {
    const own = byPage.get(routePath);
    byPage.delete(routePath);
    if (own) ordered.push(...own);
    else if (titleRow) ordered.push(titleRow);
  }
  for (const rest of byPage.values()) ordered.push(...rest);
  return ordered;
}
