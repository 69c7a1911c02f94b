// Cases found by mutation testing (npm run test:mutation -- inline-markdown).
import { describe, expect, it } from '@rstest/core';
import { inlineMarkdownHtml, inlineMarkdownText } from '../../core/inlineMarkdown';

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
