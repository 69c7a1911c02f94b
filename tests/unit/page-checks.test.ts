// The checks of one page (plugins/pageChecks): headings and their ids, markup in titles and
// headings, code in MDX, size and nesting, and a first look at author HTML and links, whose exact
// messages are in page-checks-author-html.test.ts and page-checks-references.test.ts.
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { parsePage } from '../../lib/mdast.mjs';
import { PAGE_SOURCE_BUDGET, SEARCH_INDEX_BUDGET } from '../../plugins/budgets';
import { pageProblems } from '../../plugins/pageChecks';
import { htmlProblems } from '../../plugins/pageChecks/authorHtml';
import { headingIdProblems } from '../../plugins/pageChecks/headingIds';
import { type PageHeading, pageHeadings } from '../../plugins/pageChecks/headings';
import { deepestNode, nestingProblems } from '../../plugins/pageChecks/nesting';
import { pageSizeProblems } from '../../plugins/pageChecks/pageSize';
import { indexBudgetError } from '../../plugins/searchIndex';
import { pageProblemLines as lines, pageTree as tree } from '../shared/page-problems';

describe('page checks', () => {
  it('pass a page with the Markdown headings and HTML this site uses', () => {
    const page = [
      '---',
      'title: Guide `config` **strong**',
      '---',
      '# Guide {#guide}',
      '## The `base` *option* ~~old~~ {#base}',
      '## a < b and c > d',
      '<a href="https://example.com" target="_blank" rel="noopener noreferrer">Site</a>',
      '<img src="/logo.svg" alt="Logo" />',
      '[Home](/#guide) and [here](#base)',
    ].join('\n\n');
    expect(lines(page)).toEqual([]);
  });

  it('point at markup in a title and in headings, in MDX and in Markdown', () => {
    expect(lines('---\ntitle: A <img src=x>\n---\n')).toEqual([
      expect.stringMatching(/^2: the title "A <img src=x>" contains HTML/),
    ]);
    expect(lines('# A\n\n## B <span>c</span>\n', 'mdx')).toEqual([
      expect.stringMatching(/^3: a heading contains <span>/),
    ]);
    expect(lines('# A\n\n## B <span>c</span>\n', 'md')).toEqual([
      expect.stringMatching(/^3: a heading contains <span>/),
    ]);
    expect(lines('# A &lt;script&gt;\n')).toEqual([expect.stringMatching(/^1: a heading's text/)]);
  });

  it('skip the title check with the escape hatch', () => {
    process.env.SITE_ALLOW_TITLE_HTML = '1';
    try {
      expect(lines('---\ntitle: A <b>b</b>\n---\n\n## C <b>d</b>\n')).toEqual([]);
    } finally {
      delete process.env.SITE_ALLOW_TITLE_HTML;
    }
  });

  it('point at empty and repeated heading ids', () => {
    expect(lines('# Page\n\n## ✨\n\n## A {#x}\n\n## B {#x}\n\n## Page\n')).toEqual([
      expect.stringMatching(/^3: the heading "✨" gets an empty id/),
      expect.stringMatching(/^7: the heading id "x" is already used on line 5/),
    ]);
  });

  it('point at heading ids a link would have to encode', () => {
    expect(lines('# Page\n\n## A {#a%41}\n\n## B {#b c}\n\n## C {#c?}\n\n## D {#d-e_1}\n')).toEqual(
      [
        '3: the heading id "a%41" holds "%", which a link\'s #fragment must encode; use letters, digits, - and _',
        '5: the heading id "b c" holds " ", which a link\'s #fragment must encode; use letters, digits, - and _',
        '7: the heading id "c?" holds "?", which a link\'s #fragment must encode; use letters, digits, - and _',
      ],
    );
  });

  it('point at each piece of author HTML the CSP blocks', () => {
    const found = lines(
      [
        '<div onClick={() => alert(1)}>x</div>',
        '<embed src="//evil.example/a.swf" />',
        '<a href="javascript:alert(1)">x</a>',
        '<video poster="http://example.com/p.png" />',
        '![x](http://example.com/x.png)',
      ].join('\n\n'),
    );
    expect(found.map((line) => line.split(':')[0])).toEqual(['1', '3', '5', '7', '9']);
    // Raw HTML in a Markdown page, on the line of its tag.
    expect(lines('# A\n\n<p>\nText\n<img src="x" onerror="y">\n</p>\n', 'md')).toEqual([
      expect.stringMatching(/^5: the event handler onerror= on <img>/),
    ]);
  });

  it('parse raw HTML as a browser does: every spelling of each way to run or redirect', () => {
    const page = [
      '# A',
      '<div><script/src="/x.js"></script></div>',
      '<!-- <a title="--><SCRIPT src="/y.js"></SCRIPT>">',
      '<meta http-equiv="refresh" content="0;url=https://evil.example/">',
      '<base href="https://evil.example/">',
      '<iframe srcdoc="<p>x</p>" title="x"></iframe>',
      '<svg><a><animate attributeName="href" to="https://example.com/"/><text>x</text></a></svg>',
      '<a href="java&#9;script:alert(1)">x</a>',
      '<iframe src="data:text/html,hi" title="d"></iframe>',
      '<img src="data:image/png;base64,AAAA" alt="An inline image is fine">',
      '<svg><a xlink:href="javascript:alert(1)"><text>x</text></a></svg>',
    ].join('\n\n');
    expect(lines(page, 'md')).toEqual([
      '3: a <script> in a page is blocked by the CSP',
      '5: a <script> in a page is blocked by the CSP',
      '7: <meta http-equiv="refresh"> acts on the whole page (a refresh redirects even under the CSP)',
      '9: <base> changes where every link and script of the page points',
      '11: <iframe srcdoc> runs HTML of its own; link a page of the site instead',
      "13: <animate> animates a link's href, which can turn it into a script URL",
      '15: a javascript: URL in href= on <a>',
      '17: a data: URL in src= on <iframe> opens as a page of its own',
      '21: a javascript: URL in xlink:href= on <a>',
    ]);
  });

  it('check HTML given to dangerouslySetInnerHTML, and the JSX spellings of attributes', () => {
    const page = [
      "<div dangerouslySetInnerHTML={{ __html: '<img src=x onerror=alert(1)>' }} />",
      '<div dangerouslySetInnerHTML={{ __html: `<p>fine</p>` }} />',
      '<div dangerouslySetInnerHTML={{ __html: html }} />',
      '<meta httpEquiv="refresh" content="0" />',
      '<svg><animate attributeName="xlink:href" values="javascript:alert(1)" /></svg>',
    ].join('\n\n');
    expect(lines(page)).toEqual([
      '1: the event handler onerror= on <img> is blocked by the CSP',
      '5: dangerouslySetInnerHTML on <div> with a computed value cannot be checked; write the HTML as literal text',
      '7: <meta http-equiv="refresh"> acts on the whole page (a refresh redirects even under the CSP)',
      "9: <animate> animates a link's href, which can turn it into a script URL",
      '9: a javascript: URL in values= on <animate>',
    ]);
  });

  it('check an SVG file of the public folder as a document of its own', () => {
    const svg = [
      '<?xml version="1.0"?>',
      '<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink">',
      '<script><![CDATA[alert(1)]]></script>',
      '<a xlink:href="javascript:alert(1)"><text onclick="x()">t</text></a>',
      '</svg>',
    ].join('\n');
    expect(htmlProblems(svg, 1).map(({ line, message }) => `${line}: ${message}`)).toEqual([
      '3: a <script> in a page is blocked by the CSP',
      '4: a javascript: URL in xlink:href= on <a>',
      '4: the event handler onclick= on <text> is blocked by the CSP',
    ]);
  });

  it('refuse MDX that reads process or imports a file outside the repository', () => {
    const process =
      "MDX reads `process` (the build machine's environment); pages must not publish it";
    const page = [
      "import ok from './beside.mdx'",
      "import secret from '/etc/hostname'",
      'export const home = process.env.HOME',
      '# A',
      '{globalThis["process"].env.TOKEN}',
      '<p title={globalThis.process.env.X}>x</p>',
      "{ { process: 'a key, not the variable' }.process2 }",
    ].join('\n\n');
    const roots = { file: '/repo/docs/en/page.mdx', roots: ['/repo'] };
    expect(
      pageProblems(page, 'mdx', roots).map(({ line, message }) => `${line}: ${message}`),
    ).toEqual([
      '3: the import "/etc/hostname" reads a file outside the repository; nothing outside it is published',
      `5: ${process}`,
      `9: ${process}`,
      `11: ${process}`,
    ]);
    expect(
      pageProblems("import key from '../../../home/me/.ssh/id_rsa'\n", 'mdx', roots).map(
        ({ message }) => message,
      ),
    ).toEqual([
      'the import "../../../home/me/.ssh/id_rsa" reads a file outside the repository; nothing outside it is published',
    ]);
  });

  it('report a syntax error at its line, and a page over the budget', () => {
    expect(parsePage('# A\n\ntext\n\n<b c=>x</b>\n', 'mdx')).toMatchObject({ error: { line: 5 } });
    const big = `# Big\n\n${'x'.repeat(PAGE_SOURCE_BUDGET)}\n`;
    expect(lines(big, 'md')).toEqual([expect.stringMatching(/^1: the page is \d+ KB, over the/)]);
  });
});

describe('headings and their ids', () => {
  it('works out the text and id of each top-level heading as Rspress does', () => {
    const page = [
      '# The `base` *option* **b** ~~c~~ [link](/x) ![img](/i.png)',
      '## Same',
      '## Same',
      '## Custom {#my-id}',
      '## Mid {#mid} **bold**',
      '> ## Quoted',
      '### Escaped \\\\{#kept}',
      '## [a *b* `c`](/x) **d `e`**',
      '## Back {#a\\b}',
    ].join('\n\n');
    const found = pageHeadings(tree(page)).map(({ line, text, id, explicit }) => ({
      line,
      text,
      id,
      explicit,
    }));
    expect(found).toEqual([
      {
        line: 1,
        text: 'The `base` *option* **b** ~~c~~ link',
        id: 'the-base-option-b-c-link',
        explicit: false,
      },
      { line: 3, text: 'Same', id: 'same', explicit: false },
      { line: 5, text: 'Same', id: 'same-1', explicit: false },
      { line: 7, text: 'Custom', id: 'my-id', explicit: true },
      { line: 9, text: 'Mid**bold**', id: 'mid', explicit: true },
      { line: 13, text: 'Escaped', id: 'kept', explicit: true },
      { line: 15, text: 'a *b* `c` **d `e`**', id: 'a-b-c-d-e', explicit: false },
      { line: 17, text: 'Back', id: 'a\\b', explicit: true },
    ]);
    // JSX in a heading adds no text of its own.
    expect(pageHeadings(tree('## A <span>b</span>', 'mdx')).map(({ text }) => text)).toEqual(['A']);
  });
});

describe('heading ids', () => {
  const heading = (id: string, line: number, text = 'T') =>
    ({
      id,
      line,
      text,
      explicit: true,
      node: { type: 'heading', depth: 2, children: [] },
    }) as PageHeading;

  it('names each character a link would have to encode', () => {
    const ids = ['a%b', 'a#b', 'a?b', 'a b', 'a\tb', 'a"b', "a'b", 'a<b', 'a>b', 'a\\b', 'a`b'];
    expect(headingIdProblems(ids.map((id, index) => heading(id, index + 1)))).toEqual(
      ids.map((id, index) => ({
        line: index + 1,
        message: `the heading id "${id}" holds ${JSON.stringify(id[1])}, which a link's #fragment must encode; use letters, digits, - and _`,
      })),
    );
    expect(headingIdProblems([heading('a-b_C.9', 1)])).toEqual([]);
  });

  it('reports every empty id, and a repeated id at each repeat with the first line', () => {
    expect(
      headingIdProblems([
        heading('', 2, '✨'),
        heading('', 4, '🎉'),
        heading('x', 6),
        heading('x', 8),
        heading('x', 10),
      ]),
    ).toEqual([
      { line: 2, message: 'the heading "✨" gets an empty id; add one with {#some-id}' },
      { line: 4, message: 'the heading "🎉" gets an empty id; add one with {#some-id}' },
      {
        line: 8,
        message: 'the heading id "x" is already used on line 6; give this heading its own {#id}',
      },
      {
        line: 10,
        message: 'the heading id "x" is already used on line 6; give this heading its own {#id}',
      },
    ]);
  });
});

describe('markup in titles and headings', () => {
  it('reports the first markup of each heading, by its tag name', () => {
    const page = ['# A <b>b</b> <i>i</i>', '## B <!-- c -->', '### C </em>', '#### D'].join('\n\n');
    expect(lines(page, 'md')).toEqual([
      '1: a heading contains <b>; headings are text (inline code, emphasis and strong are fine)',
      '3: a heading contains markup; headings are text (inline code, emphasis and strong are fine)',
      '5: a heading contains <em>; headings are text (inline code, emphasis and strong are fine)',
    ]);
    expect(lines('# The `<b>` tag\n\n## `</i>` and `<!--`\n')).toEqual([]);
    expect(lines('# A <Badge text="x" /> <span>s</span>\n')).toEqual([
      '1: a heading contains <Badge>; headings are text (inline code, emphasis and strong are fine)',
    ]);
  });

  it("quotes a heading's text that reads as a tag, cut at 60 characters", () => {
    const sixty = `&lt;b ${'x'.repeat(57)}`;
    const sixtyOne = `&lt;b ${'x'.repeat(58)}`;
    expect(
      lines(
        `# ${sixty}\n\n# ${sixtyOne}\n\n# a &lt; b\n\n# &lt;!x\n\n# &lt;?x\n\n# &lt;/x\n`,
        'md',
      ),
    ).toEqual([
      `1: a heading's text "<b ${'x'.repeat(57)}" reads as an HTML tag; put it in backticks`,
      `3: a heading's text "<b ${'x'.repeat(54)}..." reads as an HTML tag; put it in backticks`,
      '7: a heading\'s text "<!x" reads as an HTML tag; put it in backticks',
      '9: a heading\'s text "<?x" reads as an HTML tag; put it in backticks',
      '11: a heading\'s text "</x" reads as an HTML tag; put it in backticks',
    ]);
  });

  it('reports a title with markup at the line of its key, or line 1', () => {
    const message = (title: string) =>
      `the title ${JSON.stringify(title)} contains HTML; titles are text (inline code, emphasis and strong are fine)`;
    expect(lines('---\nsubtitle: a\ntitle : <b>x</b>\n---\n\n# Page\n')).toEqual([
      `3: ${message('<b>x</b>')}`,
    ]);
    expect(lines('---\n{ title: "<i>x</i>" }\n---\n\n# Page\n')).toEqual([
      `1: ${message('<i>x</i>')}`,
    ]);
    expect(lines('---\ntitle: a < b\n---\n\n# Page\n')).toEqual([]);
    expect(lines('---\ntitle: 5\n---\n\n# Page\n')).toEqual([]);
    expect(lines('---\ntitle: [<b>]\n---\n\n# Page\n')).toEqual([]);
  });
});

describe('search index budget', () => {
  it('names the language and the largest pages when over, nothing when within', () => {
    const page = (route: string, size: number) => [route, 'T', '', [], 'x'.repeat(size), ''];
    const index = JSON.stringify({ format: 1, pages: [page('/a', 10), page('/big', 600)] });
    expect(indexBudgetError('static/search_index.zh.abc.json', index, 500)).toMatch(
      /language "zh" is \d+ KB, over the \d+ KB budget.*\/big \(1 KB\), \/a/,
    );
    expect(indexBudgetError('static/search_index.zh.abc.json', index, SEARCH_INDEX_BUDGET)).toBe(
      undefined,
    );
  });
});

describe('page size and nesting', () => {
  it('reports a page over the budget in bytes, not characters', () => {
    expect(pageSizeProblems('x'.repeat(200_000))).toEqual([]);
    expect(pageSizeProblems('é'.repeat(100_001))).toEqual([
      {
        line: 1,
        message:
          'the page is 200 KB, over the 200 KB budget of plugins/budgets.ts; split it into several pages',
      },
    ]);
    expect(pageSizeProblems('x'.repeat(260_000))[0].message).toMatch(/^the page is 260 KB,/);
  });

  it('reports nesting over the budget at the deepest line, and nothing else of that page', () => {
    // A text in a paragraph in n block quotes is n + 2 deep.
    const quotes = (n: number) => `# A <b>\n\n${'>'.repeat(n)} deep\n`;
    expect(nestingProblems(tree(quotes(98)))).toEqual([]);
    expect(lines(quotes(99), 'md')).toEqual([
      '3: elements are nested 101 deep, over the 100 budget of plugins/budgets.ts (block quotes, lists or tags inside each other); flatten the structure',
    ]);
    expect(deepestNode(tree('a\n\n> b\n> > c\n'))).toEqual({ depth: 4, line: 4 });
    expect(deepestNode(tree(''))).toEqual({ depth: 0, line: 1 });
    // Of two branches equally deep, the first in the page.
    expect(deepestNode(tree('> a\n>\n> b\n'))).toEqual({ depth: 3, line: 1 });
    expect(nestingProblems(tree(`${quotes(99)}\n${'>'.repeat(99)} again\n`))[0].line).toBe(3);
  });
});

describe('code in MDX', () => {
  const processMessage =
    "MDX reads `process` (the build machine's environment); pages must not publish it";
  const outside = (specifier: string) =>
    `the import "${specifier}" reads a file outside the repository; nothing outside it is published`;
  const roots = { file: '/repo/docs/en/page.mdx', roots: ['/repo', '/docs'] };

  it('checks every kind of import and export from a file', () => {
    const page = [
      "import a from 'file:///etc/passwd'",
      "export * from '/etc/b'",
      "export { c } from '../../../etc/c'",
      'export const d = 1',
      "export const e = import('/etc/e')",
      'export const f = import(name)',
      "import g from 'react'",
      "import h from '/repo/docs/h.mdx'",
      "import i from '/docs/i.mdx'",
      "import j from '../../../repo'",
      "import k from './k.mdx'",
      "import l from '/'",
      "import m from 'file:../../../../../etc/m'",
      'export const n = 1\nexport const o = process.env.O',
    ].join('\n\n');
    expect(lines(page, 'mdx', roots)).toEqual([
      `1: ${outside('file:///etc/passwd')}`,
      `3: ${outside('/etc/b')}`,
      `5: ${outside('../../../etc/c')}`,
      `9: ${outside('/etc/e')}`,
      '11: an import whose path is computed cannot be checked; import a fixed path',
      `23: ${outside('/')}`,
      `25: ${outside('file:../../../../../etc/m')}`,
      // Each statement of an ESM block at its own line.
      "28: MDX reads `process` (the build machine's environment); pages must not publish it",
    ]);
  });

  it('reads only a leading file:// as a URL, and a package name as no file', () => {
    expect(lines("import a from '../../../file://repo/a'\n", 'mdx', roots)).toEqual([
      `1: ${outside('../../../file://repo/a')}`,
    ]);
    const elsewhere = { file: '/elsewhere/page.mdx', roots: ['/repo'] };
    expect(lines("import React from 'react'\n", 'mdx', elsewhere)).toEqual([]);
  });

  it('lets a page checked alone import from the repository', () => {
    const inside = join(process.cwd(), 'lib/files.mjs');
    expect(lines(`import files from '${inside}'\n`, 'mdx')).toEqual([]);
  });

  it('resolves relative imports only when the page file is known', () => {
    expect(lines("import a from '../../../../../../../etc/a'\n", 'mdx')).toEqual([]);
    expect(lines("import a from '/etc/a'\n", 'mdx')).toEqual([`1: ${outside('/etc/a')}`]);
  });

  it('finds process in every place an expression can be, and not in keys', () => {
    const page = [
      'export const a = { process }',
      'export const b = { [process]: 1 }',
      'export class C { process = 1; process2() {} }',
      'export class D { process() {} }',
      "export const e = { 'process': 1, other: globalThis['other'] }",
      '<p {...process.env}>spread</p>',
      '<p title={globalThis["process"]}>value</p>',
      'export const f = x.process',
    ].join('\n\n');
    // The shorthand `{ process }` is a key and a variable: found as the variable, once per node.
    expect(lines(page, 'mdx', roots)).toEqual([
      `1: ${processMessage}`,
      `1: ${processMessage}`,
      `3: ${processMessage}`,
      `11: ${processMessage}`,
      `13: ${processMessage}`,
      `15: ${processMessage}`,
    ]);
  });
});
