/**
 * Markdown images whose address is a `data:` URL. Rspress 2.0.22 turns every local image of a page
 * into an import, and a `data:` URL imported that way fails the whole build with a parse error of
 * the decoded bytes ("Unexpected character") and no line of the page.
 */
import type { Root } from 'mdast';
import { walk } from '../../lib/mdast.mjs';
import type { PageProblem } from './types';

const DATA_URL = /^\s*data:/i;

const message =
  'an image with a data: URL address, which Rspress cannot bundle (the build fails without naming the line); save the image as a file beside the page or in docs/public and link that';

/** The `data:` images of a page (`![](data:…)` and `![][ref]` with a `data:` definition). */
export function dataImageProblems(tree: Root): PageProblem[] {
  const referenced = new Set<string>();
  walk(tree, (node) => {
    if (node.type === 'imageReference') referenced.add(node.identifier);
  });
  const problems: PageProblem[] = [];
  walk(tree, (node) => {
    const isImage =
      node.type === 'image' || (node.type === 'definition' && referenced.has(node.identifier));
    if (isImage && 'url' in node && DATA_URL.test(node.url))
      problems.push({ line: node.position?.start.line ?? 1, message });
  });
  return problems;
}
