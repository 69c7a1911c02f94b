/** Shorthands for the page checks' tests: findings as text, and a page's Markdown tree. */
import { parsePage } from '../../lib/mdast.mjs';
import { pageProblems } from '../../plugins/pageChecks';

/** The findings of a page as `line: message`. */
export const pageProblemLines = (
  source: string,
  format: 'md' | 'mdx' = 'mdx',
  code?: Parameters<typeof pageProblems>[2],
) => pageProblems(source, format, code).map(({ line, message }) => `${line}: ${message}`);

/** The Markdown tree of a page that parses. */
export const pageTree = (source: string, format: 'md' | 'mdx' = 'md') => {
  const parsed = parsePage(source, format);
  if ('error' in parsed) throw new Error(parsed.error.message);
  return parsed.tree;
};
