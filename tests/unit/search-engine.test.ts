import { describe, expect, it } from '@rstest/core';
import {
  compileSynonyms,
  type SearchDoc,
  SearchEngine,
  stem,
  synonymVariants,
} from '../../theme/search/engine';

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

describe('synonyms', () => {
  const groups = [
    ['dark mode', 'night mode', 'appearance'],
    ['安装', '快速开始'],
  ];
  const pages = [
    doc('Dark mode', 'Switch between light and dark colours with the button in the navbar.'),
    doc('Quick start', 'Create a project and run the dev server. 快速开始：创建项目。'),
    doc('Plugins', 'Each plugin has an install section. 每个插件都有安装一节。'),
  ];
  const withSynonyms = new SearchEngine(pages, groups);
  const top = (query: string) => withSynonyms.search(query)[0]?.index;

  it('finds the page that uses another word of the group', () => {
    expect(new SearchEngine(pages).search('appearance')).toEqual([]);
    expect(top('appearance')).toBe(0);
    expect(top('安装')).toBe(1);
  });

  it('replaces whole words only, and keeps the query first', () => {
    expect(synonymVariants('night modes', compileSynonyms(groups))).toEqual(['night modes']);
    const variants = synonymVariants('Night mode toggle', compileSynonyms(groups));
    expect(variants[0]).toBe('Night mode toggle');
    expect(variants.slice(1).sort()).toEqual(['appearance toggle', 'dark mode toggle']);
  });
});

describe('indexing in steps', () => {
  it('ranks the same whether pages were indexed one by one or by the first search', () => {
    const stepped = new SearchEngine(docs);
    let steps = 0;
    while (stepped.indexNext()) steps++;
    expect(steps).toBe(docs.length - 1);
    for (const query of ['deploy', 'sidebr', '部署', 'plugins'])
      expect(stepped.search(query)).toEqual(new SearchEngine(docs).search(query));
  });

  it('searches the words of code blocks without showing them', () => {
    const pages = [doc('A', 'Prose only.'), { ...doc('B', 'Prose only.'), code: 'pluginSitemap' }];
    expect(new SearchEngine(pages).search('pluginSitemap')[0]?.index).toBe(1);
  });
});
