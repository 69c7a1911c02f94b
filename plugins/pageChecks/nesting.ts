import type { Root } from 'mdast';
import { NESTING_BUDGET } from '../budgets';
import type { PageProblem } from './types';

/** A node of the page's tree, as far as depth and position go. */
interface Node {
  children?: Node[];
  position?: { start: { line: number } };
}

/** How deep the page's tree goes, and the line of the first node at that depth. */
export function deepestNode(tree: Root): { depth: number; line: number } {
  let deepest = { depth: 0, line: 1 };
  // A stack, not recursion: the point is to measure trees too deep for recursive code.
  const stack: [Node, number][] = [[tree as Node, 0]];
  while (stack.length) {
    const [node, depth] = stack.pop() as [Node, number];
    if (depth > deepest.depth) deepest = { depth, line: node.position?.start.line ?? 1 };
    // Pushed last to first, so nodes are taken in document order and the first deepest one wins.
    for (const child of [...(node.children ?? [])].reverse()) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * A page nested deeper than the budget (plugins/budgets.ts): block quotes, lists or JSX elements
 * inside each other thousands of times overflow the call stack of Rspress's Markdown compiler,
 * whose error names neither the line nor the cause. Reported at the first line over the budget.
 */
export function nestingProblems(tree: Root): PageProblem[] {
  const { depth, line } = deepestNode(tree);
  if (depth <= NESTING_BUDGET) return [];
  return [
    {
      line,
      message: `elements are nested ${depth} deep, over the ${NESTING_BUDGET} budget of plugins/budgets.ts (block quotes, lists or tags inside each other); flatten the structure`,
    },
  ];
}
