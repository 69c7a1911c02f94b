// Issue 47, row 4: a page that repeats the query froze the search panel on every key. The theme's
// page searcher made a row per occurrence and lower-cased the whole paragraph for each. With the
// rewrite (upstream/theme/boundedPageRows.ts) the rows per page and the text read per key press
// are bounded. The figure in milliseconds comes from `npm run bench:search-hostile`, never from a
// test; here the work is counted: rows made, snippet lengths, characters lower-cased.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { boundPageRows } from '../../upstream/theme/boundedPageRows';
import { upstreamModulePaths } from '../../upstream/theme/build';
import { runSearcher, type SearcherRun, type SearchHit } from '../shared/upstream-searcher';

const zebras: SearchHit = {
  title: 'Zebras',
  routePath: '/zebras',
  content: 'zebra '.repeat(32000),
  toc: [],
};
const zh: SearchHit = {
  title: '斑马',
  routePath: '/zh/zebras',
  content: '斑马'.repeat(30000),
  toc: [],
};
/** A 1,500-row reference table under one heading, as the index holds a table: a line a row. */
const table: SearchHit = {
  title: 'Reference',
  routePath: '/reference',
  content: `Options\n${Array.from({ length: 1500 }, (_, i) => `zebraOption${i} string The zebra option number ${i}.`).join('\n')}`,
  toc: [{ text: 'Options', id: 'options', depth: 2, charIndex: 0 }],
};

describe('the page searcher on pages that repeat the query', () => {
  for (const [name, hit, query] of [
    ['a 192 KB paragraph of "zebra "', zebras, 'zeb'],
    ['"斑马" 30,000 times', zh, '斑马'],
    ['a 1,500-row table', table, 'zeb'],
  ] as const)
    it(`${name}: a few rows, each a short snippet, and the page's text read about once`, async () => {
      const { rows, lowered } = await runSearcher([hit], query, boundPageRows);
      expect(rows.length).toBeGreaterThan(0);
      expect(rows.length).toBeLessThanOrEqual(5);
      for (const row of rows) expect(row.statement?.length ?? 0).toBeLessThanOrEqual(106);
      // The content is lower-cased once; each snippet adds at most its own length.
      expect(lowered).toBeLessThan(hit.content.length + 2000);
    });
});

describe('the next key press on the same pages', () => {
  it("reads the page's normalized text kept from the last one", async () => {
    const page: SearchHit = { ...zebras, routePath: '/kept', content: 'zebra '.repeat(20000) };
    const first = await runSearcher([page], 'ze', boundPageRows);
    const next = await runSearcher([page], 'zeb', boundPageRows);
    expect(first.lowered).toBeGreaterThan(120000);
    expect(next.lowered).toBeLessThan(2000);
  });
});

describe('the page searcher on ordinary pages', () => {
  const guide: SearchHit = {
    title: 'Sidebar',
    routePath: '/guide/sidebar',
    content:
      'The sidebar lists the pages of a section.\n\nSet it in _meta.json.\nGroups\nA sidebar group holds pages; each sidebar item links one.\n\nCollapsed groups\nA group may start collapsed.',
    toc: [
      { text: 'Groups', id: 'groups', depth: 2, charIndex: 63 },
      { text: 'Collapsed groups', id: 'collapsed-groups', depth: 2, charIndex: 124 },
    ],
  };

  it('gives one row per section that has the query, with the passage around it', async () => {
    const { rows } = await runSearcher([guide], 'sidebar', boundPageRows);
    expect(
      rows.map(({ type, header, link, statement }) => [type, header, link, statement]),
    ).toEqual([
      ['title', 'Sidebar', '/guide/sidebar', undefined],
      ['content', 'Sidebar', '/guide/sidebar', 'The sidebar lists the pages of a section.'],
      [
        'content',
        'Groups',
        '/guide/sidebar#groups',
        'A sidebar group holds pages; each sidebar item links one.',
      ],
    ]);
  });

  it('gives the sections the theme gives (its rows, with the passage cut the same way)', async () => {
    // The theme's passage began with the line break before it, which the panel does not show.
    const shown = ({ rows }: { rows: SearcherRun['rows'] }) =>
      rows.map(({ link, statement }) => [link, statement?.trim()]);
    for (const query of ['group', 'sidebar', 'pages', 'a']) {
      const ours = await runSearcher([guide], query, boundPageRows);
      expect(shown(ours)).toEqual(shown(await runSearcher([guide], query)));
    }
  });
});

describe('the rewrite of the installed page searcher', () => {
  it('replaces the content loop with the bounded rows, and fails on a module without it', () => {
    const path = upstreamModulePaths.pageSearcher;
    const code = boundPageRows(readFileSync(path, 'utf8'), path);
    expect(code).toContain('__siteContentRows');
    expect(code).not.toContain('while(-1 !== queryIndex)');
    expect(() => boundPageRows('export {};', 'search.js')).toThrow(/bounded-page-rows/);
  });
});
