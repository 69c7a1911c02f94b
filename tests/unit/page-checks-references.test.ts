// Links, anchors and images between pages (plugins/pageChecks/references.ts), resolved as Rspress
// resolves them, each dead one reported at its line with what was missing.
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { parsePage } from '../../lib/mdast.mjs';
import { referenceProblems, routeKey, type Site } from '../../plugins/pageChecks/references';
import { pageTree as tree } from '../shared/page-problems';
import { writeTempTree } from '../shared/temp-docs';

describe('links, anchors and images between pages', () => {
  const page = (routePath: string, absolutePath: string, lang: string, anchors: string[]) => ({
    routePath,
    absolutePath,
    lang,
    anchors: new Set(anchors),
  });
  const en = page('/guide/a', '/docs/en/guide/a.md', 'en', ['intro']);
  const zh = page('/zh/guide/a', '/docs/zh/guide/a.md', 'zh', ['intro']);
  const zhB = page('/zh/guide/b', '/docs/zh/guide/b.md', 'zh', ['setup']);
  const site = { root: '/docs', defaultLang: 'en', pages: [en, zh, zhB] };
  const problems = (source: string, from = zh) => {
    const parsed = parsePage(source, 'md');
    if ('error' in parsed) throw new Error(parsed.error.message);
    return referenceProblems(parsed.tree, from, site).map(
      ({ line, message }) => `${line}: ${message}`,
    );
  };

  it('resolve as Rspress does: the page language added, relative files, .md and .html', () => {
    const links = [
      '[a](/guide/b#setup)',
      '[b](./b.md#setup)',
      '[c](b#setup)',
      '[d](/zh/guide/a.html#intro)',
      '[e](#intro)',
      '[f](/guide/a#intro)',
      '[g](https://example.com/#x)',
    ];
    expect(problems(links.join('\n\n'))).toEqual([]);
    // From an English page, the same absolute link names the English page, which has no b.
    expect(problems('[a](/guide/b#setup)', en)).toEqual([
      expect.stringMatching(/^1: dead link \/guide\/b#setup/),
    ]);
  });

  it('report each dead anchor and image at its line', () => {
    expect(problems('[a](./b.md#nowhere)\n\n![x](./missing.png)\n')).toEqual([
      expect.stringMatching(
        /^1: dead anchor \.\/b\.md#nowhere \(no heading id "nowhere" on \/zh\/guide\/b\)/,
      ),
      expect.stringMatching(/^3: dead image \.\/missing\.png/),
    ]);
  });
});

describe('every form of link, anchor and image, on a site with files', () => {
  const target = (
    routePath: string,
    absolutePath: string,
    lang: string,
    anchors: string[] = [],
  ) => ({
    routePath,
    absolutePath,
    lang,
    anchors: new Set(anchors),
  });
  const docs = writeTempTree('references', {
    'public/logo.png': 'png',
    'zh/guide/pic.png': 'png',
  });
  const home = target('/', join(docs, 'index.md'), 'en', ['top']);
  const enA = target('/guide/a', join(docs, 'guide/a.md'), 'en', ['intro']);
  const zhA = target('/zh/guide/a', join(docs, 'zh/guide/a.md'), 'zh', ['intro', '中文']);
  const zhB = target('/zh/guide/b', join(docs, 'zh/guide/b.mdx'), 'zh', ['setup']);
  const zhDir = target('/zh/guide/dir/', join(docs, 'zh/guide/dir/index.md'), 'zh');
  const zhDir2 = target('/zh/guide/dir2/', join(docs, 'zh/guide/dir2/index.mdx'), 'zh');
  const zhPlain = target('/zh/guide/plain', join(docs, 'zh/guide/plain'), 'zh');
  const zhHome = target('/zh/', join(docs, 'zh/index.md'), 'zh');
  const site: Site = {
    root: docs,
    defaultLang: 'en',
    pages: [home, enA, zhA, zhB, zhDir, zhDir2, zhPlain, zhHome],
  };
  const problems = (source: string, from = zhA, format: 'md' | 'mdx' = 'md') =>
    referenceProblems(tree(source, format), from, site).map(
      ({ line, message }) => `${line}: ${message}`,
    );

  it('resolves every form of link a page may use', () => {
    const links = [
      '[a](./b)',
      '[b](b.mdx#setup)',
      '[c](./dir)',
      '[d](dir2/)',
      '[e](./plain)',
      '[f](/guide/a.md?x=1#intro)',
      '[g](/zh/guide/index.html)',
      '[h](/zh)',
      '[i](#%E4%B8%AD%E6%96%87)',
      '[j](?tab=1#intro)',
      '[k](mailto:someone@example.com)',
      '[l](//example.com/x)',
      '[m](/guide/b/)',
      '[n]: ./b#setup',
      '[o](/zh/guide/a#intro)',
      '![p](./pic.png?v=1#x)',
      '![q](/logo.png)',
      '![r](data:image/png;base64,AAAA)',
      '![s](https://example.com/s.png)',
      '![t]()',
    ];
    expect(problems(links.join('\n\n'))).toEqual([
      '13: dead link /zh/guide/index.html (no page at /zh/guide/index.html)',
    ]);
    expect(problems('[a](/)\n\n[b](/guide/a#intro)\n\n[c](/zh/guide/b)\n', home)).toEqual([]);
    expect(problems('[a](/%E4%zz)\n', home)).toEqual(['1: dead link /%E4%zz (no page at /%E4%zz)']);
  });

  it('reports dead links, anchors and images with what was missing', () => {
    const page = [
      '[a](./missing)',
      '[b](/guide/b#x)',
      '[c](#nowhere)',
      '[d](./b.mdx#%zz)',
      '![e](./none.png)',
      '![f](/none.png?x)',
      '<img src="./gone.png" />',
      '<img src={"./computed.png"} />',
      '<video src="./ignored.mp4" />',
      '<img src="DATA:image/png,x" />',
      '<img src=" data:image/png,x" />',
      '<img src="  data:image/png,x" />',
      '<img src="https://example.com/x.png" />',
      '<img alt="no source" />',
      'Inline <img src="./inline.png" /> image',
      '[u](sub/dead:u)',
      '![v](./data:v.png)',
      '[w]: ./nowhere',
    ].join('\n\n');
    expect(problems(page, zhA, 'mdx')).toEqual([
      '1: dead link ./missing (no page at ./missing)',
      '3: dead anchor /guide/b#x (no heading id "x" on /zh/guide/b)',
      '5: dead anchor #nowhere (no heading id "nowhere" on /zh/guide/a)',
      '7: dead anchor ./b.mdx#%zz (no heading id "%zz" on /zh/guide/b)',
      `9: dead image ./none.png (no file ${join(docs, 'zh/guide/none.png')})`,
      `11: dead image /none.png?x (no file ${join(docs, 'public/none.png')})`,
      `13: dead image ./gone.png (no file ${join(docs, 'zh/guide/gone.png')})`,
      `29: dead image ./inline.png (no file ${join(docs, 'zh/guide/inline.png')})`,
      // A colon after a slash is part of a path, not a scheme.
      '31: dead link sub/dead:u (no page at sub/dead:u)',
      `33: dead image ./data:v.png (no file ${join(docs, 'zh/guide/data:v.png')})`,
      '35: dead link ./nowhere (no page at ./nowhere)',
    ]);
  });

  it('compares routes without extension, index or trailing slash', () => {
    expect(routeKey('/guide/a.html')).toBe('/guide/a');
    expect(routeKey('/guide/a.mdx')).toBe('/guide/a');
    expect(routeKey('/guide/index')).toBe('/guide');
    expect(routeKey('/guide/index.md')).toBe('/guide');
    expect(routeKey('/guide/reindex')).toBe('/guide/reindex');
    expect(routeKey('/guide/indexes')).toBe('/guide/indexes');
    expect(routeKey('/guide/a.htmlx')).toBe('/guide/a.htmlx');
    expect(routeKey('/guide//')).toBe('/guide');
    expect(routeKey('index')).toBe('/');
    expect(routeKey('/%E4%B8%AD')).toBe('/中');
    expect(routeKey('/%zz/')).toBe('/%zz');
  });
});
