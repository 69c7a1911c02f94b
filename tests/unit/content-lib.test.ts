import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { closesFence, codeBlocks, openingFence } from '../../core/fences.mjs';
import { frontmatter } from '../../core/frontmatter.mjs';
import { isMarkdown, markdownFiles, walkFiles } from '../../lib/files.mjs';
import { classifyLines, headings } from '../../lib/lines.mjs';
import { writeTempTree } from '../shared/temp-docs';

const fence = '```';

describe('code fences (CommonMark)', () => {
  const open = (line: string) => {
    const found = openingFence(line);
    if (!found) throw new Error(`not a fence: ${line}`);
    return found;
  };

  it('closes a fence only with the same character, at least as long, and nothing after it', () => {
    const backticks = open('````md title="a.md"');
    expect(closesFence('````', backticks)).toBe(true);
    expect(closesFence('`````  ', backticks)).toBe(true);
    expect(closesFence('```', backticks)).toBe(false);
    expect(closesFence('~~~~', backticks)).toBe(false);
    expect(closesFence('````md', backticks)).toBe(false);
    expect(closesFence('  ````', backticks)).toBe(true);
  });

  it('does not open a backtick fence whose info string holds a backtick', () => {
    expect(openingFence('``` a ` b')).toBeUndefined();
    expect(openingFence('~~~ a ` b')).toMatchObject({ marker: '~~~', info: 'a ` b' });
    expect(openingFence('``')).toBeUndefined();
  });

  it('reads blocks with language, meta and first code line, nested fences kept as code', () => {
    const source = [
      '---',
      'title: Page',
      '---',
      `${fence}\`md title="page.md"`,
      fence,
      'inner',
      fence,
      `${fence}\``,
      '',
      `  ${fence}tsx`,
      '  <div />',
      `  ${fence}`,
      '~~~',
      'never closed',
    ].join('\n');
    expect(codeBlocks(source)).toEqual([
      { lang: 'md', meta: 'title="page.md"', code: [fence, 'inner', fence].join('\n'), line: 5 },
      { lang: 'tsx', meta: '', code: '<div />', line: 11 },
      { lang: '', meta: '', code: 'never closed', line: 14 },
    ]);
  });
});

describe('frontmatter', () => {
  it('finds the YAML block at the top and its length in lines', () => {
    expect(frontmatter('---\ntitle: A\nlayout: doc\n---\n# A\n')).toEqual({
      yaml: 'title: A\nlayout: doc',
      lineCount: 4,
    });
    expect(frontmatter('---\n---\n# Empty\n')).toEqual({ yaml: '', lineCount: 2 });
    expect(frontmatter('# No frontmatter\n\n---\n')).toBeUndefined();
    expect(frontmatter('---\ntitle: x---\nstill yaml\n---\n')?.lineCount).toBe(4);
  });
});

describe('lines and headings', () => {
  const source = [
    '---',
    '# a YAML comment, not a heading',
    '---',
    '# Title',
    '## Install {#install}',
    fence,
    '## not a heading inside code',
    fence,
    '### Options',
  ].join('\n');

  it('tells frontmatter, code and text apart', () => {
    expect(classifyLines(source).map(({ kind }) => kind)).toEqual([
      'frontmatter',
      'frontmatter',
      'frontmatter',
      'text',
      'text',
      'code',
      'code',
      'code',
      'text',
    ]);
  });

  it('reads headings outside frontmatter and code, with their explicit ids', () => {
    expect(headings(source)).toEqual([
      { level: 1, text: 'Title', id: null, line: 4 },
      { level: 2, text: 'Install', id: 'install', line: 5 },
      { level: 3, text: 'Options', id: null, line: 9 },
    ]);
  });
});

describe('walking the docs', () => {
  it('lists files sorted, relative to the folder or in full, skipping the folders asked', () => {
    const dir = writeTempTree('walk', {
      'b.mdx': '',
      'a/c.md': '',
      'a/_meta.json': '[]',
      'fragments/f.mdx': '',
      'public/logo.svg': '',
    });
    const markdown = ['a/c.md', 'b.mdx', 'fragments/f.mdx'];
    expect(walkFiles(dir, isMarkdown)).toEqual(markdown);
    expect(markdownFiles(dir)).toEqual(markdown.map((file) => join(dir, file)));
    const pages = walkFiles(dir, isMarkdown, (folder) => folder === 'fragments');
    expect(pages).toEqual(['a/c.md', 'b.mdx']);
    expect(walkFiles(join(dir, 'a'), (name) => name === '_meta.json')).toEqual(['_meta.json']);
  });
});
