import { describe, expect, it } from '@rstest/core';
import type { SearchDoc } from '../../core/search/searchDoc';
import { SearchEngine } from '../../theme/search/engine';
import { hasHighlight, highlightedRows } from '../../theme/search/highlightedRows';
import { capQuery } from '../../theme/search/queryLimit';
import { withTitleRows } from '../../theme/search/titleRows';
import type { DefaultMatchResultItem } from '../../theme/upstream/searchPanel';

const doc = (title: string, content: string): SearchDoc => ({
  title,
  headings: [],
  description: '',
  content,
});

const engine = new SearchEngine([
  doc('Deploy', 'Step 1: build the site. Step 2: copy it to a static host.'),
  doc('Sidebar', 'The sidebar comes from _meta.json. 侧边栏来自 _meta.json。'),
]);

const row = (
  type: DefaultMatchResultItem['type'],
  shown: string,
  highlightInfoList: { start: number; length: number }[],
): DefaultMatchResultItem =>
  type === 'content'
    ? {
        type,
        title: 'Sidebar',
        header: 'Sidebar',
        link: '/a',
        query: 'q',
        highlightInfoList,
        statement: shown,
      }
    : { type, title: 'Sidebar', header: shown, link: '/a', query: 'q', highlightInfoList };

describe('search query length', () => {
  it('cuts a longer query to the limit and keeps a shorter one whole', () => {
    const long = 'sidebar '.repeat(1250);
    expect(capQuery(long)).toBe(long.slice(0, 64));
    expect(capQuery('sidebar')).toBe('sidebar');
  });

  it('never keeps half of a character outside the basic plane', () => {
    const query = `${'a'.repeat(63)}😀`;
    expect(query.length).toBe(65);
    expect(capQuery(query)).toBe('a'.repeat(63));
  });

  it('searches only the first characters of a pasted text', () => {
    const filler = 'qqqq '.repeat(Math.ceil(64 / 5));
    expect(engine.search('sidebar').length).toBeGreaterThan(0);
    expect(engine.search(`sidebar ${filler}`).map(({ index }) => index)).toContain(1);
    expect(engine.search(`${filler}sidebar`)).toEqual([]);
  });
});

describe('search results show what matched', () => {
  const hostile = "' OR 1=1 --";

  it('gives no passage for a page whose content has none of the query words', () => {
    const found = engine.search(hostile).map(({ index }) => index);
    // The digit is a word of the first page, too short to highlight.
    expect(found).toContain(0);
    for (const index of found) expect(engine.positions(index, hostile)).toEqual([]);
  });

  it('gives passages with text to highlight for a real query', () => {
    const positions = engine.positions(1, 'sidebar');
    expect(positions.length).toBeGreaterThan(0);
    for (const { length } of positions) expect(length).toBeGreaterThan(0);
  });

  it('keeps rows with a mark and drops rows without one', () => {
    const marked = [
      row('content', '...the sidebar comes...', [{ start: 7, length: 7 }]),
      row('content', '...侧边栏来自...', [{ start: 3, length: 9 }]),
      row('header', 'Navbar and sidebar', [{ start: 11, length: 7 }]),
    ];
    const unmarked = [
      row('content', '...Step 1: build...', []),
      row('content', '...Step 1: build...', [{ start: 0, length: 0 }]),
      row('title', 'Deploy', [{ start: -1, length: 11 }]),
      row('content', '...Step 1...', [{ start: 40, length: 3 }]),
      row('content', '...Step 1:   build...', [{ start: 10, length: 3 }]),
    ];
    for (const shown of marked) expect(hasHighlight(shown)).toBe(true);
    for (const shown of unmarked) expect(hasHighlight(shown)).toBe(false);
    expect(highlightedRows([...unmarked, ...marked])).toEqual(marked);
  });
});

describe('pages found through their titles', () => {
  it('marks the title words of a page whose content has none of them', () => {
    const titled = new SearchEngine([doc('Quick start guide', 'Run the install command.')]);
    expect(titled.positions(0, 'start guide')).toEqual([]);
    const marks = titled.titlePositions(0, 'start guide');
    expect(
      marks.map(({ start, length }) => 'quick start guide'.slice(start, start + length)),
    ).toEqual(['start', 'guide']);
  });

  it('puts a title row where its page ranks, and only for a page without rows', () => {
    const own = row('content', '...the sidebar comes...', [{ start: 7, length: 7 }]);
    const titleRow = { ...row('title', 'Deploy', [{ start: 0, length: 6 }]), link: '/deploy' };
    const ranked = [
      { routePath: '/deploy', titleRow },
      { routePath: '/a' },
      { routePath: '/b', titleRow: { ...titleRow, link: '/b' } },
    ];
    const rows = [own, { ...own, link: '/b#x' }];
    expect(withTitleRows(rows, ranked)).toEqual([titleRow, own, rows[1]]);
    expect(withTitleRows(rows, undefined)).toEqual(rows);
  });
});
