// The search's text analysis (core/search/tokens.ts): stems, Latin words and their pairs, CJK
// runs and their bigrams, with literal expectations.
import { describe, expect, it } from '@rstest/core';
import {
  bigrams,
  CJK_CHARACTER,
  cjkRuns,
  latinPairs,
  latinTerms,
  stem,
} from '../../core/search/tokens';

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
