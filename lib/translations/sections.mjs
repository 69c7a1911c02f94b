// Reads the translation units of a page: its `##` sections, keyed by their explicit `{#id}`, and a
// hash of each section's normalised text. Normalising drops what a reader cannot see as a change
// of meaning (whitespace, line wrapping, emphasis markers, list bullets, table padding), so a
// formatting-only edit of an English section leaves its hash, and its translation, as they were.
import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { isMarkdown, walkFiles } from '../files.mjs';
import { classifyLines, headings } from '../lines.mjs';

/**
 * @typedef {object} PageSection
 * @property {string | null} id  the heading's explicit `{#id}`, null when it has none
 * @property {number} line  1-based line of the `##` heading
 * @property {string} text  the heading and everything up to the next `##` heading
 */

/**
 * The `##` sections of a page's source.
 * @param {string} source
 * @returns {PageSection[]}
 */
export function pageSections(source) {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  const starts = headings(lines.join('\n')).filter(({ level }) => level === 2);
  return starts.map(({ id, line }, index) => ({
    id,
    line,
    text: lines.slice(line - 1, (starts[index + 1]?.line ?? lines.length + 1) - 1).join('\n'),
  }));
}

const INLINE_CODE = /(`+)[\s\S]*?\1/g;
// A run of `*` or `_` that opens (before a word) or closes (after one) emphasis; `snake_case`,
// `a * b` and `**/glob` inside code spans are left alone.
const EMPHASIS = /(?<![\p{L}\p{N}\\*_])[*_]+(?=[^\s*_])|(?<=[^\s\\*_])[*_]+(?![\p{L}\p{N}*_])/gu;

/** @param {string} text */
function normaliseProse(text) {
  // `split` with a capture group puts each code span's backticks between the prose parts.
  const prose = text.split(INLINE_CODE).filter((_, index) => index % 2 === 0);
  const codeSpans = text.match(INLINE_CODE) ?? [];
  return prose
    .map((part) =>
      part
        .replace(EMPHASIS, '')
        .replace(/^[ \t]*[*+-][ \t]+/gm, '- ')
        .replace(/^[\s|:-]*-{3,}[\s|:-]*$/gm, (row) => row.replace(/-{3,}/g, '---')),
    )
    .map((part, index) => part + (codeSpans[index] ?? ''))
    .join('');
}

/**
 * The text of a section as it counts for translation: prose without formatting, code as code.
 * @param {string} text
 */
export function normaliseSection(text) {
  /** @type {{ kind: import('../lines.mjs').SourceLine['kind'], lines: string[] }[]} */
  const blocks = [];
  for (const { text: line, kind } of classifyLines(text)) {
    const last = blocks.at(-1);
    if (last?.kind === kind) last.lines.push(line);
    else blocks.push({ kind, lines: [line] });
  }
  return blocks
    .map(({ kind, lines }) =>
      kind === 'text' ? normaliseProse(lines.join('\n')) : lines.join('\n'),
    )
    .join('\n')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * The recorded form of a section: 16 hex digits of the SHA-256 of its normalised text.
 * @param {string} text
 */
export function sectionHash(text) {
  return createHash('sha256').update(normaliseSection(text)).digest('hex').slice(0, 16);
}

/**
 * The pages of a language folder, as paths without extension (`guide/start/introduction`), so
 * that renaming a page from .mdx to .md keeps its record; `fragments/` are not pages.
 * @param {string} dir
 */
export function pageNames(dir) {
  return walkFiles(dir, isMarkdown, (folder) => folder === 'fragments').map((file) =>
    file.replace(/\.mdx?$/, ''),
  );
}

/**
 * The file of a page in a language folder, or undefined if the page does not exist there.
 * @param {string} dir
 * @param {string} page
 * @returns {string | undefined}
 */
export function pageFile(dir, page) {
  return [`${page}.mdx`, `${page}.md`].map((file) => join(dir, file)).find(existsSync);
}
