// Author HTML in pages (plugins/pageChecks/authorHtml.ts) and data: images
// (plugins/pageChecks/dataImages.ts): each element and attribute the CSP blocks or that redirects,
// with its exact message and line, in HTML, JSX and Markdown.
import { join, relative } from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { siteReport } from '../../plugins/pageChecks';
import { elementProblems, htmlProblems } from '../../plugins/pageChecks/authorHtml';
import { dataImageProblems } from '../../plugins/pageChecks/dataImages';
import { pageProblemLines as lines, pageTree as tree } from '../shared/page-problems';
import { writeTempTree } from '../shared/temp-docs';

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
