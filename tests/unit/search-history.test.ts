import { describe, expect, it } from '@rstest/core';
import {
  emptyHistory,
  entryOfResult,
  historyKey,
  inPanelOrder,
  parseHistory,
  recordPick,
  removeEntry,
  type SearchHistory,
  saveFavourite,
  serializeHistory,
} from '../../theme/search/history';

const page = (n: number) => ({ title: `Page ${n}`, section: `Part ${n}`, link: `/p${n}#part` });
const links = (history: SearchHistory) => ({
  favourites: history.favourites.map(({ link }) => link),
  recent: history.recent.map(({ link }) => link),
});

/** The history after opening pages 1..n in order. */
const picked = (n: number) =>
  Array.from({ length: n }, (_, i) => page(i + 1)).reduce(recordPick, emptyHistory);

describe('search history: recent entries', () => {
  it('keeps the 7 most recent picks, newest first', () => {
    expect(links(picked(8))).toEqual({
      favourites: [],
      recent: ['/p8#part', '/p7#part', '/p6#part', '/p5#part', '/p4#part', '/p3#part', '/p2#part'],
    });
  });

  it('moves a page opened again to the top, once', () => {
    const history = recordPick(picked(3), page(1));
    expect(links(history).recent).toEqual(['/p1#part', '/p3#part', '/p2#part']);
  });

  it('remembers the title, the section and the link', () => {
    const history = recordPick(emptyHistory, {
      title: 'Basic config',
      section: 'base',
      link: '/api/config/config-basic#base',
    });
    expect(history.recent).toEqual([
      { title: 'Basic config', section: 'base', link: '/api/config/config-basic#base' },
    ]);
    expect(recordPick(emptyHistory, { title: 'API', link: '/api/' }).recent).toEqual([
      { title: 'API', link: '/api/' },
    ]);
  });

  it('does not record a link to another site or a script', () => {
    for (const link of ['https://example.com/', '//example.com/', 'javascript:alert(1)', '']) {
      expect(recordPick(emptyHistory, { title: 'x', link })).toEqual(emptyHistory);
    }
  });
});

describe('search history: favourites', () => {
  it('moves a saved entry from the recent ones to the favourites and keeps 4 recent', () => {
    const history = saveFavourite(picked(7), '/p5#part');
    expect(links(history)).toEqual({
      favourites: ['/p5#part'],
      recent: ['/p7#part', '/p6#part', '/p4#part', '/p3#part'],
    });
  });

  it('keeps 4 recent while there are favourites, and does not add an opened favourite to them', () => {
    let history = saveFavourite(picked(2), '/p1#part');
    for (const n of [3, 4, 5, 6, 7]) history = recordPick(history, page(n));
    history = recordPick(history, page(1));
    expect(links(history)).toEqual({
      favourites: ['/p1#part'],
      recent: ['/p7#part', '/p6#part', '/p5#part', '/p4#part'],
    });
  });

  it('keeps at most 10 favourites, the newest first', () => {
    let history = emptyHistory;
    for (let n = 1; n <= 11; n++)
      history = saveFavourite(recordPick(history, page(n)), page(n).link);
    expect(links(history)).toEqual({
      favourites: [
        '/p11#part',
        '/p10#part',
        '/p9#part',
        '/p8#part',
        '/p7#part',
        '/p6#part',
        '/p5#part',
        '/p4#part',
        '/p3#part',
        '/p2#part',
      ],
      recent: [],
    });
  });

  it('removes an entry from either list', () => {
    const history = saveFavourite(picked(3), '/p2#part');
    expect(links(removeEntry(history, '/p2#part'))).toEqual({
      favourites: [],
      recent: ['/p3#part', '/p1#part'],
    });
    expect(links(removeEntry(history, '/p3#part'))).toEqual({
      favourites: ['/p2#part'],
      recent: ['/p1#part'],
    });
  });
});

