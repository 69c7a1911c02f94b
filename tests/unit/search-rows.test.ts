import { describe, expect, it } from '@rstest/core';
import { distinctRows } from '../../theme/search/distinctRows';
import { rowsPerPage } from '../../theme/search/rowsPerPage';
import type { DefaultMatchResultItem } from '../../theme/upstream/searchPanel';

const row = (link: string, statement: string): DefaultMatchResultItem => ({
  type: 'content',
  title: 'Navbar and sidebar',
  header: 'Navbar and sidebar',
  link,
  query: 'sidebar',
  highlightInfoList: [],
  statement,
});

describe('search result rows', () => {
  it('drops a row that leads to the same place with the same text', () => {
    const same = row('/guide/basic/auto-nav-sidebar', 'Rspress builds the navbar and the sidebar');
    const rows = [same, { ...same }, { ...same }];
    expect(distinctRows(rows)).toEqual([same]);
  });

  it('keeps rows that differ in place or in text', () => {
    const rows = [
      row('/a', 'the sidebar'),
      row('/a#x', 'the sidebar'),
      row('/a', 'another sidebar passage'),
      { ...row('/a', ''), type: 'title' as const },
    ];
    expect(distinctRows(rows)).toEqual(rows);
  });
});

describe('rows per page', () => {
  it('keeps the first rows of each page, in order, and drops the rest of that page', () => {
    const many = Array.from({ length: 5 + 3 }, (_, i) =>
      row(i % 2 ? '/a#part' : '/a', `passage ${i}`),
    );
    const other = [row('/b', 'one'), row('/b#x', 'two')];
    const rows = [many[0], other[0], ...many.slice(1), other[1]];
    expect(rowsPerPage(rows)).toEqual([many[0], other[0], ...many.slice(1, 5), other[1]]);
  });
});
