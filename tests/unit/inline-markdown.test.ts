// The theme's own function, from its module (the theme entry needs the build's virtual modules).

import { describe, expect, it } from '@rstest/core';
import { inlineMarkdownHtml, inlineMarkdownText } from '../../core/inlineMarkdown';
import { renderInlineMarkdown } from '../../theme/overrides/renderInlineMarkdown';
import { renderInlineMarkdown as upstream } from '../../theme/upstream/inlineMarkdown';

/** The element names in a piece of HTML, in order. */
const tags = (html: string) => [...html.matchAll(/<([a-z]+)/g)].map((match) => match[1]);

describe('titles and headings are rendered as text', () => {
  const hostile = [
    'Intro <meta http-equiv="refresh" content="2;url=https://evil.example">',
    'Intro <img src=x onerror="alert(1)">',
    'Intro <script>alert(1)</script>',
    '<span onclick="alert(1)">Intro</span>',
    '`code` <style>body{display:none}</style>',
  ];

  it.each(hostile)('keeps %s as text', (title) => {
    // The upstream function turns it into markup; ours leaves no element but formatting.
    expect(JSON.stringify(upstream(title))).toMatch(/<(meta|img|script|span|style)/);
    const html = inlineMarkdownHtml(title);
    expect(tags(html).filter((tag) => tag !== 'code')).toEqual([]);
    // No attribute survives inside a tag (a stray closing tag is ignored by the browser).
    expect(html).not.toMatch(/<[^>]*(on\w+|http-equiv|src)=/);
  });

  it('keeps the inline Markdown the theme supports', () => {
    expect(inlineMarkdownHtml('Use `a<b` with **strong**, *em* and ~~old~~')).toBe(
      'Use <code>a&lt;b</code> with <strong>strong</strong>, <em>em</em> and <del>old</del>',
    );
  });

  it('keeps the formatting of a heading read from the page (the outline after hydration)', () => {
    const fromDom = 'The <code>base</code> option <span class="rp-badge rp-badge--tip">New</span>';
    expect(inlineMarkdownHtml(fromDom)).toBe(fromDom);
    expect(inlineMarkdownHtml('<code onclick="x()">a</code>')).not.toContain('<code onclick');
  });

  it('shows entities as upstream does and escapes a bare ampersand', () => {
    expect(inlineMarkdownHtml('A &amp; B & C')).toBe('A &amp; B &amp; C');
    expect(renderInlineMarkdown('Plain')).toEqual({ dangerouslySetInnerHTML: { __html: 'Plain' } });
  });
});

describe('inline Markdown of a title', () => {
  it('keeps a lone > as text, escaped', () => {
    expect(inlineMarkdownHtml('a > b')).toBe('a &gt; b');
    expect(inlineMarkdownHtml('`a->b`')).toBe('<code>a-&gt;b</code>');
  });

  it('keeps numeric entities of several digits as entities', () => {
    expect(inlineMarkdownHtml('&#123; and &#x2014;')).toBe('&#123; and &#x2014;');
    expect(inlineMarkdownHtml('&#1; &#xa;')).toBe('&#1; &#xa;');
  });

  it('puts back more than ten code spans, each in its place', () => {
    expect(inlineMarkdownHtml('`a` `b` `c` `d` `e` `f` `g` `h` `i` `j` `k` `l`')).toBe(
      '<code>a</code> <code>b</code> <code>c</code> <code>d</code> <code>e</code> <code>f</code> <code>g</code> <code>h</code> <code>i</code> <code>j</code> <code>k</code> <code>l</code>',
    );
    expect(inlineMarkdownText('`a` `b` `c` `d` `e` `f` `g` `h` `i` `j` `k` `l`')).toBe(
      'a b c d e f g h i j k l',
    );
  });
});

describe('a title holding the characters of the code-span placeholders', () => {
  // The placeholders are U+E000, an index, U+E001; a title may hold the same characters.
  it('keeps them as they are, beside code spans and inside formatting', () => {
    expect(inlineMarkdownHtml('x \uE0000\uE001 y')).toBe('x \uE0000\uE001 y');
    expect(inlineMarkdownHtml('`a` \uE0000\uE001 **\uE001**')).toBe(
      '<code>a</code> \uE0000\uE001 <strong>\uE001</strong>',
    );
    expect(inlineMarkdownText('x \uE0000\uE001 y')).toBe('x \uE0000\uE001 y');
    expect(inlineMarkdownText('`a` \uE0000\uE001 `\uE000`')).toBe('a \uE0000\uE001 \uE000');
  });
});

describe('plain text of a title', () => {
  it('drops the marks of strong, emphasis and strikethrough, keeping their text', () => {
    expect(inlineMarkdownText('**bold** *em* ~~gone~~ plain')).toBe('bold em gone plain');
  });

  it('keeps a code span as its text, without backticks or escaping', () => {
    expect(inlineMarkdownText('The sidebar: `_meta.json`')).toBe('The sidebar: _meta.json');
    expect(inlineMarkdownText('`**a** <b> & c`')).toBe('**a** <b> & c');
  });

  it('leaves text without marks as it is', () => {
    expect(inlineMarkdownText('a < b & c')).toBe('a < b & c');
  });
});
