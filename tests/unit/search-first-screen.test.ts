import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { firstScreen } from '../../theme/search/firstScreen';
import type { DefaultMatchResultItem } from '../../theme/upstream/searchPanel';
import { upstreamModulePaths } from '../../upstream/theme/build';

const rows = (count: number): DefaultMatchResultItem[] =>
  Array.from({ length: count }, (_, i) => ({
    type: 'content',
    title: 'Sidebar',
    header: 'Sidebar',
    link: `/guide/page-${i}`,
    query: 'sidebar',
    highlightInfoList: [],
    statement: `passage ${i}`,
  }));

describe('the rows drawn first', () => {
  it('are as many as the window holds at the smallest row height, in order', () => {
    const list = rows(33);
    // 900 px hold 16 whole rows of 56 px and part of a 17th.
    expect(firstScreen(list, 900)).toEqual(list.slice(0, 17));
    expect(firstScreen(list, 56 * 10)).toEqual(list.slice(0, 10));
    expect(firstScreen(list, 56 * 10 + 1)).toEqual(list.slice(0, 11));
  });

  it('are the whole list, the same array, when it fits', () => {
    const list = rows(17);
    expect(firstScreen(list, 900)).toBe(list);
    expect(firstScreen([], 900)).toEqual([]);
  });

  it('are at least one row, however small the window', () => {
    expect(firstScreen(rows(5), 0)).toEqual(rows(1));
  });

  it('use the row height the theme draws at least', () => {
    const css = readFileSync(upstreamModulePaths.searchSuggestItemStyles, 'utf8');
    const container = css.match(/\.rp-suggest-item__container\s*\{([^}]*)\}/)?.[1] ?? '';
    expect(container).toMatch(/min-height:\s*56px/);
  });
});
