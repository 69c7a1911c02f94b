// The search's text analysis and snippet positions with literal expectations, written for
// mutation testing (npm run test:mutation -- search-tokens search-snippets): each case fails for a
// small change to theme/search/tokens.ts or snippets.ts that the engine's own tests let through.
import { describe, expect, it } from '@rstest/core';
import {
  bigrams,
  CJK_CHARACTER,
  cjkRuns,
  latinPairs,
  latinTerms,
  stem,
} from '../../core/search/tokens';
import { queryPositions, withoutOverlaps } from '../../theme/search/snippets';
import { compileSynonyms } from '../../theme/search/synonymVariants';

describe('stem', () => {
  it.each([
    ['api', 'api'],
    ['uses', 'use'],
    ['v2s', 'v2s'],
    ['pages', 'page'],
    ['plugins', 'plugin'],
    ['libraries', 'library'],
    ['ties', 'tie'],
    ['class', 'class'],
    ['status', 'status'],
    ['analysis', 'analysis'],
    ['matches', 'match'],
    ['pushes', 'push'],
    ['boxes', 'box'],
    ['building', 'build'],
    ['using', 'using'],
    ['deployed', 'deploy'],
    ['used', 'used'],
    ['config', 'config'],
    // A plural ending inside a word is no plural ending.
    ['orchestras', 'orchestra'],
    ['cachestore', 'cachestore'],
  ])('%s → %s', (word, stemmed) => {
    expect(stem(word)).toBe(stemmed);
  });
});

describe('latinTerms', () => {
  it('folds case and accents, stems, and adds camelCase parts', () => {
    expect(latinTerms('Café themeConfig')).toEqual(['cafe', 'themeconfig', 'theme', 'config']);
    expect(latinTerms('HTMLElement')).toEqual(['htmlelement', 'html', 'element']);
    expect(latinTerms('v2Beta')).toEqual(['v2beta', 'v2', 'beta']);
  });

  it('keeps stop words unless told not to, and reads Greek, Cyrillic and digits', () => {
    expect(latinTerms('how to deploy')).toEqual(['how', 'to', 'deploy']);
    expect(latinTerms('how to deploy', false)).toEqual(['deploy']);
    expect(latinTerms('The API', false)).toEqual(['api']);
    expect(latinTerms('αβγ привет 2024')).toEqual(['αβγ', 'привет', '2024']);
  });

  it('removes accents from a word without any ASCII letter', () => {
    expect(latinTerms('Éé')).toEqual(['ee']);
  });

  it('splits on punctuation and ignores CJK text', () => {
    expect(latinTerms('_nav-bar 侧边栏 x.y')).toEqual(['nav', 'bar', 'x', 'y']);
    expect(latinTerms('')).toEqual([]);
  });
});

describe('latinPairs', () => {
  it('pairs consecutive words, stop words left out, stemmed', () => {
    expect(latinPairs('deploy to GitHub pages')).toEqual([
      ['deploy', 'github'],
      ['github', 'page'],
    ]);
    expect(latinPairs('the a')).toEqual([]);
    expect(latinPairs('single')).toEqual([]);
  });

  it('leaves out pairs with a one-letter word', () => {
    expect(latinPairs('x config y')).toEqual([]);
    expect(latinPairs('ab cd')).toEqual([['ab', 'cd']]);
  });
});

