// The theme's own function, from its module (the theme entry needs the build's virtual modules).
import { renderInlineMarkdown as upstream } from '@rspress/core/dist/theme/logic/utils.js';
import { describe, expect, it } from '@rstest/core';
import { inlineMarkdownHtml } from '../../core/inlineMarkdown';
import { renderInlineMarkdown } from '../../theme/overrides/renderInlineMarkdown';

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
