/**
 * A title's inline Markdown as safe HTML and as plain text. Titles and headings are text, and a
 * title reaches the theme in two kinds: Markdown from the page data, and, for the outline once the
 * page runs, the `innerHTML` of the rendered heading (code, strong, a badge's span). The HTML keeps
 * only the formatting elements both can legitimately carry, with at most a `class`, and escapes
 * every other `<` and `>`; then it adds the inline Markdown the theme supports. Entities stay
 * entities, as upstream shows them. The theme renders titles with the HTML
 * (theme/overrides/renderInlineMarkdown.ts); the search index (plugins/searchIndex.ts) keeps the
 * text.
 */

/** Elements a heading's rendered HTML may contain; anything else in a title is shown as text. */
const FORMATTING_TAG =
  /<\/?(?:code|strong|em|del|s|b|i|kbd|sub|sup|mark|span)(?: class="[\w -]*")?>/g;
/** A code span, or a character the placeholders of code spans are made of. */
const SET_ASIDE = /`([^`]+)`|[\uE000\uE001]/g;
const STRONG = /\*{2}(?!\*)(.*?)\*{2}(?!\*)/g;
const EMPHASIS = /\*(?!\*)(.*?)\*(?!\*)/g;
const STRIKETHROUGH = /~{2}(.*?)~{2}/g;
// A `&` that does not start an entity is escaped too, so the markup stays well formed.
const BARE_AMPERSAND = /&(?!(?:#\d+|#x[0-9a-f]+|[a-z][0-9a-z]*);)/gi;

const escapeText = (text: string) =>
  text.replace(BARE_AMPERSAND, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** `text` with every tag but the formatting ones escaped. */
function keepFormattingTags(text: string): string {
  let html = '';
  let last = 0;
  for (const match of text.matchAll(FORMATTING_TAG)) {
    html += escapeText(text.slice(last, match.index)) + match[0];
    last = match.index + match[0].length;
  }
  return html + escapeText(text.slice(last));
}

/**
 * `text` with its code spans set aside (so a `*` or a tag inside them stays literal), the rest
 * formatted by `format`, and each span put back as `span(code)`. The placeholders are private-use
 * characters; any the text already holds are set aside the same way and put back as they were, so
 * that a title cannot name a placeholder of its own.
 */
function aroundCodeSpans(
  text: string,
  format: (rest: string) => string,
  span: (code: string) => string,
): string {
  const pieces: string[] = [];
  const withoutCode = text.replace(SET_ASIDE, (match, code: string | undefined) => {
    pieces.push(code === undefined ? match : span(code));
    return `\uE000${pieces.length - 1}\uE001`;
  });
  return format(withoutCode).replace(
    /\uE000(\d+)\uE001/g,
    (_, index: string) => pieces[Number(index)],
  );
}

/** The HTML of a title: its text escaped, with inline Markdown formatting as elements. */
export function inlineMarkdownHtml(text: string): string {
  return aroundCodeSpans(
    text,
    (rest) =>
      keepFormattingTags(rest)
        .replace(STRONG, '<strong>$1</strong>')
        .replace(EMPHASIS, '<em>$1</em>')
        .replace(STRIKETHROUGH, '<del>$1</del>'),
    (code) => `<code>${escapeText(code)}</code>`,
  );
}

/**
 * The text a reader sees of a title: the same inline Markdown, its marks dropped (the search
 * panel shows headings as text, so `The sidebar: \`_meta.json\`` showed its backticks).
 */
export function inlineMarkdownText(text: string): string {
  return aroundCodeSpans(
    text,
    (rest) => rest.replace(STRONG, '$1').replace(EMPHASIS, '$1').replace(STRIKETHROUGH, '$1'),
    (code) => code,
  );
}
