import { describe, expect, it } from '@rstest/core';
import { frontmatterProblems } from '../../plugins/frontmatterCheck';

describe('frontmatter check', () => {
  it('accepts the fields the default theme reads, with their types', () => {
    const source = [
      '---',
      'title: Guide',
      'pageType: doc-wide',
      'sidebar: placeholder',
      'outline: false',
      "description: 'Text: with a colon'",
      'overviewHeaders: [2, 3]',
      '---',
      '# Guide',
    ].join('\n');
    expect(frontmatterProblems(source)).toEqual([]);
    expect(frontmatterProblems('# No frontmatter\n')).toEqual([]);
  });

  it('reports wrong types with the line of the field', () => {
    const source = '---\ntitle: Guide\noutline: "no"\nsidebar: maybe\ndescription: 42\n---\n';
    expect(frontmatterProblems(source)).toEqual([
      { line: 3, message: 'outline must be true or false; got "no"' },
      { line: 4, message: 'sidebar must be true, false or "placeholder"' },
      { line: 5, message: 'description must be a string; got 42' },
    ]);
  });

  it('reports YAML that does not parse, and frontmatter that is not a mapping', () => {
    expect(frontmatterProblems('---\ntitle: [oops\n---\n')[0]).toMatchObject({ line: 2 });
    expect(frontmatterProblems('---\n- a\n- b\n---\n')).toEqual([
      { line: 2, message: 'frontmatter must be a mapping' },
    ]);
  });

  // Each of these is published by Rspress 2.0.22 as a rule and a heading above the title.
  it.each([
    ['a byte order mark', '\uFEFF---\ntitle: Guide\n---\n# Guide\n', 1, /byte order mark/],
    ['white space after the opening ---', '--- \ntitle: Guide\n---\n# Guide\n', 1, /white space/],
    ['a ... closer', '---\ntitle: Guide\n...\n\n# Guide\n', 3, /closed with \.\.\./],
    ['no closing ---', '---\ntitle: Guide\n\n# Guide\n', 1, /never closed/],
    [
      'a !!js/function tag',
      '---\ntitle: Guide\nrun: !!js/function "() => 1"\n---\n',
      3,
      /Unresolved tag/,
    ],
    ['a NUL byte', '---\ntitle: Guide\ndescription: a\0b\n---\n', 3, /NUL byte/],
  ])('reports %s at its line', (_, source, line, message) => {
    const [problem] = frontmatterProblems(source);
    expect(problem?.line).toBe(line);
    expect(problem?.message).toMatch(message);
  });
});
