import { describe, expect, it } from '@rstest/core';
import { pageSections, sectionHash } from '../../lib/translations/sections.mjs';

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
