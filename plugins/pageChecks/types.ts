import type { Root } from 'mdast';

/** One finding of a page check, at a line of the page's source file. */
export interface PageProblem {
  line: number;
  message: string;
}

/** A page as the checks read it: its source and its syntax tree with positions. */
export interface CheckedPage {
  source: string;
  tree: Root;
}
