// Cases found by mutation testing (npm run test:mutation -- page-checks): the exact finding, line
// and message of each page check, and the report the plugin builds over a site's files.
import { mkdirSync, realpathSync, symlinkSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { parsePage } from '../../lib/mdast.mjs';
import { pageProblems, pluginPageChecks, siteReport } from '../../plugins/pageChecks';
import { elementProblems, htmlProblems } from '../../plugins/pageChecks/authorHtml';
import { dataImageProblems } from '../../plugins/pageChecks/dataImages';
import { docsFileProblems, safeAddress } from '../../plugins/pageChecks/files';
import { headingIdProblems } from '../../plugins/pageChecks/headingIds';
import { type PageHeading, pageHeadings } from '../../plugins/pageChecks/headings';
import { htmlBudgetError, htmlOverBudget, htmlRoute } from '../../plugins/pageChecks/htmlSize';
import { i18nFileProblems, i18nTextProblems } from '../../plugins/pageChecks/i18nTexts';
import { configNavProblems, navFileProblems } from '../../plugins/pageChecks/navMatch';
import { deepestNode, nestingProblems } from '../../plugins/pageChecks/nesting';
import { pageSizeProblems } from '../../plugins/pageChecks/pageSize';
import { referenceProblems, routeKey, type Site } from '../../plugins/pageChecks/references';
import { writeTempTree } from '../shared/temp-docs';

/** The findings of a page as `line: message`. */
const lines = (
  source: string,
  format: 'md' | 'mdx' = 'mdx',
  code?: Parameters<typeof pageProblems>[2],
) => pageProblems(source, format, code).map(({ line, message }) => `${line}: ${message}`);

const tree = (source: string, format: 'md' | 'mdx' = 'md') => {
  const parsed = parsePage(source, format);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return parsed.tree;
};

/** The messages elementProblems gives one element, at line 7. */
const element = (name: string, attributes: Record<string, string>) =>
  elementProblems({ name, attributes: new Map(Object.entries(attributes)), line: 7 }).map(
    ({ line, message }) => `${line}: ${message}`,
  );

describe('author HTML, element by element', () => {
  it('finds an http: resource in each resource attribute, and only there', () => {
    for (const attribute of ['src', 'srcset', 'poster', 'data', 'action', 'formaction'])
      expect(element('x-el', { [attribute]: 'http://example.com/a' })).toEqual([
        `7: an http: resource in ${attribute}= on <x-el>; use https:`,
      ]);
    expect(element('img', { srcset: 'a.png 1x, http://example.com/b.png 2x' })).toEqual([
      '7: an http: resource in srcset= on <img>; use https:',
    ]);
    expect(element('img', { srcset: 'a.png 1x,http://example.com/b.png 2x' })).toEqual([
      '7: an http: resource in srcset= on <img>; use https:',
    ]);
    expect(element('img', { src: 'HTTP://example.com/a.png' })).toEqual([
      '7: an http: resource in src= on <img>; use https:',
    ]);
    expect(element('img', { src: 'https://example.com/http://x' })).toEqual([]);
    expect(element('img', { src: '/go?to=xhttp://example.com' })).toEqual([]);
    expect(element('a', { href: 'http://example.com/' })).toEqual([]);
  });

  it('finds a frame from another host on each frame element, through src or data', () => {
    for (const tag of ['iframe', 'frame', 'embed'])
      expect(element(tag, { src: ' https://evil.example/x ' })).toEqual([
        `7: <${tag}> loads another host (https://evil.example/x); the CSP allows frames from this site only`,
      ]);
    expect(element('object', { data: '//evil.example/x' })).toEqual([
      '7: <object> loads another host (//evil.example/x); the CSP allows frames from this site only',
    ]);
    expect(element('IFRAME', { src: 'HTTPS://evil.example/' })).toEqual([
      '7: <IFRAME> loads another host (HTTPS://evil.example/); the CSP allows frames from this site only',
    ]);
    expect(element('iframe', { src: 'web3://evil.example/' })).toEqual([
      '7: <iframe> loads another host (web3://evil.example/); the CSP allows frames from this site only',
    ]);
    expect(element('iframe', { src: '/guide/page' })).toEqual([]);
    expect(element('iframe', { src: 'guide//page' })).toEqual([]);
    expect(element('img', { src: 'https://example.com/a.png' })).toEqual([]);
    expect(element('iframe', {})).toEqual([]);
  });

  it('finds a data: URL where it opens as a page, for each element and attribute', () => {
    const pairs = [
      ['a', 'href'],
      ['a', 'xlink:href'],
      ['area', 'href'],
      ['iframe', 'src'],
      ['frame', 'src'],
      ['embed', 'src'],
      ['object', 'data'],
      ['form', 'action'],
      ['button', 'formaction'],
      ['input', 'formaction'],
    ];
    for (const [tag, attribute] of pairs)
      expect(element(tag, { [attribute]: 'data:text/html,x' })).toContain(
        `7: a data: URL in ${attribute}= on <${tag}> opens as a page of its own`,
      );
    expect(element('A', { HREF: 'DATA:text/html,x' })).toEqual([
      '7: a data: URL in HREF= on <A> opens as a page of its own',
    ]);
    expect(element('img', { src: 'data:image/png;base64,AAAA' })).toEqual([]);
    expect(element('a', { title: 'data:text/html,x' })).toEqual([]);
    expect(element('x-el', { href: 'data:text/html,x' })).toEqual([]);
  });

  it('reads a URL scheme as a browser does', () => {
    for (const href of [
      'javascript:alert(1)',
      'JavaScript:alert(1)',
      'vbscript:msgbox(1)',
      ' \u0001javascript:alert(1)',
      '\u0020javascript:alert(1)',
      'java\tscript:alert(1)',
      'java\nscript:alert(1)',
      'java\rscript:alert(1)',
      'javascript:void:0',
    ])
      expect(element('a', { href })).toEqual(['7: a javascript: URL in href= on <a>']);
    expect(element('a', { href: '!javascript:alert(1)' })).toEqual([]);
    expect(element('a', { href: 'javascript' })).toEqual([]);
    expect(element('a', { href: 'my-javascript:x' })).toEqual([]);
    expect(element('a', { href: '/go?to=javascript:alert(1)' })).toEqual([]);
    expect(element('a', { href: '' })).toEqual([]);
  });

  it('finds each handler and names it as written', () => {
    expect(element('p', { onClick: 'x()', contenteditable: 'true', 'data-on': 'x' })).toEqual([
      '7: the event handler onClick= on <p> is blocked by the CSP',
    ]);
  });

  it('finds script, meta http-equiv, base and srcdoc, whatever their case', () => {
    expect(element('SCRIPT', {})).toEqual(['7: a <script> in a page is blocked by the CSP']);
    expect(element('Meta', { 'HTTP-EQUIV': 'refresh' })).toEqual([
      '7: <meta http-equiv="refresh"> acts on the whole page (a refresh redirects even under the CSP)',
    ]);
    expect(element('meta', { charset: 'utf-8' })).toEqual([]);
    expect(element('div', { 'http-equiv': 'refresh' })).toEqual([]);
    expect(element('meta', { 'http-equiv': '' })).toEqual([
      '7: <meta http-equiv=""> acts on the whole page (a refresh redirects even under the CSP)',
    ]);
    expect(element('BASE', {})).toEqual([
      '7: <base> changes where every link and script of the page points',
    ]);
    expect(element('Frame', { srcdoc: '' })).toEqual([
      '7: <Frame srcdoc> runs HTML of its own; link a page of the site instead',
    ]);
    expect(element('iframe', { SrcDoc: '<p>x</p>' })).toEqual([
      '7: <iframe srcdoc> runs HTML of its own; link a page of the site instead',
    ]);
    expect(element('div', { srcdoc: '<p>x</p>' })).toEqual([]);
    expect(element('x-script', {})).toEqual([]);
  });

  it('finds each SVG animation of a link, and no other animation', () => {
    for (const tag of ['animate', 'set', 'animateMotion', 'animateTransform'])
      expect(element(tag, { attributeName: ' href ' })).toEqual([
        `7: <${tag}> animates a link's href, which can turn it into a script URL`,
      ]);
    expect(element('set', { attributename: 'XLINK:HREF' })).toEqual([
      "7: <set> animates a link's href, which can turn it into a script URL",
    ]);
    expect(element('animate', { attributeName: 'fill' })).toEqual([]);
    expect(element('animate', { attributeName: 'hrefs' })).toEqual([]);
    expect(element('animate', { attributeName: 'my-href' })).toEqual([]);
    expect(element('animate', {})).toEqual([]);
    expect(element('a', { attributeName: 'href' })).toEqual([]);
  });

  it('asks for rel on target="_blank" only', () => {
    const needsRel = '7: <a target="_blank"> needs rel="noopener noreferrer"';
    expect(element('a', { target: '_blank' })).toEqual([needsRel]);
    expect(element('a', { target: '_BLANK', rel: 'nofollow' })).toEqual([needsRel]);
    expect(element('a', { target: '_blank', rel: 'NOOPENER' })).toEqual([]);
    expect(element('a', { target: '_blank', rel: 'noreferrer' })).toEqual([]);
    expect(element('a', { target: '_self' })).toEqual([]);
  });
});

describe('author HTML in a page', () => {
  it('reads HTML at its line, template contents included', () => {
    expect(htmlProblems('<p>\n\n<template><script></script></template></p>', 5)).toEqual([
      { line: 7, message: 'a <script> in a page is blocked by the CSP' },
    ]);
    expect(htmlProblems('<svg><a xlink:href="javascript:x()"></a></svg>', 2)).toEqual([
      { line: 2, message: 'a javascript: URL in xlink:href= on <a>' },
    ]);
  });

  it('checks JSX attributes: quoted expressions, bare attributes, JSX names', () => {
    const page = [
      "<a href={'javascript:alert(1)'}>a</a>",
      '<a href={"javascript:alert(2)"}>b</a>',
      '<a href={`javascript:alert(3)`}>c</a>',
      '<iframe srcdoc title="t" />',
      '<svg><a xlinkHref="javascript:alert(4)">d</a></svg>',
      '<form acceptCharset="javascript:x">e</form>',
      '<a href={ "https://example.com/" } target="_blank" rel="noopener">f</a>',
      '<>fragment</>',
      '<div {...{ onClick: 1 }}>spread</div>',
      '<a href={  "javascript:alert(5)"  }>g</a>',
      '<a href={"javascript:alert(\'a b\')"}>h</a>',
      '<meta httpEquiv />',
    ].join('\n\n');
    expect(lines(page)).toEqual([
      '1: a javascript: URL in href= on <a>',
      '3: a javascript: URL in href= on <a>',
      '5: a javascript: URL in href= on <a>',
      '7: <iframe srcdoc> runs HTML of its own; link a page of the site instead',
      '9: a javascript: URL in xlink:href= on <a>',
      '11: a javascript: URL in accept-charset= on <form>',
      '19: a javascript: URL in href= on <a>',
      '21: a javascript: URL in href= on <a>',
      '23: <meta http-equiv=""> acts on the whole page (a refresh redirects even under the CSP)',
    ]);
  });

  it('checks each string of an expression attribute as the value it may be or begin', () => {
    const page = [
      "<a href={'javascript:alert(1)' + x}>a</a>",
      "<img src={a, 'http://example.com/i.png'} />",
      `<a href={\`javascript:\${x}\`}>b</a>`,
      "<a href={x ? '/a' : 'javascript:void 0'}>c</a>",
      "<iframe title={'t'} src={'/x' + 'https://evil.example/'} />",
      "<a href={base + '/guide/'} target={'_blank'} rel={'noopener'}>safe</a>",
      // No string in the expression: checked as '' (a JSX element is no text).
      '<meta httpEquiv={x} />',
      '<a href={<>javascript:alert(2)</>}>d</a>',
      // A part of a tagged template with an invalid escape has no text.
      '<meta httpEquiv={String.raw`\\u`} />',
      // A plain value is checked as written: quotes in it make it a relative URL.
      '<a href="\'javascript:alert(3)\'">e</a>',
      // Each message once, however many values; an element without attributes is checked too.
      "<script src={'/a.js' + '/b.js'} />",
      '<base />',
    ].join('\n\n');
    expect(lines(page)).toEqual([
      '1: a javascript: URL in href= on <a>',
      '3: an http: resource in src= on <img>; use https:',
      '5: a javascript: URL in href= on <a>',
      '7: a javascript: URL in href= on <a>',
      '9: <iframe> loads another host (https://evil.example/); the CSP allows frames from this site only',
      '13: <meta http-equiv=""> acts on the whole page (a refresh redirects even under the CSP)',
      '17: <meta http-equiv=""> acts on the whole page (a refresh redirects even under the CSP)',
      '21: a <script> in a page is blocked by the CSP',
      '23: <base> changes where every link and script of the page points',
    ]);
  });

  it('reports an unsafe string inside an expression at its file and line, as a plain value', () => {
    const project = writeTempTree('expression-values', {
      'docs/guide/x.mdx': [
        '# X',
        '<a href="javascript:alert(1)">plain</a>',
        "<a href={'javascript:alert(1)' + x}>sum</a>",
        '<img src="http://example.com/i.png" />',
        "<img src={a, 'http://example.com/i.png'} />",
        "<a href={base + '/guide/'}>safe</a>",
      ].join('\n\n'),
    });
    const absolutePath = join(project, 'docs/guide/x.mdx');
    const route: RouteMeta = {
      routePath: '/guide/x',
      pureRoutePath: '/guide/x',
      absolutePath,
      relativePath: 'guide/x.mdx',
      pageName: 'guide/x.mdx',
      lang: 'en',
      version: '',
    };
    const at = relative(process.cwd(), absolutePath);
    expect(siteReport([route])).toEqual([
      `${at}:3: a javascript: URL in href= on <a>`,
      `${at}:5: a javascript: URL in href= on <a>`,
      `${at}:7: an http: resource in src= on <img>; use https:`,
      `${at}:9: an http: resource in src= on <img>; use https:`,
    ]);
  });

  it('checks the literal HTML of dangerouslySetInnerHTML and refuses any other value', () => {
    const computed = (line: number) =>
      `${line}: dangerouslySetInnerHTML on <div> with a computed value cannot be checked; write the HTML as literal text`;
    const page = [
      "<div dangerouslySetInnerHTML={{ __html: '<p>fine</p>' /* a comment */ }} />",
      '<div dangerouslySetInnerHTML="<script></script>" />',
      // An expression inside the template literal: the HTML is not known.
      `<div dangerouslySetInnerHTML={{ __html: \`<p>\${x}</p>\` }} />`,
      '<div dangerouslySetInnerHTML={{ __html: 5 }} />',
      "<div dangerouslySetInnerHTML={{ __html: '<b>a</b>' + '<script></script>' }} />",
      '<div dangerouslySetInnerHTML={{ __html: `<base href="/">` }} />',
      '<div dangerouslySetInnerHTML />',
    ].join('\n\n');
    expect(lines(page)).toEqual([
      computed(3),
      computed(5),
      computed(9),
      '11: <base> changes where every link and script of the page points',
      computed(13),
    ]);
  });

  it('finds javascript: URLs in links, images and definitions, and http: in images only', () => {
    const page = [
      '[a](javascript:alert(1))',
      '![b](JAVASCRIPT:alert(2))',
      '[c]: javascript:alert(3)',
      '![d](http://example.com/d.png)',
      '[e](http://example.com/)',
      '![f](https://example.com/f.png)',
    ].join('\n\n');
    expect(lines(page, 'md')).toEqual([
      '1: a javascript: URL (javascript:alert(1))',
      '3: a javascript: URL (JAVASCRIPT:alert(2))',
      '5: a javascript: URL (javascript:alert(3))',
      '7: an http: image (http://example.com/d.png); use https:',
    ]);
  });
});

describe('data: images', () => {
  it('finds data: images and the definitions images use, at their lines', () => {
    const message =
      'an image with a data: URL address, which Rspress cannot bundle (the build fails without naming the line); save the image as a file beside the page or in docs/public and link that';
    const page = [
      '# A',
      '![a](DATA:image/png;base64,AAAA)',
      '![b][pic]',
      '[link][doc]',
      '[pic]: data:image/png;base64,BBBB',
      '[doc]: data:text/plain,x',
      '![c](./data:x.png)',
    ].join('\n\n');
    expect(dataImageProblems(tree(page))).toEqual([
      { line: 3, message },
      { line: 9, message },
    ]);
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

describe('activeMatch patterns', () => {
  const invalid = (pattern: string, error: string) =>
    `activeMatch ${JSON.stringify(pattern)} is not a valid regular expression (${error}); Rspress builds a RegExp from it`;

  it('reads each pattern of a navigation file as JSON, at its line', () => {
    const text = [
      '[',
      '  { "text": "A", "activeMatch": "^/guide/" },',
      '  { "text": "B",',
      '    "activeMatch" :  "a\\"(" },',
      '  { "activeMatch": "[" }',
      ']',
    ].join('\n');
    expect(navFileProblems(text)).toEqual([
      { line: 4, message: invalid('a"(', 'Invalid regular expression: /a"(/: Unterminated group') },
      {
        line: 5,
        message: invalid('[', 'Invalid regular expression: /[/: Unterminated character class'),
      },
    ]);
  });

  it('names the key path of each invalid pattern of the configuration', () => {
    const nav = [
      { text: 'A', items: [{ activeMatch: '(' }, { activeMatch: '^/ok/' }] },
      { activeMatch: 1 },
    ];
    expect(configNavProblems(nav, 'themeConfig.nav')).toEqual([
      {
        where: 'themeConfig.nav[0].items[0].activeMatch',
        message: invalid('(', 'Invalid regular expression: /(/: Unterminated group'),
      },
    ]);
    expect(
      configNavProblems({ '/zh/': [{ activeMatch: { nested: { activeMatch: '?' } } }] }, 's'),
    ).toEqual([
      {
        where: 's./zh/[0].activeMatch.nested.activeMatch',
        message: invalid('?', 'Invalid regular expression: /?/: Nothing to repeat'),
      },
    ]);
    expect(configNavProblems([{ text: '(', link: '/(' }], 'x')).toEqual([]);
    expect(configNavProblems(null, 'x')).toEqual([]);
    expect(configNavProblems('(', 'x')).toEqual([]);
  });
});

describe('the texts of every language', () => {
  it('names the missing languages of each key at its line', () => {
    const text = [
      '{',
      '  "a": { "en": "A", "zh": "甲" },',
      '  "b": { "en": "B", "zh": " " },',
      '  "c": "not an object",',
      '  "d" : { "en": 1 },',
      '  "e": null',
      '}',
    ].join('\n');
    const missing = (key: string, langs: string) =>
      `the key "${key}" has no ${langs} text; every key needs a text in every language (en, zh), or Rspress shows the English one`;
    expect(i18nTextProblems(text, ['en', 'zh'])).toEqual([
      { line: 3, message: missing('b', 'zh') },
      { line: 4, message: missing('c', 'en, zh') },
      { line: 1, message: missing('d', 'en, zh') },
      { line: 6, message: missing('e', 'en, zh') },
    ]);
  });

  it('refuses a file that is not an object of keys, at line 1', () => {
    const shape = 'must be an object of keys, each { "<lang>": "text" }';
    for (const text of ['[]', 'null', '"text"', '5'])
      expect(i18nTextProblems(text, ['en'])).toEqual([{ line: 1, message: shape }]);
    const [problem, ...rest] = i18nTextProblems('{ "a": }', ['en']);
    expect(rest).toEqual([]);
    expect(problem.line).toBe(1);
    expect(problem.message.startsWith('not valid JSON: ')).toBe(true);
    expect(problem.message).not.toContain('SyntaxError');
    expect(i18nTextProblems('{}', ['en'])).toEqual([]);
  });

  it('reads the file, and finds nothing when there is none', () => {
    const dir = writeTempTree('i18n-texts', { 'i18n.json': '{\n  "k": { "en": "K" }\n}\n' });
    expect(i18nFileProblems(join(dir, 'i18n.json'), ['en', 'fr'])).toEqual([
      {
        line: 2,
        message:
          'the key "k" has no fr text; every key needs a text in every language (en, fr), or Rspress shows the English one',
      },
    ]);
    expect(i18nFileProblems(join(dir, 'missing.json'), ['en'])).toEqual([]);
  });
});

describe('the HTML budget', () => {
  it('counts a page at the budget as within, and finds the source with or without a slash', () => {
    const out = writeTempTree('html-budget-edge', {
      'at.html': 'x'.repeat(1000),
      'over/index.html': 'x'.repeat(1001),
      'no-source.html': 'x'.repeat(1600),
      'page.htm': 'x'.repeat(5000),
    });
    const found = htmlOverBudget(out, new Map([['/over', '/repo/docs/over.md']]), 1000);
    expect(found).toEqual([
      { html: join(out, 'no-source.html'), bytes: 1600, source: undefined },
      { html: join(out, 'over/index.html'), bytes: 1001, source: '/repo/docs/over.md' },
    ]);
    expect(htmlBudgetError(found, 1000)).toBe(
      [
        'Pages over the HTML budget:',
        `  the page's HTML (${relative(process.cwd(), join(out, 'no-source.html'))}) is 2 KB, over the 1 KB budget of plugins/budgets.ts; split the page or cut what repeats`,
        `  ${relative(process.cwd(), '/repo/docs/over.md')}:1: the page's HTML (${relative(process.cwd(), join(out, 'over/index.html'))}) is 1 KB, over the 1 KB budget of plugins/budgets.ts; split the page or cut what repeats`,
      ].join('\n'),
    );
    expect(htmlBudgetError([])).toBeUndefined();
  });

  it('lists the largest page first, whatever the order of the files', () => {
    const out = writeTempTree('html-budget-order', {
      'a.html': 'x'.repeat(1100),
      'b.html': 'x'.repeat(1500),
      'c.html': 'x'.repeat(1200),
    });
    expect(htmlOverBudget(out, new Map(), 1000).map(({ bytes }) => bytes)).toEqual([
      1500, 1200, 1100,
    ]);
  });

  it('maps Windows paths and names ending in index to routes', () => {
    expect(htmlRoute('zh\\guide\\index.html')).toBe('/zh/guide/');
    expect(htmlRoute('guide/reindex.html')).toBe('/guide/reindex');
    expect(htmlRoute('index.html.html')).toBe('/index.html');
    expect(htmlRoute('v1.html.old.html')).toBe('/v1.html.old');
  });
});

describe('links, anchors and images', () => {
  const target = (
    routePath: string,
    absolutePath: string,
    lang: string,
    anchors: string[] = [],
  ) => ({
    routePath,
    absolutePath,
    lang,
    anchors: new Set(anchors),
  });
  const docs = writeTempTree('references', {
    'public/logo.png': 'png',
    'zh/guide/pic.png': 'png',
  });
  const home = target('/', join(docs, 'index.md'), 'en', ['top']);
  const enA = target('/guide/a', join(docs, 'guide/a.md'), 'en', ['intro']);
  const zhA = target('/zh/guide/a', join(docs, 'zh/guide/a.md'), 'zh', ['intro', '中文']);
  const zhB = target('/zh/guide/b', join(docs, 'zh/guide/b.mdx'), 'zh', ['setup']);
  const zhDir = target('/zh/guide/dir/', join(docs, 'zh/guide/dir/index.md'), 'zh');
  const zhDir2 = target('/zh/guide/dir2/', join(docs, 'zh/guide/dir2/index.mdx'), 'zh');
  const zhPlain = target('/zh/guide/plain', join(docs, 'zh/guide/plain'), 'zh');
  const zhHome = target('/zh/', join(docs, 'zh/index.md'), 'zh');
  const site: Site = {
    root: docs,
    defaultLang: 'en',
    pages: [home, enA, zhA, zhB, zhDir, zhDir2, zhPlain, zhHome],
  };
  const problems = (source: string, from = zhA, format: 'md' | 'mdx' = 'md') =>
    referenceProblems(tree(source, format), from, site).map(
      ({ line, message }) => `${line}: ${message}`,
    );

  it('resolves every form of link a page may use', () => {
    const links = [
      '[a](./b)',
      '[b](b.mdx#setup)',
      '[c](./dir)',
      '[d](dir2/)',
      '[e](./plain)',
      '[f](/guide/a.md?x=1#intro)',
      '[g](/zh/guide/index.html)',
      '[h](/zh)',
      '[i](#%E4%B8%AD%E6%96%87)',
      '[j](?tab=1#intro)',
      '[k](mailto:someone@example.com)',
      '[l](//example.com/x)',
      '[m](/guide/b/)',
      '[n]: ./b#setup',
      '[o](/zh/guide/a#intro)',
      '![p](./pic.png?v=1#x)',
      '![q](/logo.png)',
      '![r](data:image/png;base64,AAAA)',
      '![s](https://example.com/s.png)',
      '![t]()',
    ];
    expect(problems(links.join('\n\n'))).toEqual([
      '13: dead link /zh/guide/index.html (no page at /zh/guide/index.html)',
    ]);
    expect(problems('[a](/)\n\n[b](/guide/a#intro)\n\n[c](/zh/guide/b)\n', home)).toEqual([]);
    expect(problems('[a](/%E4%zz)\n', home)).toEqual(['1: dead link /%E4%zz (no page at /%E4%zz)']);
  });

  it('reports dead links, anchors and images with what was missing', () => {
    const page = [
      '[a](./missing)',
      '[b](/guide/b#x)',
      '[c](#nowhere)',
      '[d](./b.mdx#%zz)',
      '![e](./none.png)',
      '![f](/none.png?x)',
      '<img src="./gone.png" />',
      '<img src={"./computed.png"} />',
      '<video src="./ignored.mp4" />',
      '<img src="DATA:image/png,x" />',
      '<img src=" data:image/png,x" />',
      '<img src="  data:image/png,x" />',
      '<img src="https://example.com/x.png" />',
      '<img alt="no source" />',
      'Inline <img src="./inline.png" /> image',
      '[u](sub/dead:u)',
      '![v](./data:v.png)',
      '[w]: ./nowhere',
    ].join('\n\n');
    expect(problems(page, zhA, 'mdx')).toEqual([
      '1: dead link ./missing (no page at ./missing)',
      '3: dead anchor /guide/b#x (no heading id "x" on /zh/guide/b)',
      '5: dead anchor #nowhere (no heading id "nowhere" on /zh/guide/a)',
      '7: dead anchor ./b.mdx#%zz (no heading id "%zz" on /zh/guide/b)',
      `9: dead image ./none.png (no file ${join(docs, 'zh/guide/none.png')})`,
      `11: dead image /none.png?x (no file ${join(docs, 'public/none.png')})`,
      `13: dead image ./gone.png (no file ${join(docs, 'zh/guide/gone.png')})`,
      `29: dead image ./inline.png (no file ${join(docs, 'zh/guide/inline.png')})`,
      // A colon after a slash is part of a path, not a scheme.
      '31: dead link sub/dead:u (no page at sub/dead:u)',
      `33: dead image ./data:v.png (no file ${join(docs, 'zh/guide/data:v.png')})`,
      '35: dead link ./nowhere (no page at ./nowhere)',
    ]);
  });

  it('compares routes without extension, index or trailing slash', () => {
    expect(routeKey('/guide/a.html')).toBe('/guide/a');
    expect(routeKey('/guide/a.mdx')).toBe('/guide/a');
    expect(routeKey('/guide/index')).toBe('/guide');
    expect(routeKey('/guide/index.md')).toBe('/guide');
    expect(routeKey('/guide/reindex')).toBe('/guide/reindex');
    expect(routeKey('/guide/indexes')).toBe('/guide/indexes');
    expect(routeKey('/guide/a.htmlx')).toBe('/guide/a.htmlx');
    expect(routeKey('/guide//')).toBe('/guide');
    expect(routeKey('index')).toBe('/');
    expect(routeKey('/%E4%B8%AD')).toBe('/中');
    expect(routeKey('/%zz/')).toBe('/%zz');
  });
});

describe('file names', () => {
  it('says when a name is a safe address', () => {
    expect(safeAddress('/zh/guide/a-b_c.d')).toBe(true);
    expect(safeAddress('/')).toBe(true);
    expect(safeAddress('/Guide')).toBe(false);
    expect(safeAddress('/a b')).toBe(false);
  });

  it('refuses a symlink to the folder that holds the project', () => {
    const outer = writeTempTree('outer', { 'project/docs/a.md': '# A\n' });
    const project = join(outer, 'project');
    symlinkSync(outer, join(project, 'docs/up'));
    expect(docsFileProblems(join(project, 'docs'), project)).toEqual([
      {
        path: join(project, 'docs/up'),
        message: `a symlink to ${realpathSync(outer)}, outside the project (${realpathSync(project)}); nothing outside the repository is published, so copy the file in or remove the link`,
      },
    ]);
  });

  it('accepts any name for pages routed explicitly, and a folder of only such pages', () => {
    const project = writeTempTree('explicit-routes', {
      'docs/Routed Page.md': '# A\n',
      'docs/Only Routed/p.md': '# B\n',
      'docs/Mixed Folder/routed.md': '# C\n',
      'docs/Mixed Folder/plain.md': '# D\n',
      'docs/Mixed Folder/Bad Child.md': '# E\n',
      'docs/Empty Folder/.keep': '',
      'docs/Has Dangling/p.md': '# F\n',
      'docs/Has Outside/p.md': '# G\n',
      'docs/Routed Dir/p.md': '# H\n',
    });
    const outside = writeTempTree('explicit-routes-outside', { 'x.md': '# X\n' });
    const docs = join(project, 'docs');
    mkdirSync(join(docs, 'Bare Folder'));
    symlinkSync(join(project, 'nothing'), join(docs, 'dangling'));
    symlinkSync(join(project, 'nothing'), join(docs, 'Has Dangling/void'));
    symlinkSync(join(outside, 'x.md'), join(docs, 'Has Outside/out.md'));
    symlinkSync(join(docs, 'Routed Page.md'), join(docs, 'Link Name.md'));
    // A folder already walked is not walked again, and does not count as routed.
    symlinkSync(join(docs, 'Only Routed'), join(docs, 'Routed Dir/again'));
    const routed = new Set(
      ['Routed Page.md', 'Only Routed/p.md', 'Mixed Folder/routed.md', 'Link Name.md'].map((path) =>
        join(docs, path),
      ),
    );
    routed.add(join(docs, 'Has Dangling/p.md'));
    routed.add(join(docs, 'Has Outside/p.md'));
    routed.add(join(docs, 'Routed Dir/p.md'));
    const rule = (name: string) =>
      `the name ${JSON.stringify(name)} has characters outside [a-z0-9._-] (lower-case letters, digits, dot, hyphen, underscore); a file's name is its address, so rename it (or give the page its route explicitly: addPages with a safe routePath, and the file in route.exclude)`;
    const named = (path: string) => ({
      path: join(docs, path),
      message: rule(path.split('/').at(-1) ?? ''),
    });
    const real = realpathSync(project);
    const outsideTarget = join(realpathSync(outside), 'x.md');
    const links = {
      void: { path: join(docs, 'Has Dangling/void'), message: 'a symlink to nothing; remove it' },
      out: {
        path: join(docs, 'Has Outside/out.md'),
        message: `a symlink to ${outsideTarget}, outside the project (${real}); nothing outside the repository is published, so copy the file in or remove the link`,
      },
      dangling: { path: join(docs, 'dangling'), message: 'a symlink to nothing; remove it' },
    };
    // A folder's name comes before what is found inside it.
    expect(docsFileProblems(docs, project, routed)).toEqual([
      named('Bare Folder'),
      named('Empty Folder'),
      named('Has Dangling'),
      links.void,
      named('Has Outside'),
      links.out,
      named('Mixed Folder'),
      named('Mixed Folder/Bad Child.md'),
      named('Routed Dir'),
      links.dangling,
    ]);
    expect(docsFileProblems(docs, project)).toEqual([
      named('Bare Folder'),
      named('Empty Folder'),
      named('Has Dangling'),
      links.void,
      named('Has Outside'),
      links.out,
      named('Link Name.md'),
      named('Mixed Folder'),
      named('Mixed Folder/Bad Child.md'),
      named('Only Routed'),
      named('Routed Dir'),
      named('Routed Page.md'),
      links.dangling,
    ]);
  });
});

describe('the report over a site', () => {
  const project = writeTempTree('site-report', {
    'docs/index.md': [
      '---',
      'title: Home Page {#ignored}',
      '---',
      '[dead](/nowhere)',
      '',
      '<script></script>',
      '',
      '[ok](#home-page) [ok](/guide/a#intro) [no anchors](/zh/guide/b#setup)',
      '',
      '## A section is no page title',
      '',
    ].join('\n'),
    'docs/guide/a.md': '# A {#intro}\n\n[b](/guide/b) [d](/guide/deep#x)\n',
    'docs/guide/deep.md': `# Deep {#x}\n\n${'>'.repeat(99)} deep\n`,
    'docs/public/notes.svg.txt': '<script>alert(1)</script>\n',
    'docs/zh/guide/a.md':
      '---\ntitle: Titled\n---\n\n# 甲 {#intro}\n\n[b](/guide/b#setup) [t](#titled)\n',
    'docs/zh/guide/b.mdx': '## Setup\n\n[x](/nope)\n\n<b c=>x</b>\n',
    'docs/Bad Name.md': '# Explicit\n',
    'docs/Worse Name.md': '# Unsafe\n',
    'docs/_part.md': '# Part\n\n[dead](/nowhere)\n\n<script></script>\n\n{process.env.X}\n',
    // Imports may reach the docs folder, wherever it is, but nothing beyond it and the repository.
    'docs/_code.mdx':
      "# Code\n\n{process.env.X}\n\nimport part from './_part.md'\n\nimport far from '../../far.mdx'\n",
    'docs/guide/c.mdx': "# C\n\nimport far from '../../../far.mdx'\n",
    // Only the public folder's SVG files are documents of their own.
    'docs/guide/diagram.svg': '<svg><script>alert(1)</script></svg>\n',
    'docs/_nav.json': '[\n  { "text": "A", "activeMatch": "(" }\n]\n',
    'docs/zh/guide/_meta.json': '[{ "activeMatch": ")" }]\n',
    'docs/zh/guide/other.json': '[{ "activeMatch": ")" }]\n',
    'docs/public/_meta.json': '[{ "activeMatch": ")" }]\n',
    'docs/node_modules/_nav.json': '[{ "activeMatch": ")" }]\n',
    'docs/public/logo.svg': '<svg>\n<script>alert(1)</script>\n</svg>\n',
    'docs/public/UP.SVG': '<svg onload="x()"></svg>\n',
    'docs/public/notes.txt': '<script>alert(1)</script>\n',
  });
  const docs = join(project, 'docs');
  const route = (routePath: string, relativePath: string, lang: string): RouteMeta => ({
    routePath,
    pureRoutePath: routePath,
    absolutePath: join(docs, relativePath),
    relativePath,
    pageName: relativePath,
    lang,
    version: '',
  });
  // A translated page first: the default language is the one whose routes have no prefix.
  const routes = [
    route('/zh/guide/a', 'zh/guide/a.md', 'zh'),
    route('/', 'index.md', 'en'),
    route('/guide/a', 'guide/a.md', 'en'),
    route('/guide/c', 'guide/c.mdx', 'en'),
    route('/guide/deep', 'guide/deep.md', 'en'),
    route('/zh/guide/b', 'zh/guide/b.mdx', 'zh'),
    route('/bad-name', 'Bad Name.md', 'en'),
    route('/Worse Name', 'Worse Name.md', 'en'),
    route('/custom', 'custom.tsx', 'en'),
  ];
  const themeConfig = {
    nav: [{ text: 'A', link: '/a', activeMatch: '(' }],
    sidebar: { '/': [{ text: 'B', link: '/b', activeMatch: '[' }] },
    locales: [
      { lang: 'en', label: 'English' },
      {
        lang: 'zh',
        label: '中文',
        nav: [{ text: 'C', link: '/zh/c', activeMatch: '?' }],
        sidebar: { '/zh/': [{ text: 'D', link: '/zh/d', activeMatch: '*' }] },
      },
    ],
  };
  const at = (path: string) => relative(process.cwd(), join(docs, path));
  const invalid = (pattern: string, error: string) =>
    `activeMatch ${JSON.stringify(pattern)} is not a valid regular expression (Invalid regular expression: /${pattern}/: ${error}); Rspress builds a RegExp from it`;
  const script = 'a <script> in a page is blocked by the CSP';
  const expected = [
    `${at('Worse Name.md')}:1: the name "Worse Name.md" has characters outside [a-z0-9._-] (lower-case letters, digits, dot, hyphen, underscore); a file's name is its address, so rename it (or give the page its route explicitly: addPages with a safe routePath, and the file in route.exclude)`,
    `${at('public/UP.SVG')}:1: the name "UP.SVG" has characters outside [a-z0-9._-] (lower-case letters, digits, dot, hyphen, underscore); a file's name is its address, so rename it (or give the page its route explicitly: addPages with a safe routePath, and the file in route.exclude)`,
    `${at('_nav.json')}:2: ${invalid('(', 'Unterminated group')}`,
    `${at('zh/guide/_meta.json')}:1: ${invalid(')', "Unmatched ')'")}`,
    `the configuration's themeConfig.nav[0].activeMatch: ${invalid('(', 'Unterminated group')}`,
    `the configuration's themeConfig.sidebar./[0].activeMatch: ${invalid('[', 'Unterminated character class')}`,
    `the configuration's themeConfig.locales[1].nav[0].activeMatch: ${invalid('?', 'Nothing to repeat')}`,
    `the configuration's themeConfig.locales[1].sidebar./zh/[0].activeMatch: ${invalid('*', 'Nothing to repeat')}`,
    // The zh page's link without a language is the zh page's (the English site has no b).
    `${at('zh/guide/a.md')}:7: dead anchor /guide/b#setup (no heading id "setup" on /zh/guide/b)`,
    `${at('zh/guide/a.md')}:7: dead anchor #titled (no heading id "titled" on /zh/guide/a)`,
    `${at('index.md')}:4: dead link /nowhere (no page at /nowhere)`,
    `${at('index.md')}:6: ${script}`,
    `${at('index.md')}:8: dead anchor /zh/guide/b#setup (no heading id "setup" on /zh/guide/b)`,
    `${at('guide/a.md')}:3: dead link /guide/b (no page at /guide/b)`,
    // A page nested too deep is reported alone, and offers no anchors.
    `${at('guide/a.md')}:3: dead anchor /guide/deep#x (no heading id "x" on /guide/deep)`,
    `${at('guide/c.mdx')}:3: the import "../../../far.mdx" reads a file outside the repository; nothing outside it is published`,
    `${at('guide/deep.md')}:3: elements are nested 101 deep, over the 100 budget of plugins/budgets.ts (block quotes, lists or tags inside each other); flatten the structure`,
    // A page that does not parse offers no anchors, and its links are not checked.
    `${at('zh/guide/b.mdx')}:5: MDX syntax error at 5:6: Unexpected character \`>\` (U+003E) before attribute value, expected a character that can start an attribute value, such as \`"\`, \`'\`, or \`{\``,
    `${at('_code.mdx')}:3: MDX reads \`process\` (the build machine's environment); pages must not publish it`,
    // A fragment's imports are checked against the repository as a page's are.
    `${at('_code.mdx')}:7: the import "../../far.mdx" reads a file outside the repository; nothing outside it is published`,
    `${at('_part.md')}:5: ${script}`,
    `${at('public/UP.SVG')}:1: the event handler onload= on <svg> is blocked by the CSP`,
    `${at('public/logo.svg')}:2: ${script}`,
  ];

  it('reports every file of the site, each problem at its file and line, in order', () => {
    expect(siteReport(routes, themeConfig)).toEqual(expected);
    expect(siteReport([])).toEqual([]);
  });

  it('fails the build with that report and the texts missing a language', () => {
    const i18n = join(project, 'texts.json');
    writeFileSync(i18n, '{\n  "a": { "en": "A", "zh": "甲" },\n  "b": { "en": "B" }\n}\n');
    const plugin = pluginPageChecks();
    expect(plugin.name).toBe('page-checks');
    const config = {
      locales: [
        { lang: 'en', label: 'E' },
        { lang: 'zh', label: 'Z' },
      ],
      i18nSourcePath: i18n,
      themeConfig,
    };
    expect(plugin.config?.(config, { addPlugin() {}, removePlugin() {} }, true)).toBe(config);
    let message = '';
    try {
      plugin.routeGenerated?.(routes, true);
    } catch (error) {
      message = (error as Error).message;
    }
    const [head, ...rest] = message.split('\n  ');
    expect(head).toBe('Page checks failed:');
    expect(rest).toEqual([
      `${relative(process.cwd(), i18n)}:3: the key "b" has no zh text; every key needs a text in every language (en, zh), or Rspress shows the English one`,
      ...expected,
    ]);
  });

  it('takes the languages from the theme, the site language or English', () => {
    const i18n = join(project, 'one.json');
    writeFileSync(i18n, '{ "k": { "de": "K" } }\n');
    const report = (config: object) => {
      const plugin = pluginPageChecks();
      plugin.config?.(config, { addPlugin() {}, removePlugin() {} }, true);
      try {
        plugin.routeGenerated?.([], true);
        return '';
      } catch (error) {
        return (error as Error).message.split('\n  ')[1].replace(/.*has no (.*) text;.*/, '$1');
      }
    };
    expect(
      report({ i18nSourcePath: i18n, themeConfig: { locales: [{ lang: 'fr' }, { lang: 'de' }] } }),
    ).toBe('fr');
    expect(report({ i18nSourcePath: i18n, lang: 'it' })).toBe('it');
    expect(report({ i18nSourcePath: i18n })).toBe('en');
    expect(report({ i18nSourcePath: i18n, lang: 'de' })).toBe('');
    // Without a path, the repository's own texts file, which has no Klingon.
    expect(report({ lang: 'tlh' })).toBe('tlh');
  });

  it('checks the built pages against the HTML budget in production builds only', () => {
    const out = writeTempTree('site-report-out', {
      'guide/a.html': 'x'.repeat(1_600_000),
      'index.html': 'small',
      'docs/guide/a.md': '# A\n',
    });
    const page = join(out, 'docs/guide/a.md');
    const plugin = pluginPageChecks();
    plugin.config?.(
      { i18nSourcePath: join(project, 'none.json') },
      { addPlugin() {}, removePlugin() {} },
      true,
    );
    plugin.routeGenerated?.(
      [{ ...route('/guide/a', 'guide/a.md', 'en'), absolutePath: page }],
      true,
    );
    expect(() => plugin.afterBuild?.({ outDir: out }, false)).not.toThrow();
    expect(() => plugin.afterBuild?.({ outDir: join(out, 'docs') }, true)).not.toThrow();
    // Before its config hook, the plugin has no texts to report.
    expect(() =>
      pluginPageChecks().routeGenerated?.(
        [{ ...route('/guide/a', 'guide/a.md', 'en'), absolutePath: page }],
        true,
      ),
    ).not.toThrow();
    expect(() => plugin.afterBuild?.({ outDir: join(project, 'no-build') }, false)).not.toThrow();
    // Without an outDir, the build's default folder, doc_build in the working directory.
    const cwd = process.cwd();
    process.chdir(
      writeTempTree('site-report-cwd', { 'doc_build/big.html': 'x'.repeat(1_600_000) }),
    );
    try {
      expect(() => plugin.afterBuild?.({}, true)).toThrow(
        "the page's HTML (doc_build/big.html) is 1600 KB",
      );
    } finally {
      process.chdir(cwd);
    }
    expect(() => plugin.afterBuild?.({ outDir: out }, true)).toThrow(
      `Pages over the HTML budget:\n  ${relative(process.cwd(), page)}:1: the page's HTML (${relative(process.cwd(), join(out, 'guide/a.html'))}) is 1600 KB, over the 1500 KB budget of plugins/budgets.ts; split the page or cut what repeats`,
    );
  });
});
