// A page read line by line, so every check agrees on what is frontmatter, code and text, and on
// what a heading and its id are.
import { closesFence, openingFence } from '../core/fences.mjs';
import { frontmatter } from '../core/frontmatter.mjs';

/**
 * @typedef {object} SourceLine
 * @property {string} text
 * @property {number} number  1-based
 * @property {'frontmatter' | 'code' | 'text'} kind  `code` includes the fence lines
 */

/**
 * Each line of a Markdown/MDX source with what it belongs to.
 * @param {string} source
 * @returns {SourceLine[]}
 */
export function classifyLines(source) {
  const frontmatterLines = frontmatter(source)?.lineCount ?? 0;
  /** @type {import('../core/fences.mjs').Fence | undefined} */
  let fence;
  return source.split('\n').map((text, index) => {
    const number = index + 1;
    if (number <= frontmatterLines) return { text, number, kind: 'frontmatter' };
    if (fence) {
      if (closesFence(text, fence)) fence = undefined;
      return { text, number, kind: 'code' };
    }
    fence = openingFence(text);
    return { text, number, kind: fence ? 'code' : 'text' };
  });
}

/**
 * @typedef {object} Heading
 * @property {number} level  1 to 6
 * @property {string} text   without the explicit id
 * @property {string | null} id  the explicit `{#id}`, or null
 * @property {number} line
 */

/**
 * The ATX headings (`## Title {#id}`) of a page outside frontmatter and code.
 * @param {string} source
 * @returns {Heading[]}
 */
export function headings(source) {
  return classifyLines(source).flatMap(({ text, number, kind }) => {
    const match = kind === 'text' && /^ {0,3}(#{1,6})\s+(.*?)\s*$/.exec(text);
    if (!match) return [];
    const id = /\s*\{#([^}]+)\}$/.exec(match[2]);
    const title = id ? match[2].slice(0, id.index) : match[2];
    return [{ level: match[1].length, text: title, id: id ? id[1] : null, line: number }];
  });
}