describe('cjkRuns and bigrams', () => {
  it('splits CJK runs at 和, 与, 及, 或 and 跟 between words of two characters', () => {
    expect(cjkRuns('导航栏和侧边栏')).toEqual(['导航栏', '侧边栏']);
    expect(cjkRuns('主题与插件')).toEqual(['主题', '插件']);
    // One character after the connector is not a word of two: no split.
    expect(cjkRuns('导航栏和侧')).toEqual(['导航栏和侧']);
    expect(cjkRuns('参与')).toEqual(['参与']);
    expect(cjkRuns('以及其他')).toEqual(['以及其他']);
    expect(cjkRuns('部署 GitHub 页面')).toEqual(['部署', '页面']);
    expect(cjkRuns('ひらがな カタカナ 한국어')).toEqual(['ひらがな', 'カタカナ', '한국어']);
    expect(cjkRuns('plain')).toEqual([]);
  });

  it('makes overlapping pairs, one gram for one character, whole astral characters', () => {
    expect(bigrams('侧边栏')).toEqual(['侧边', '边栏']);
    expect(bigrams('部署')).toEqual(['部署']);
    expect(bigrams('字')).toEqual(['字']);
    expect(bigrams('𠮷野家')).toEqual(['𠮷野', '野家']);
    expect(bigrams('𠮷')).toEqual(['𠮷']);
  });

  it('knows a CJK character anywhere in a text', () => {
    expect(CJK_CHARACTER.test('use 插件')).toBe(true);
    expect(CJK_CHARACTER.test('カ')).toBe(true);
    expect(CJK_CHARACTER.test('plain text')).toBe(false);
  });
});

describe('snippet positions', () => {
  /** Each query word stands for itself only (no completions or typos). */
  const itself = (word: string) => [{ term: word, weight: 1 }];
  const noSynonyms = compileSynonyms([]);

  it('finds every occurrence of each word, in UTF-16 units', () => {
    expect(
      queryPositions('deploy the site, then deploy again', 'deploy', noSynonyms, itself),
    ).toEqual([
      { start: 0, length: 6 },
      { start: 22, length: 6 },
    ]);
    expect(queryPositions('nothing here', 'deploy', noSynonyms, itself)).toEqual([]);
  });

  it('puts first the occurrence followed by the most distinct words within 60 characters', () => {
    const text = `theme ${'x'.repeat(70)} theme plugin`;
    const later = text.lastIndexOf('theme');
    expect(queryPositions(text, 'theme plugin', noSynonyms, itself)).toEqual([
      { start: later, length: 5 },
      { start: later + 6, length: 6 },
      { start: 0, length: 5 },
    ]);
  });

  it('lists positions in text order whatever the order of the query’s words', () => {
    expect(queryPositions('plugin theme', 'theme plugin', noSynonyms, itself)).toEqual([
      { start: 0, length: 6 },
      { start: 7, length: 5 },
    ]);
  });

  it('counts a word 60 characters after an occurrence as outside its passage', () => {
    // theme at 0, plugin at 60 (just outside), theme at 100 and plugin at 130 (inside).
    const text = `${'theme'.padEnd(60)}${'plugin'.padEnd(40)}${'theme'.padEnd(30)}plugin`;
    expect(queryPositions(text, 'theme plugin', noSynonyms, itself).map((p) => p.start)).toEqual([
      60, 100, 130, 0,
    ]);
  });

  it('marks no one-letter word, and a CJK run whole when the text has it', () => {
    expect(queryPositions('a b c', 'a b', noSynonyms, itself)).toEqual([]);
    expect(queryPositions('配置侧边栏', '侧边栏', noSynonyms, itself)).toEqual([
      { start: 2, length: 3 },
    ]);
    // Not whole in the text: its bigrams are marked where they are.
    expect(queryPositions('侧边的栏', '侧边栏', noSynonyms, itself)).toEqual([
      { start: 0, length: 2 },
    ]);
  });

  it('stops at 200 positions', () => {
    expect(queryPositions('ab '.repeat(300), 'ab', noSynonyms, itself)).toHaveLength(200);
  });

  it('passes the last query word to the expansion as the one being typed', () => {
    const calls: [string, boolean][] = [];
    queryPositions('x', 'theme plugin', noSynonyms, (word, isLast) => {
      calls.push([word, isLast]);
      return [];
    });
    expect(calls).toEqual([
      ['theme', false],
      ['plugin', true],
    ]);
  });

  it('drops positions that overlap an earlier one, in text order', () => {
    expect(
      withoutOverlaps([
        { start: 10, length: 4 },
        { start: 0, length: 5 },
        { start: 3, length: 4 },
        { start: 5, length: 2 },
        { start: 12, length: 1 },
      ]),
    ).toEqual([
      { start: 0, length: 5 },
      { start: 5, length: 2 },
      { start: 10, length: 4 },
    ]);
  });
});
