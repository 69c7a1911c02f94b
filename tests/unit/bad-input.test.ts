// A page with bad input must fail this site's build with a message naming the file, and leave no
// pages in the output folder. Each case builds a two-language fixture with the real site config.
import { existsSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { buildFixtureSite } from '../shared/fixture-site';
import { repoRoot } from '../shared/site-files';

/** Builds a two-page site plus `badPage` as docs/en/<name>; `extra` adds files (path → text). */
function buildFixture(badPage: string, name = 'bad.mdx', extra: Record<string, string> = {}) {
  return buildFixtureSite({
    'docs/en/index.md': '# Home\n\nWelcome.\n',
    'docs/zh/index.md': '# 首页\n\n欢迎。\n',
    [`docs/en/${name}`]: badPage,
    [`docs/zh/${name}`]: '# 页面\n\n正文。\n',
    ...extra,
  });
}

/** Builds with `badPage`: the build must fail, publish no page, and log every message given. */
function expectRejected(badPage: string, ...messages: (RegExp | string)[]) {
  expectFixtureRejected(buildFixture(badPage), messages);
}

function expectFixtureRejected(
  { status, log, pages }: ReturnType<typeof buildFixture>,
  messages: (RegExp | string)[],
) {
  expect(status).not.toBe(0);
  for (const message of messages) expect(log).toMatch(message);
  expect(pages).toEqual([]);
}

describe('bad input fails the build clearly', { timeout: 120_000 }, () => {
  it('builds the fixture when every page is fine (the control case)', () => {
    const { status, pages } = buildFixture('# Fine\n\nA normal page.\n');
    expect(status).toBe(0);
    expect(pages.length).toBeGreaterThan(3);
  });

  it('broken frontmatter: names the file and line', () => {
    expectRejected(
      '---\ntitle: Fine\ndescription: [unclosed\n---\n\n# Page\n',
      /docs\/en\/bad\.mdx:3: invalid YAML/,
    );
  });

  it('a misspelt frontmatter value: names the field', () => {
    expectRejected(
      '---\npageType: hoem\n---\n\n# Page\n',
      /docs\/en\/bad\.mdx:2: pageType must be one of .*got "hoem"/,
    );
  });

  it('malformed MDX: names the file, the line and the unclosed tag', () => {
    expectRejected(
      '# Page\n\n<div>\n\nnever closed\n',
      /docs\/en\/bad\.mdx:3: MDX syntax error at 3:1: Expected a closing tag for `<div>`/,
    );
  });
});

/** A fixture page of tests/fixtures/hostile. */
const fixture = (name: string) =>
  readFileSync(join(repoRoot, 'tests', 'fixtures', 'hostile', name), 'utf8');

describe('hostile input fails the build at its line', { timeout: 180_000 }, () => {
  it('markup in a frontmatter title', () => {
    expectRejected(fixture('title-html.mdx'), /docs\/en\/bad\.mdx:2: the title .*contains HTML/);
  });

  it('markup in headings: an escaped tag and a JSX element', () => {
    expectFixtureRejected(buildFixture(fixture('heading-html.md'), 'bad.md'), [
      /docs\/en\/bad\.md:5: a heading's text .*reads as an HTML tag/,
      /docs\/en\/bad\.md:9: a heading contains <b>/,
    ]);
  });

  const fine = '---\ntitle: Fine\n---\n\n# Page\n';
  it.each([
    ['a byte order mark', `\uFEFF${fine}`, 1, 'byte order mark'],
    ['white space after the opening ---', fine.replace('---\n', '--- \n'), 1, 'white space'],
    ['a ... closer', fine.replace('\n---\n', '\n...\n'), 3, 'closed with ...'],
    ['no closing ---', fine.replace('\n---\n', '\n\n'), 1, 'never closed'],
    ['an unknown tag', fine.replace('Fine', '!!js/function "() => 1"'), 2, 'Unresolved tag'],
    ['a NUL byte', fine.replace('Fine', 'Fi\0ne'), 2, 'NUL byte'],
  ])('malformed frontmatter: %s', (_, page, line, message) => {
    expectRejected(page, `docs/en/bad.mdx:${line}: `, message);
  });

  it('a page over the size budget names the page', () => {
    const paragraph = 'Words of a pasted dump, repeated far beyond any page of this site.\n\n';
    expectRejected(
      `# Dump\n\n${paragraph.repeat(3500)}`,
      /docs\/en\/bad\.mdx:1: the page is \d+ KB, over the \d+ KB budget/,
    );
  });

  it('a search index over its budget names the language and its largest pages', () => {
    // Six pages within the page budget whose text together is over the index budget.
    const pages = Object.fromEntries(
      Array.from({ length: 6 }, (_, n) => [
        [
          `docs/en/big-${n}.md`,
          `# Big ${n}\n\n${`Page ${n} paragraph with several distinct words.\n\n`.repeat(3800)}`,
        ],
        [`docs/zh/big-${n}.md`, `# 大页面 ${n}\n\n正文。\n`],
      ]).flat(),
    );
    const result = buildFixture('# Fine\n', 'bad.mdx', pages);
    expectFixtureRejected(result, [
      /search index of language "en" is \d+ KB, over the \d+ KB budget/,
      '/big-',
    ]);
  });

  it('author HTML the CSP would block, each at its line', () => {
    expectRejected(
      fixture('author-html.mdx'),
      /bad\.mdx:3: a <script>/,
      /bad\.mdx:5: <iframe> loads another host/,
      /bad\.mdx:7: an http: resource in src=/,
      /bad\.mdx:9: <a target="_blank"> needs rel/,
      /bad\.mdx:11: a javascript: URL/,
      /bad\.mdx:13: the event handler onClick=/,
    );
  });

  it('an empty and a duplicate heading id', () => {
    expectFixtureRejected(buildFixture(fixture('heading-ids.md'), 'bad.md'), [
      /bad\.md:3: the heading "🎉" gets an empty id/,
      /bad\.md:9: the heading id "install" is already used on line 7/,
    ]);
  });

  it('an MDX syntax error on line 44 is reported at line 44', () => {
    expectRejected(fixture('mdx-syntax.mdx'), /docs\/en\/bad\.mdx:44: MDX syntax error at 44:\d+/);
  });

  it('dead links, anchors and images, all in one build, each at its line', () => {
    expectRejected(
      fixture('dead-references.mdx'),
      /bad\.mdx:3: dead link \/guide\/nowhere/,
      /bad\.mdx:5: dead anchor \/#no-such-section/,
      /bad\.mdx:7: dead image \/diagrams\/missing\.svg/,
    );
  });
});

describe('hostile input, round two: each case in one build per check', { timeout: 240_000 }, () => {
  it('frontmatter that is not YAML data fails at its line, and ---js never runs', () => {
    const marker = join(tmpdir(), `frontmatter-js-ran-${process.pid}-${Date.now()}`);
    const run = `process.getBuiltinModule('fs').writeFileSync(${JSON.stringify(marker)}, 'ran')`;
    const body = '\n# Page\n\nText.\n';
    const result = buildFixtureSite({
      'docs/en/index.md': '# Home\n\nWelcome.\n',
      'docs/zh/index.md': '# 首页\n\n欢迎。\n',
      'docs/en/js.md': `---js\n{ title: (${run}, 'Ran') }\n---\n${body}`,
      'docs/en/json.md': `---json\n{ "title": "JSON" }\n---\n${body}`,
      'docs/en/toml.md': `---toml\ntitle = "TOML"\n---\n${body}`,
      'docs/en/coffee.md': `---coffee\ntitle: 'Coffee'\n---\n${body}`,
      'docs/en/blank.md': `\n---\ntitle: Blank\n---\n${body}`,
      'docs/en/dashes.md': `----\ntitle: Dashes\n----\n${body}`,
      'docs/en/indented.md': ` ---\ntitle: Indented\n---\n${body}`,
      'docs/en/date.md': `---\ntitle: 2024-01-01\n---\n${body}`,
      'docs/zh/date.md': `---\ntitle: 1:20\n---\n${body}`,
      'docs/en/merge.md': `---\nbase: &b\n  title: 42\n<<: *b\n---\n${body}`,
    });
    expectFixtureRejected(result, [
      'docs/en/js.md:1: frontmatter in "js" (---js); only YAML',
      'docs/en/json.md:1: frontmatter in "json"',
      'docs/en/toml.md:1: frontmatter in "toml"',
      'docs/en/coffee.md:1: frontmatter in "coffee"',
      'docs/en/blank.md:2: a --- that is not at the very start of line 1',
      'docs/en/dashes.md:1: the page starts with ----',
      'docs/en/indented.md:1: a --- that is not at the very start of line 1',
      'docs/en/date.md:2: title must be a string; got a date',
      'docs/zh/date.md:2: title must be a string; got the number 80',
      'docs/en/merge.md:2: the anchor &b',
      'docs/en/merge.md:4: a merge key (<<)',
    ]);
    expect(existsSync(marker), 'the ---js block was never evaluated').toBe(false);
  });

  it('names, heading ids, author HTML and MDX code fail at their line, in both languages', () => {
    const result = buildFixtureSite({
      'docs/en/index.md': '# Home\n\nWelcome.\n',
      'docs/zh/index.md': '# 首页\n\n欢迎。\n',
      'docs/en/Bad Name.md': '# Bad name\n',
      'docs/zh/a#b.md': '# 坏名字\n',
      'docs/en/ids.md': '# Ids\n\n## Percent {#a%41}\n',
      'docs/zh/ids.md': '# 标识\n\n## 百分号 {#b%}\n',
      'docs/en/html.md': [
        '# HTML',
        '<div><script/src="/x.js"></script></div>',
        '<!-- <a title="--><script src="/y.js"></script>">',
        '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
        '<base href="https://evil.example/">',
        '<iframe srcdoc="<p>x</p>" title="x"></iframe>',
        '<svg><a><animate attributeName="href" to="javascript:alert(1)"/><text>x</text></a></svg>',
      ].join('\n\n'),
      'docs/zh/html.md':
        '# HTML\n\n<meta http-equiv="refresh" content="0;url=https://evil.example/">\n',
      'docs/en/code.mdx': [
        "import secret from '/etc/hostname'",
        '# Code',
        '{process.env.HOME}',
        "<div dangerouslySetInnerHTML={{ __html: '<img src=x onerror=alert(1)>' }} />",
      ].join('\n\n'),
      'docs/zh/code.mdx': '# 代码\n\n{process.env.HOME}\n',
    });
    const rule = 'has characters outside [a-z0-9._-]';
    expectFixtureRejected(result, [
      `docs/en/Bad Name.md:1: the name "Bad Name.md" ${rule}`,
      `docs/zh/a#b.md:1: the name "a#b.md" ${rule}`,
      'docs/en/ids.md:3: the heading id "a%41" holds "%"',
      'docs/zh/ids.md:3: the heading id "b%" holds "%"',
      'docs/en/html.md:3: a <script>',
      'docs/en/html.md:5: a <script>',
      'docs/en/html.md:7: <meta http-equiv="refresh">',
      'docs/en/html.md:9: <base>',
      'docs/en/html.md:11: <iframe srcdoc>',
      "docs/en/html.md:13: <animate> animates a link's href",
      'docs/zh/html.md:3: <meta http-equiv="refresh">',
      'docs/en/code.mdx:1: the import "/etc/hostname" reads a file outside the repository',
      'docs/en/code.mdx:5: MDX reads `process`',
      'docs/en/code.mdx:7: the event handler onerror= on <img>',
      'docs/zh/code.mdx:3: MDX reads `process`',
    ]);
  });
});
