// A page's translation sections (lib/translations/sections.mjs): where each section ends, the
// normalised text its hash is made of, and the page names of a language's folder.
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  normaliseSection,
  pageFile,
  pageNames,
  pageSections,
  sectionHash,
} from '../../lib/translations/sections.mjs';
import { writeTempTree } from '../shared/temp-docs';

const fence = '```';
const section = [
  '## Install {#install}',
  '',
  'Run the command below **once**, in the folder of your project, and keep `snake_case` names.',
  '',
  `${fence}bash`,
  'npm add -D @rspress/core',
  fence,
  '',
  '- one',
  '- two',
  '',
  '| Name | Type |',
  '| --- | --- |',
  '| a | b |',
].join('\n');

const changed = (from: string, to: string) => sectionHash(section.replace(from, to));

describe('translation sections', () => {
  it('splits a page at its `##` headings, skipping frontmatter and code', () => {
    const page = [
      '---',
      '## title: not a heading',
      '---',
      '# Title',
      'Intro.',
      '## One {#one}',
      `${fence}md`,
      '## not a heading in code',
      fence,
      '### Sub {#sub}',
      '## Two',
    ].join('\n');
    expect(pageSections(page)).toEqual([
      { id: 'one', line: 6, text: page.split('\n').slice(5, 10).join('\n') },
      { id: null, line: 11, text: '## Two' },
    ]);
  });

  it('keeps the hash through whitespace and line wrapping', () => {
    const rewrapped = section
      .replace('once**, in the folder', 'once**,\nin the   folder')
      .replace('- two', '- two   ')
      .replace('## Install', '##   Install');
    expect(sectionHash(rewrapped)).toBe(sectionHash(section));
    expect(sectionHash(`\n\n${section}\n\n\n`)).toBe(sectionHash(section));
  });

  it('keeps the hash through emphasis, list bullets and table padding', () => {
    expect(changed('**once**', 'once')).toBe(sectionHash(section));
    expect(changed('**once**', '_once_')).toBe(sectionHash(section));
    expect(changed('**once**', '***once***')).toBe(sectionHash(section));
    expect(changed('- one\n- two', '* one\n+ two')).toBe(sectionHash(section));
    expect(changed('| --- | --- |', '| ------ | ----- |')).toBe(sectionHash(section));
  });

  it('changes the hash when the text, a name in code or the code changes', () => {
    const original = sectionHash(section);
    expect(changed('once', 'twice')).not.toBe(original);
    expect(changed('`snake_case`', '`snakecase`')).not.toBe(original);
    expect(changed('npm add -D', 'pnpm add -D')).not.toBe(original);
    expect(changed('{#install}', '{#setup}')).not.toBe(original);
    expect(changed('| a | b |', '| a | c |')).not.toBe(original);
  });

  it('reads emphasis markers inside code as code', () => {
    const withCode = (code: string) => sectionHash(`## A {#a}\n\n${fence}ts\n${code}\n${fence}`);
    expect(withCode('const glob = "**/*.md";')).not.toBe(withCode('const glob = "/.md";'));
    const inline = (code: string) => sectionHash(`## A {#a}\n\nUse \`${code}\`.`);
    expect(inline('**/*.md')).not.toBe(inline('/.md'));
  });
});

