import { describe, expect, it } from '@rstest/core';
import { parsePage } from '../../lib/mdast.mjs';
import { PAGE_SOURCE_BUDGET, SEARCH_INDEX_BUDGET } from '../../plugins/budgets';
import { pageProblems } from '../../plugins/pageChecks';
import { htmlProblems } from '../../plugins/pageChecks/authorHtml';
import { referenceProblems } from '../../plugins/pageChecks/references';
import { indexBudgetError } from '../../plugins/searchIndex';

const lines = (source: string, format: 'md' | 'mdx' = 'mdx') =>
  pageProblems(source, format).map(({ line, message }) => `${line}: ${message}`);

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
