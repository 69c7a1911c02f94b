// A copy, not a wrap: the theme's function returns HTML to inject, and the fix is to return text
// instead, which no wrap of its result can do safely.
/**
 * Titles and headings are text. The 2.0.22 theme renders page titles and headings (sidebar,
 * prev/next, outline, overview, the fallback `h1`) through `renderInlineMarkdown`, which hands
 * any text that looks like HTML to `dangerouslySetInnerHTML`: a title such as
 * `Intro <meta http-equiv="refresh" …>` or `<img src=x onerror=…>` became markup on every page
 * of its sidebar section. This version hands over core/inlineMarkdown.ts's HTML, in which every
 * tag but the formatting ones is escaped. The theme's components import it from
 * `@rspress/core/theme`, which resolves to theme/index.tsx.
 */
import { inlineMarkdownHtml } from '../../core/inlineMarkdown';
import type { renderInlineMarkdown as original } from '../upstream/original';

/** Drop-in for the theme's `renderInlineMarkdown`: the same props, never raw HTML from the text. */
export const renderInlineMarkdown: typeof original = (text) => ({
  dangerouslySetInnerHTML: { __html: inlineMarkdownHtml(text) },
});