describe('normalised section text', () => {
  it('drops emphasis markers around words, keeps them inside words and when escaped', () => {
    expect(normaliseSection('Some **bold**, _em_ and ***both*** text.')).toBe(
      'Some bold, em and both text.',
    );
    expect(normaliseSection('snake_case, a * b, 2*3 and \\*literal\\*')).toBe(
      'snake_case, a * b, 2*3 and \\*literal\\*',
    );
  });

  it('reads words of any script and digits as words, and code spans of any length as code', () => {
    expect(normaliseSection('a**b and a__b')).toBe('a**b and a__b');
    expect(normaliseSection('**2** and *é* and _1_')).toBe('2 and é and 1');
    expect(normaliseSection('`a` *b* `c`')).toBe('`a` b `c`');
    expect(normaliseSection('``a ` *b*`` *c*')).toBe('``a ` *b*`` c');
    expect(normaliseSection('|---|\n| :---: |\na----b')).toBe('|---| | :---: | a----b');
  });

  it('writes every list bullet as a dash and every table rule as three dashes', () => {
    expect(normaliseSection('* one\n+ two\n  - three')).toBe('- one - two - three');
    expect(normaliseSection('| a | b |\n| ------ | :----: |')).toBe('| a | b | | --- | :---: |');
    // A line of dashes inside prose is not a table rule unless it is made only of rule characters.
    expect(normaliseSection('x ------ y')).toBe('x ------ y');
  });

  it('keeps inline code and code blocks as written, whitespace aside', () => {
    expect(normaliseSection('Use `**/*.md` and `a  _b_`, **then** stop.')).toBe(
      'Use `**/*.md` and `a _b_`, then stop.',
    );
    expect(
      normaliseSection(`Before **x**.\n${fence}js\nconst a = **b**;\n${fence}\nAfter _y_.`),
    ).toBe(`Before x. ${fence}js const a = **b**; ${fence} After y.`);
    expect(normaliseSection('  \n a \t\n\n b  \n')).toBe('a b');
  });

  it('ends a code span only at a run of as many backticks as opened it', () => {
    expect(normaliseSection('``a *b* c``')).toBe('``a *b* c``');
  });

  it('reads a bullet only at the start of a line, after any indentation', () => {
    expect(normaliseSection('  + b')).toBe('- b');
    expect(normaliseSection('x- y')).toBe('x- y');
  });

  it('reads a table rule only when the whole line is made of rule characters', () => {
    expect(normaliseSection('x ------')).toBe('x ------');
    expect(normaliseSection('------ y')).toBe('------ y');
  });

  it('keeps tilde code blocks as written, each block in its place', () => {
    expect(normaliseSection('~~~\nconst a = **b**;\n~~~')).toBe('~~~ const a = **b**; ~~~');
    expect(normaliseSection('*A*\n~~~\nB\n~~~\n*C*\n~~~\nD\n~~~')).toBe('A ~~~ B ~~~ C ~~~ D ~~~');
  });

  it('reads the lines of a paragraph together, so a code span may cross a line break', () => {
    expect(normaliseSection('`a\n*b*`')).toBe('`a *b*`');
  });
});

describe('page sections', () => {
  it('ends each section at the next `##` heading, the last at the end of the page', () => {
    const page = '# T\r\n## A {#a}\r\nOne.\r\n### Sub\r\n## B\r\nTwo.\r\n';
    expect(pageSections(page)).toEqual([
      { id: 'a', line: 2, text: '## A {#a}\nOne.\n### Sub' },
      { id: null, line: 5, text: '## B\nTwo.\n' },
    ]);
    expect(pageSections('# Only a title')).toEqual([]);
  });

  it('names pages without extension, leaving out fragments and other files', () => {
    const dir = writeTempTree('translation-pages', {
      'a.mdx': '',
      'b.md': '',
      'c.txt': '',
      'sub/d.mdx': '',
      'fragments/e.mdx': '',
      'sub/fragments/f.md': '',
    });
    expect(pageNames(dir)).toEqual(['a', 'b', 'sub/d']);
    expect(pageFile(dir, 'a')).toBe(join(dir, 'a.mdx'));
    expect(pageFile(dir, 'b')).toBe(join(dir, 'b.md'));
    expect(pageFile(dir, 'c')).toBeUndefined();
  });

  it('strips the extension of the file only, not of a folder named like one', () => {
    const dir = writeTempTree('translation-folder-ext', { 'v1.md/page.mdx': '' });
    expect(pageNames(dir)).toEqual(['v1.md/page']);
  });

  it('prefers the .mdx file when a page has both', () => {
    const dir = writeTempTree('translation-both', { 'a.md': '', 'a.mdx': '' });
    expect(pageFile(dir, 'a')).toBe(join(dir, 'a.mdx'));
  });
});
