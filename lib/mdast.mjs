// A page parsed the way Rspress 2.0.22 parses it (MDX or Markdown by extension, GFM), with the
// position of every node, for the checks that must point at a line before Rspress compiles the
// page. The frontmatter is blanked line for line, as Rspress does, so lines stay the file's lines.
import { createProcessor } from '@mdx-js/mdx';
import remarkGfm from 'remark-gfm';
import { frontmatter } from '../core/frontmatter.mjs';

/** @typedef {import('mdast').Root} Root */

/**
 * @typedef {object} ParseProblem
 * @property {number} line    1-based
 * @property {number} column  1-based
 * @property {string} message
 */

/** @type {Record<'md' | 'mdx', ReturnType<typeof createProcessor>>} */
const processors = {
  md: createProcessor({ format: 'md', remarkPlugins: [remarkGfm] }),
  mdx: createProcessor({ format: 'mdx', remarkPlugins: [remarkGfm] }),
};

/**
 * The source as Rspress hands it to MDX: frontmatter lines emptied, and the `{#id}` of a heading
 * escaped so MDX does not read it as an expression.
 * @param {string} source
 */
export function compilableSource(source) {
  const lineCount = frontmatter(source)?.lineCount ?? 0;
  const lines = source.split('\n');
  for (let i = 0; i < lineCount; i++) lines[i] = '';
  return lines
    .join('\n')
    .replace(
      /(^|\n)(#{1,6}(?!#).*)/g,
      (_, start, heading) => start + heading.replace('{#', '\\{#'),
    );
}

/**
 * The syntax tree of a page, or the syntax error with its real line and column.
 * @param {string} source
 * @param {'md' | 'mdx'} format
 * @returns {{ tree: Root } | { error: ParseProblem }}
 */
export function parsePage(source, format) {
  try {
    return { tree: /** @type {Root} */ (processors[format].parse(compilableSource(source))) };
  } catch (error) {
    const place = /** @type {{ line?: number, column?: number, reason?: string }} */ (error);
    const message = place.reason ?? String(error);
    // An unclosed element is reported without a place, with its range in the text: `(44:1-44:6)`.
    const range = /\((\d+):(\d+)-\d+:\d+\)/.exec(message);
    return {
      error: {
        line: place.line ?? Number(range?.[1] ?? 1),
        column: place.column ?? Number(range?.[2] ?? 1),
        message,
      },
    };
  }
}

/**
 * Every node of a tree, depth first.
 * @param {import('mdast').Nodes} node
 * @param {(node: import('mdast').Nodes) => void} visit
 */
export function walk(node, visit) {
  visit(node);
  if ('children' in node) for (const child of node.children) walk(child, visit);
}