describe('search history: stored text', () => {
  it('reads back what it wrote', () => {
    const history = saveFavourite(picked(3), '/p1#part');
    expect(parseHistory(serializeHistory(history))).toEqual(history);
  });

  it('has one key per language', () => {
    expect([historyKey('en'), historyKey('zh')]).toEqual([
      'site-search-history:en',
      'site-search-history:zh',
    ]);
  });

  it('reads garbage, wrong types and nothing as an empty history', () => {
    for (const text of [
      null,
      '',
      '{',
      'null',
      '42',
      '"recent"',
      '[]',
      '{"recent":"/a","favourites":{}}',
      '{"recent":[1,null,[],"x",{"title":3,"link":"/a"}]}',
    ]) {
      expect(parseHistory(text)).toEqual({ favourites: [], recent: [] });
    }
  });

  it('keeps the valid entries of a list and drops the others', () => {
    const text = JSON.stringify({
      favourites: [
        { title: 'Fav', link: '/fav' },
        { title: 'Bad', link: 'https://evil.example/' },
      ],
      recent: [
        { title: 'A', link: '/a', section: 'S' },
        { title: 'A again', link: '/a' },
        { title: 'Fav', link: '/fav' },
        { title: 'No link' },
        { title: 'Bad section', link: '/b', section: 5 },
        { title: '', link: '/c' },
        { title: 'D', link: '/d', extra: 'dropped' },
      ],
    });
    expect(parseHistory(text)).toEqual({
      favourites: [{ title: 'Fav', link: '/fav' }],
      recent: [
        { title: 'A', section: 'S', link: '/a' },
        { title: 'D', link: '/d' },
      ],
    });
  });

  it('reads at most its limits from a longer list, and nothing from a huge text', () => {
    const many = Array.from({ length: 30 }, (_, i) => ({ title: `T${i}`, link: `/t${i}` }));
    expect(parseHistory(JSON.stringify({ recent: many })).recent).toHaveLength(7);
    const withFavourite = parseHistory(JSON.stringify({ favourites: many, recent: many }));
    expect([withFavourite.favourites.length, withFavourite.recent.map(({ link }) => link)]).toEqual(
      [10, ['/t10', '/t11', '/t12', '/t13']],
    );
    const huge = JSON.stringify({
      recent: [{ title: 'x'.repeat(30_000), link: '/a' }],
    });
    expect(parseHistory(huge)).toEqual({ favourites: [], recent: [] });
    const longTitle = JSON.stringify({ recent: [{ title: 'x'.repeat(201), link: '/a' }] });
    expect(parseHistory(longTitle)).toEqual({ favourites: [], recent: [] });
  });
});

describe('search history: result rows', () => {
  it('keeps the section of a row, not of a page title row', () => {
    expect(
      entryOfResult({
        type: 'header',
        title: 'Basic config',
        header: 'base',
        link: '/api/config/config-basic#base',
      }),
    ).toEqual({ title: 'Basic config', section: 'base', link: '/api/config/config-basic#base' });
    expect(
      entryOfResult({
        type: 'header',
        title: 'Internationalization',
        header: 'Internationalization > Interface texts: i18n.json',
        link: '/guide/default-theme/i18n#i18n-json',
      }),
    ).toEqual({
      title: 'Internationalization',
      section: 'Interface texts: i18n.json',
      link: '/guide/default-theme/i18n#i18n-json',
    });
    expect(
      entryOfResult({
        type: 'title',
        title: 'Basic config',
        header: 'Basic config',
        link: '/api/config/config-basic',
      }),
    ).toEqual({ title: 'Basic config', link: '/api/config/config-basic' });
    expect(
      entryOfResult({
        type: 'content',
        title: 'Deploy',
        header: 'Deploy',
        link: '/guide/basic/deploy',
      }),
    ).toEqual({ title: 'Deploy', link: '/guide/basic/deploy' });
  });

  it('orders rows as the panel counts them: grouped by page, in order of first appearance', () => {
    const rows = [
      { title: 'A', link: '/a#1' },
      { title: 'B', link: '/b' },
      { title: 'A', link: '/a#2' },
      { title: 'C', link: '/c' },
      { title: 'B', link: '/b#3' },
    ];
    expect(inPanelOrder(rows).map(({ link }) => link)).toEqual([
      '/a#1',
      '/a#2',
      '/b',
      '/b#3',
      '/c',
    ]);
  });
});
