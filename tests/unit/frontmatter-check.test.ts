// The frontmatter check (plugins/frontmatterCheck.ts): the fields Rspress reads and their types,
// each problem's exact message and line, malformed blocks and other engines, and the plugin's one
// report over the Markdown routes.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  frontmatterProblems,
  malformedBlockProblems,
  pluginFrontmatterCheck,
} from '../../plugins/frontmatterCheck';

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

const page = (...lines: string[]) => ['---', ...lines, '---', '# Page', ''].join('\n');

describe('the messages of the frontmatter check', () => {
  it('names every page type when pageType is wrong', () => {
    expect(frontmatterProblems(page('title: A', 'pageType: docs'))).toEqual([
      {
        line: 3,
        message: 'pageType must be one of home, doc, doc-wide, custom, 404, blank; got "docs"',
      },
    ]);
  });

  it('accepts each page type, true and false for sidebar, and every boolean field', () => {
    // Quoted: an unquoted 404 is a number in YAML, which Rspress does not take for the type.
    for (const type of ['home', 'doc', 'doc-wide', 'custom', '404', 'blank'])
      expect(frontmatterProblems(page(`pageType: '${type}'`))).toEqual([]);
    expect(frontmatterProblems(page('sidebar: true'))).toEqual([]);
    expect(frontmatterProblems(page('sidebar: false'))).toEqual([]);
    for (const field of ['overview', 'navbar', 'outline', 'footer', 'lineNumbers', 'search'])
      expect(frontmatterProblems(page(`${field}: true`))).toEqual([]);
  });

  it('checks each boolean and string field by its name', () => {
    for (const field of ['overview', 'navbar', 'outline', 'footer', 'lineNumbers', 'search'])
      expect(frontmatterProblems(page(`${field}: 1`))).toEqual([
        { line: 2, message: `${field} must be true or false; got 1` },
      ]);
    for (const field of ['title', 'description', 'titleSuffix', 'icon', 'tag', 'context'])
      expect(frontmatterProblems(page(`${field}: true`))).toEqual([
        { line: 2, message: `${field} must be a string; got true` },
      ]);
  });

  it('leaves fields it does not know alone, whatever their value', () => {
    // `head` is known since issue 47 (its entries are held to an allow-list); `extra` is not.
    expect(frontmatterProblems(page('custom: 1', 'extra: [a]', '? [complex]', ': key'))).toEqual(
      [],
    );
  });

  it('reports a YAML error with its first line only, at the file line', () => {
    const [problem, ...rest] = frontmatterProblems('---\ntitle: A\nlist: [oops\n---\n');
    expect(rest).toEqual([]);
    expect(problem.line).toBe(3);
    expect(problem.message.startsWith('invalid YAML: ')).toBe(true);
    expect(problem.message).not.toContain('\n');
  });

  it('accepts an empty block', () => {
    expect(frontmatterProblems('---\n---\n# Page\n')).toEqual([]);
    expect(frontmatterProblems('---\n# only a comment\n---\n# Page\n')).toEqual([]);
  });
});

describe('malformed blocks', () => {
  it('gives the exact message and the line of each', () => {
    expect(malformedBlockProblems('# A\n\nb\0')).toEqual([
      {
        line: 3,
        message: 'a NUL byte (U+0000); the file is binary or was saved with the wrong encoding',
      },
    ]);
    expect(malformedBlockProblems('\uFEFF# A\n')).toEqual([
      { line: 1, message: 'the file starts with a byte order mark; save it as UTF-8 without BOM' },
    ]);
    expect(malformedBlockProblems('---\t\ntitle: A\n---\n')).toEqual([
      { line: 1, message: 'white space after the opening ---; the line must be --- alone' },
    ]);
    expect(malformedBlockProblems('---\ntitle: A\n...\n')).toEqual([
      { line: 3, message: 'frontmatter closed with ...; close it with ---' },
    ]);
    expect(malformedBlockProblems('---\ntitle: A\n')).toEqual([
      { line: 1, message: 'frontmatter opened with --- is never closed with ---' },
    ]);
  });

  it('reads the opening line exactly: --- and white space, nothing else', () => {
    expect(malformedBlockProblems('---  \ntitle: A\n---\n')).toEqual([
      { line: 1, message: 'white space after the opening ---; the line must be --- alone' },
    ]);
    for (const first of ['a--- ', '--- title', '--\r-'])
      expect(malformedBlockProblems(`${first}\ntitle: A\n`), first).toEqual([]);
  });

  it('finds a ... closer in a file with Windows line ends', () => {
    expect(malformedBlockProblems('---\r\ntitle: A\r\n...\r\n')).toEqual([
      { line: 3, message: 'frontmatter closed with ...; close it with ---' },
    ]);
  });

  it('reads Windows line ends as well-formed, and a page without a block as fine', () => {
    expect(malformedBlockProblems('---\r\ntitle: A\r\n---\r\n# A\r\n')).toEqual([]);
    expect(malformedBlockProblems('# A\n\n---\n')).toEqual([]);
  });

  it('reads a rule of four dashes on the first line as a near-miss of the opening ---', () => {
    expect(malformedBlockProblems('----\ntitle: A\n').map(({ line }) => line)).toEqual([1]);
  });
});

