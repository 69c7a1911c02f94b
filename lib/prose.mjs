// The prose of a page for the prose checks (spelling, heading case, glossary): each line with
// everything that is not prose blanked out. Blanking keeps line numbers and columns, so a finding
// points at the source. What is code or frontmatter comes from lines.mjs, as for every check.
import { classifyLines } from './lines.mjs';

const blank = (/** @type {string} */ text) => text.replace(/[^\n]/g, ' ');

/**
 * An inline code span as CommonMark reads one: a run of backticks closed by a run of the same
 * length, so ``a `b` c`` is one span and not two empty ones around prose.
 */
export const INLINE_CODE = /(?<!`)(`+)(?!`).*?(?<!`)\1(?!`)/g;

// Non-prose parts of a prose line, in the order they are blanked. Inline code first, so a URL or
// a tag inside backticks goes with the code span.
const NOT_PROSE = [
  INLINE_CODE, // inline code, including ``double `with single` inside``
  /<!--.*?-->/g, // HTML comments on one line
  /<\/?[A-Za-z][^<>]*>/g, // HTML/JSX tags with their attributes
  /\]\([^)]*\)/g, // link and image targets: [text](target)
  /^\s*\[[^\]]+\]:\s*\S+.*$/g, // link reference definitions
  /\b[a-z][a-z+.-]*:\/\/\S+/gi, // bare URLs
  /\{#[^}]*\}/g, // explicit heading ids
  /^\s*:::\s*\w*/g, // container markers (:::tip); the title after them stays
  /\{[^{}]*\}/g, // MDX expressions
  /@[\w-]+\/[\w./-]+/g, // scoped package names outside backticks (a heading like ### @scope/name)
  /\b[A-Za-z_$][\w$]*(?:\.[\w$[\]]+)+/g, // dotted paths outside backticks: option names in headings
];

/**
 * The prose of a page, one string per source line (same count), with code blocks, frontmatter
 * keys, inline code, URLs, link targets, tags, MDX imports/exports and heading ids blanked.
 * @param {string} source
 * @returns {string[]}
 */
export function proseLines(source) {
  return classifyLines(source).map(({ text: line, kind }) => {
    if (kind === 'code' || /^(---|import\s|export\s)/.test(line)) return blank(line);
    // Frontmatter values are prose (a description is read by people); keys are not.
    if (kind === 'frontmatter')
      return line.replace(/^(\s*(?:-\s+)?)([\w-]+:)/, (_, indent, key) => indent + blank(key));
    return NOT_PROSE.reduce((text, pattern) => text.replace(pattern, blank), line);
  });
}

/**
 * A word list a writer edits: one entry per line, `#` starts a comment. An entry may be a name of
 * several words (`GitHub Pages`).
 * @param {string} text
 */
export function readWordList(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}
