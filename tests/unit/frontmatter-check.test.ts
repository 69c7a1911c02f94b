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

  // Any engine but YAML, and the near-misses Rspress publishes as a rule and a heading.
  it.each([
    [
      '---js',
      '---js\n{ title: "Guide" }\n---\n',
      1,
      /"js" \(---js\); only YAML .*run this block as code/,
    ],
    ['---json', '---json\n{ "title": "Guide" }\n---\n', 1, /"json" \(---json\); only YAML/],
    ['---toml', '---toml\ntitle = "Guide"\n---\n', 1, /"toml" \(---toml\); only YAML/],
    ['---coffee', '---coffee\ntitle: "Guide"\n---\n', 1, /"coffee" \(---coffee\); only YAML/],
    ['a blank first line', '\n---\ntitle: Guide\n---\n', 2, /not at the very start of line 1/],
    ['an indented ---', ' ---\ntitle: Guide\n---\n', 1, /not at the very start of line 1/],
    ['----', '----\ntitle: Guide\n----\n', 1, /starts with ----, which opens no frontmatter/],
  ])('refuses %s at its line', (_, source, line, message) => {
    const [problem] = frontmatterProblems(source);
    expect(problem?.line).toBe(line);
    expect(problem?.message).toMatch(message);
  });

  it('reads values as Rspress does (YAML 1.1): a date or a number where a string goes', () => {
    const source =
      '---\ntitle: 2024-01-01\ndescription: 1:20\ntag: "2024-01-01"\nicon: 0x1F\n---\n';
    expect(frontmatterProblems(source)).toEqual([
      {
        line: 2,
        message:
          'title must be a string; got a date (YAML 1.1 reads 2024-01-01 as one); put the value in quotes',
      },
      {
        line: 3,
        message:
          'description must be a string; got the number 80 (YAML 1.1 reads 1:20 as one); put the value in quotes',
      },
      {
        line: 5,
        message:
          'icon must be a string; got the number 31 (YAML 1.1 reads 0x1F as one); put the value in quotes',
      },
    ]);
  });

  it('refuses anchors, aliases and merge keys, once per line', () => {
    const merge = '---\nbase: &b\n  title: 42\n<<: *b\n---\n';
    expect(frontmatterProblems(merge)).toEqual([
      {
        line: 2,
        message:
          'the anchor &b; write each value where it is used (anchors, aliases and merge keys are refused)',
      },
      {
        line: 4,
        message:
          'a merge key (<<); write the fields themselves (anchors, aliases and merge keys are refused)',
      },
    ]);
    const bomb = '---\na: &a [x, x]\nb: &b [*a, *a]\nc: [*b, *b]\n---\n';
    expect(frontmatterProblems(bomb).map(({ line }) => line)).toEqual([2, 3, 4]);
  });
});
