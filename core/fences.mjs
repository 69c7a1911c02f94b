// Fenced code blocks as CommonMark defines them, for every check that reads a page: a fence is
// three or more backticks or tildes (a backtick fence's info string has no backtick), and it is
// closed by a line of the same character, at least as long, with nothing else on it. A fence that
// is never closed runs to the end of the page. Indentation is allowed before either fence, since
// a block may sit inside a list item.
import { frontmatter } from './frontmatter.mjs';

/**
 * @typedef {object} Fence
 * @property {string} indent  the white space before the opening fence
 * @property {string} marker  the fence itself, e.g. "```" or "~~~~"
 * @property {string} info    the rest of the opening line, trimmed: language and meta
 */

/**
 * The fence a line opens, or undefined.
 * @param {string} line
 * @returns {Fence | undefined}
 */
export function openingFence(line) {
  const match = /^(\s*)(`{3,}|~{3,})(.*)$/.exec(line);
  if (!match) return undefined;
  const [, indent, marker, info] = match;
  if (marker[0] === '`' && info.includes('`')) return undefined;
  return { indent, marker, info: info.trim() };
}

/**
 * True when `line` closes `fence`.
 * @param {string} line
 * @param {Fence} fence
 */
export function closesFence(line, fence) {
  const match = /^\s*(`{3,}|~{3,})\s*$/.exec(line);
  return Boolean(
    match && match[1][0] === fence.marker[0] && match[1].length >= fence.marker.length,
  );
}

/**
 * @typedef {object} CodeBlock
 * @property {string} lang  the first word of the info string, lower-cased ('' when none)
 * @property {string} meta  the rest of the info string
 * @property {string} code  the lines between the fences, without the opening fence's indent
 * @property {number} line  the 1-based line of the first code line
 */

/**
 * Every fenced code block of a Markdown/MDX source, after its frontmatter.
 * @param {string} source
 * @returns {CodeBlock[]}
 */
export function codeBlocks(source) {
  /** @type {CodeBlock[]} */
  const blocks = [];
  const lines = source.split('\n');
  for (let i = frontmatter(source)?.lineCount ?? 0; i < lines.length; i++) {
    const fence = openingFence(lines[i]);
    if (!fence) continue;
    const [, lang, meta] = /^(\S*)\s*(.*)$/.exec(fence.info) ?? ['', '', ''];
    const body = [];
    let j = i + 1;
    for (; j < lines.length && !closesFence(lines[j], fence); j++) {
      const text = lines[j];
      body.push(text.startsWith(fence.indent) ? text.slice(fence.indent.length) : text);
    }
    blocks.push({ lang: lang.toLowerCase(), meta, code: body.join('\n'), line: i + 2 });
    i = j;
  }
  return blocks;
}
