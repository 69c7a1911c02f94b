// The one reader of a page's frontmatter YAML, for every plugin, script and test: the block is
// found by core/frontmatter.mjs and read here with `yaml`. What this reader refuses (an error, or a
// warning such as an unknown tag, which stops Rspress's reader) is what the frontmatter check
// reports, so a page the check passes reads the same everywhere.
import { LineCounter, parseDocument } from 'yaml';
import { frontmatter } from '../core/frontmatter.mjs';

/**
 * The frontmatter as a YAML document whose nodes keep their place, with the line counter of its
 * text (YAML line n is file line n + 1), or undefined when the page has no block.
 * @param {string} source
 */
export function frontmatterDocument(source) {
  const block = frontmatter(source);
  if (!block) return undefined;
  const lineCounter = new LineCounter();
  const document = parseDocument(block.yaml, { lineCounter, prettyErrors: false });
  return { document, lineCounter };
}

/**
 * The frontmatter's fields, or undefined when the page has none, or when they do not parse or are
 * not a mapping (the frontmatter check reports those pages).
 * @param {string} source
 * @returns {Record<string, unknown> | undefined}
 */
export function frontmatterData(source) {
  const read = frontmatterDocument(source);
  if (!read) return undefined;
  const { document } = read;
  if (document.errors.length || document.warnings.length) return undefined;
  const data = document.toJS();
  return data && typeof data === 'object' && !Array.isArray(data) ? data : undefined;
}