describe('the exact messages of each refusal', () => {
  const notYaml = (engine: string) =>
    `frontmatter in "${engine}" (---${engine}); only YAML frontmatter is accepted, opened with --- alone`;
  const runs = ' (Rspress would run this block as code during the build)';

  it('names the engine without the white space around it, and says only js is run', () => {
    expect(malformedBlockProblems('---js  \n({ title: "A" })\n---\n')).toEqual([
      { line: 1, message: `${notYaml('js')}${runs}` },
    ]);
    expect(malformedBlockProblems('---JavaScript\n({ title: "A" })\n---\n')).toEqual([
      { line: 1, message: `${notYaml('JavaScript')}${runs}` },
    ]);
    for (const engine of ['json', 'cjs', 'jsx'])
      expect(malformedBlockProblems(`---${engine}\ntitle: A\n---\n`)).toEqual([
        { line: 1, message: notYaml(engine) },
      ]);
  });

  // gray-matter trims the engine name and runs `---js\r` as code: the check must see it too.
  it('refuses a ---js line that ends with a stray carriage return', () => {
    expect(frontmatterProblems('---js\r\r\n({ title: "A" })\r\r\n---\r\r\n')).toEqual([
      { line: 1, message: `${notYaml('js')}${runs}` },
    ]);
  });

  it('reads dashes and engines only at the start of the first line', () => {
    for (const source of ['a---js\n', 'a----\n', '# A ---- B\n', '\nText --- more\n', '\n- item\n'])
      expect(malformedBlockProblems(source), source).toEqual([]);
  });

  it('quotes a rule of four dashes without its trailing white space', () => {
    expect(malformedBlockProblems('---- \ntitle: A\n')).toEqual([
      {
        line: 1,
        message:
          'the page starts with ----, which opens no frontmatter (Rspress publishes the block as a rule and a heading); open frontmatter with exactly ---',
      },
    ]);
  });

  it('skips lines of white space only to find a --- that is not at the start', () => {
    expect(malformedBlockProblems('  \n---\ntitle: A\n---\n')).toEqual([
      {
        line: 2,
        message:
          'a --- that is not at the very start of line 1 opens no frontmatter (Rspress publishes the block as a rule and a heading); remove the blank lines or spaces before it',
      },
    ]);
  });

  it('writes a null or a plain number where a string goes as it is', () => {
    expect(frontmatterProblems(page('title: ~', 'description: 42'))).toEqual([
      { line: 2, message: 'title must be a string; got null' },
      { line: 3, message: 'description must be a string; got 42' },
    ]);
  });

  it('reads a field written as an explicit key without a value as null', () => {
    expect(frontmatterProblems(page('? title'))).toEqual([
      { line: 2, message: 'title must be a string; got null' },
    ]);
  });

  it('gives the first line of a YAML error, without the position or the source excerpt', () => {
    expect(frontmatterProblems('---\ntitle: A\nlist: [oops\n---\n')).toEqual([
      {
        line: 3,
        message:
          'invalid YAML: Flow sequence in block collection must be sufficiently indented and end with a ]',
      },
    ]);
  });

  it('names each anchor and alias at its line, nested ones included', () => {
    const refused = ' (anchors, aliases and merge keys are refused)';
    expect(frontmatterProblems(page('a: &a x', 'b: *a'))).toEqual([
      { line: 2, message: `the anchor &a; write each value where it is used${refused}` },
      { line: 3, message: `the alias *a; write the value itself${refused}` },
    ]);
    expect(frontmatterProblems(page('list:', '  - &a x'))).toEqual([
      { line: 3, message: `the anchor &a; write each value where it is used${refused}` },
    ]);
  });

  it("reports what Rspress's reader refuses and yaml accepts, at the file line", () => {
    // A key 1 and a key "1" differ for yaml; js-yaml reads both as "1".
    expect(frontmatterProblems(page('title: A', '1: a', '"1": b'))).toEqual([
      {
        line: 4,
        message: "invalid YAML for Rspress's reader: duplicated mapping key at line 4, column 1:",
      },
    ]);
  });

  // js-yaml reads the key [title] as title: Rspress would get a date for the title.
  it('checks a field whose key is written as a sequence, as Rspress reads it', () => {
    expect(frontmatterProblems(page('? [title]', ': 2024-01-01'))).toEqual([
      {
        line: 2,
        message:
          'title must be a string; got a date (YAML 1.1 reads 2024-01-01 as one); put the value in quotes',
      },
    ]);
    expect(frontmatterProblems(page('? [pageType, x]', ': doc'))).toEqual([]);
    expect(frontmatterProblems(page('? { title: 1 }', ': 2024-01-01'))).toEqual([]);
  });
});

describe('the plugin', () => {
  it('throws one report naming each Markdown file and line, and skips other routes', () => {
    const dir = mkdtempSync(join(tmpdir(), 'frontmatter-check-'));
    try {
      const bad = join(dir, 'bad.md');
      const good = join(dir, 'good.mdx');
      const other = join(dir, 'page.md.tsx');
      writeFileSync(bad, page('title: A', 'outline: yes', 'pageType: wide'));
      writeFileSync(good, page('title: B'));
      // A component route with frontmatter-like text is not Markdown and is not read.
      writeFileSync(other, page('outline: 3'));
      const plugin = pluginFrontmatterCheck();
      expect(plugin.name).toBe('frontmatter-check');
      const check = (paths: string[]) =>
        (plugin.routeGenerated as (routes: { absolutePath: string }[]) => void)(
          paths.map((absolutePath) => ({ absolutePath })),
        );
      expect(() => check([good, other])).not.toThrow();
      const file = relative(process.cwd(), bad);
      expect(() => check([good, bad, other])).toThrow(
        [
          'Bad frontmatter:',
          `  ${file}:3: outline must be true or false; got "yes"`,
          `  ${file}:4: pageType must be one of home, doc, doc-wide, custom, 404, blank; got "wide"`,
        ].join('\n'),
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
