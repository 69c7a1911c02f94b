// Reads the translation units of a page: its `##` sections, keyed by their explicit `{#id}`, and a
// hash of each section's normalised text. Normalising drops what a reader cannot see as a change
// of meaning (whitespace, line wrapping, emphasis markers, list bullets, table padding), so a
// formatting-only edit of an English section leaves its hash, and its translation, as they were.
import { createHash } from 'node:crypto';
import { readdirSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { pageOutline } from '../check-parity.mjs';

/** The `##` sections of a page's source: `{ id, line, text }`, `id` null when the heading has none. */
export function pageSections(source) {
  const lines = source.replace(/\r\n/g, '\n').split('\n');
  // Frontmatter lines stay in place (as blanks) so that line numbers still match the file.
  const frontmatter = /^---\n[\s\S]*?\n---(\n|$)/.exec(lines.join('\n'));
  const blanks = frontmatter ? frontmatter[0].split('\n').length - 1 : 0;
  const body = lines.map((line, index) => (index < blanks ? '' : line)).join('\n');
  // check-parity's outline already knows which `##` lines are headings and which are code.
  const starts = pageOutline(body).headings.filter((heading) => heading.level === 2);
  return starts.map((heading, index) => ({
    id: heading.id,
    line: heading.line,
    text: lines
      .slice(heading.line - 1, (starts[index + 1]?.line ?? lines.length + 1) - 1)
      .join('\n'),
  }));
}

const FENCE = /^\s*(`{3,}|~{3,})/;
const INLINE_CODE = /(`+)[\s\S]*?\1/g;
// A run of `*` or `_` that opens (before a word) or closes (after one) emphasis; `snake_case`,
// `a * b` and `**/glob` inside code spans are left alone.
const EMPHASIS = /(?<![\p{L}\p{N}\\*_])[*_]+(?=[^\s*_])|(?<=[^\s\\*_])[*_]+(?![\p{L}\p{N}*_])/gu;

function normaliseProse(text) {
  const parts = text.split(INLINE_CODE);
  // `split` with a capture group puts each code span's backticks between the prose parts.
  const codeSpans = text.match(INLINE_CODE) ?? [];
  const prose = parts.filter((_, index) => index % 2 === 0);
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

/** The text of a section as it counts for translation: prose without formatting, code as code. */
export function normaliseSection(text) {
  const blocks = [];
  let prose = [];
  let fence = null;
  for (const line of text.split('\n')) {
    const fenceMatch = FENCE.exec(line);
    if (fence) {
      blocks.push(line);
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length)
        fence = null;
    } else if (fenceMatch) {
      blocks.push(normaliseProse(prose.join('\n')), line);
      prose = [];
      fence = fenceMatch[1];
    } else prose.push(line);
  }
  blocks.push(normaliseProse(prose.join('\n')));
  return blocks.join('\n').replace(/\s+/g, ' ').trim();
}

/** The recorded form of a section: 16 hex digits of the SHA-256 of its normalised text. */
export function sectionHash(text) {
  return createHash('sha256').update(normaliseSection(text)).digest('hex').slice(0, 16);
}

/** Markdown and MDX pages under a language folder, relative to it, without `fragments/`. */
export function pageFiles(dir) {
  const walk = (folder) =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) return name === 'fragments' ? [] : walk(path);
      return /\.mdx?$/.test(name) ? [relative(dir, path).split(sep).join('/')] : [];
    });
  return walk(dir).sort();
}
