import { PAGE_SOURCE_BUDGET } from '../budgets';
import type { PageProblem } from './types';

/** A page whose source is over the budget (plugins/budgets.ts), reported at line 1. */
export function pageSizeProblems(source: string): PageProblem[] {
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes <= PAGE_SOURCE_BUDGET) return [];
  const kb = (n: number) => `${Math.round(n / 1000)} KB`;
  return [
    {
      line: 1,
      message: `the page is ${kb(bytes)}, over the ${kb(PAGE_SOURCE_BUDGET)} budget of plugins/budgets.ts; split it into several pages`,
    },
  ];
}
