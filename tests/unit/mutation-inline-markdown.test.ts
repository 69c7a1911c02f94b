// Cases found by mutation testing (npm run test:mutation -- inline-markdown).
import { describe, expect, it } from '@rstest/core';
import { inlineMarkdownHtml } from '../../theme/overrides/renderInlineMarkdown';

describe('inline Markdown of a title', () => {
  it('keeps a lone > as text, escaped', () => {
    expect(inlineMarkdownHtml('a > b')).toBe('a &gt; b');
    expect(inlineMarkdownHtml('`a->b`')).toBe('<code>a-&gt;b</code>');
  });
});
