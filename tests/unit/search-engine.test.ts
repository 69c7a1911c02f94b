import { describe, expect, it } from '@rstest/core';
import { type SearchDoc, SearchEngine, stem } from '../../theme/search/engine';

const doc = (title: string, content: string, headings: string[] = []): SearchDoc => ({
  title,
  headings,
  description: '',
  content,
});

const docs = [
  doc('Deploy', '部署到 GitHub Pages。Deploy the site to a static host.', ['GitHub Pages']),
  doc('Sidebar', 'The sidebar comes from _meta.json. 侧边栏来自 _meta.json。', ['cleanUrls']),
  doc('Plugins', 'Write a plugin. 编写插件。Install it with npm.'),
];
const engine = new SearchEngine(docs);
const first = (query: string) => engine.search(query)[0]?.index;

describe('site search engine', () => {
  it('ranks a title match first', () => {
    expect(first('deploy')).toBe(0);
    expect(first('sidebar')).toBe(1);
  });

  it('finds Chinese words, not scattered characters', () => {
    expect(first('部署')).toBe(0);
    expect(first('侧边栏')).toBe(1);
    expect(first('如何部署')).toBe(0);
  });

  it('matches plurals, camelCase parts and typos', () => {
    expect(stem('plugins')).toBe('plugin');
    expect(first('plugins')).toBe(2);
    expect(first('clean urls')).toBe(1);
    expect(first('sidebr')).toBe(1);
  });

  it('answers hostile or empty input with plain results and no exception', () => {
    for (const query of [
      '',
      '   ',
      '.*+?^{}$()|[]\\',
      '<img src=x onerror=alert(1)>',
      'a'.repeat(500),
    ])
      expect(() => engine.search(query)).not.toThrow();
    expect(engine.search('')).toEqual([]);
  });
});
