import type { PageIndexInfo } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { type CompactIndex, compactIndexName } from '../../core/search/compactIndex';
import { compactIndex, compactPage, fencedCode } from '../../plugins/searchIndex';

const markdown = [
  'import { Tabs } from "@rspress/core/theme";',
  '',
  '## Install {#install}',
  '',
  'Run this:',
  '',
  '```bash title="terminal"',
  'npm install @rspress/core',
  '```',
  '',
  '- In a list:',
  '  ```ts',
  "  import { defineConfig } from '@rspress/core';",
  '  export default defineConfig({ searchCodeBlocks: true });',
  '  ```',
  '',
  '## After {#after}',
  '',
  'Done.',
].join('\n');

// The theme's index entry for that page: code blocks in the text, headings with offsets.
const content = [
  'Install',
  'Run this:',
  'npm install @rspress/core',
  'In a list:\nexport default defineConfig({ searchCodeBlocks: true });',
  'After',
  'Done.',
].join('\n\n');
const page = {
  routePath: '/guide/x',
  title: 'X',
  description: 'About X',
  content,
  toc: [
    { id: 'install', text: 'Install', depth: 2, charIndex: content.indexOf('Install') },
    { id: 'after', text: 'After', depth: 2, charIndex: content.indexOf('After') },
  ],
} as PageIndexInfo;

describe('compact search index', () => {
  it('reads fenced code as Rspress indexes it: markers and import lines gone, indent removed', () => {
    expect(fencedCode(markdown)).toEqual([
      'npm install @rspress/core',
      'export default defineConfig({ searchCodeBlocks: true });',
    ]);
  });

  it('keeps the prose, moves code out as the words it adds, and keeps heading offsets right', () => {
    const [route, title, description, headings, prose, code] = compactPage(
      page,
      fencedCode(markdown),
    );
    expect([route, title, description]).toEqual(['/guide/x', 'X', 'About X']);
    expect(prose).not.toContain('npm install');
    expect(prose).not.toContain('defineConfig');
    expect(prose).toContain('In a list:');
    for (const [text, , , at] of headings) expect(prose.slice(at, at + text.length)).toBe(text);
    // Words of the code that the prose lacks; "Install" is in the prose, so "install" is not kept.
    expect(code.split(' ')).toEqual(
      expect.arrayContaining(['defineConfig', 'npm', 'rspress', 'searchCodeBlocks']),
    );
    expect(code.split(' ')).not.toContain('install');
  });

  it('keeps titles and headings as the text the reader sees, without inline Markdown marks', () => {
    const prose = 'The sidebar: _meta.json\n\nA file per folder.\n\nOld and new\n\nText.';
    const [, title, , headings] = compactPage(
      {
        ...page,
        title: 'The `ssg` option',
        content: prose,
        toc: [
          { id: 'sidebar', text: 'The sidebar: `_meta.json`', depth: 2, charIndex: 0 },
          { id: 'old', text: '**Old** and ~~new~~ *or* `**x**`', depth: 3, charIndex: 37 },
        ],
      } as PageIndexInfo,
      [],
    );
    expect(title).toBe('The ssg option');
    expect(headings.map(([text]) => text)).toEqual([
      'The sidebar: _meta.json',
      'Old and new or **x**',
    ]);
  });

  it('leaves text it cannot find as prose, and keeps pages smaller than the theme index', () => {
    const [, , , , prose] = compactPage(page, ['not in the page']);
    expect(prose).toBe(content);
    const themeIndex = JSON.stringify([page]);
    const compact = JSON.parse(
      compactIndex(themeIndex, new Map([['/guide/x', fencedCode(markdown)]])),
    ) as CompactIndex;
    expect(compact.format).toBe(3);
    expect(JSON.stringify(compact.pages).length).toBeLessThan(themeIndex.length);
  });

  it('carries the index of the words of the pages as the browser would make it', () => {
    const compact = JSON.parse(compactIndex(JSON.stringify([page]), new Map())) as CompactIndex;
    // Title, headings, description, prose; stemmed ("this" stays), camelCase parts kept too.
    expect(compact.words.split(' ')).toEqual([
      'x',
      'install',
      'after',
      'about',
      'run',
      'this',
      'npm',
      'rspress',
      'core',
      'in',
      'a',
      'list',
      'export',
      'default',
      'defineconfig',
      'define',
      'config',
      'searchcodeblock',
      'search',
      'code',
      'block',
      'true',
      'done',
    ]);
  });

  it('names the compact file after the theme file and the format', () => {
    expect(compactIndexName('search_index.zh.abc123.json')).toBe('search_index.zh.abc123.c3.json');
  });
});
