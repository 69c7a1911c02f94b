import { readdirSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { PAGE_HTML_BUDGET } from '../budgets';

/** A built page over the budget: its HTML file, its size and the source it was built from. */
export interface HtmlOverBudget {
  html: string;
  bytes: number;
  source?: string;
}

/** The route of an HTML file of the build (clean URLs): `a/index.html` → `/a/`, `a/b.html` → `/a/b`. */
export const htmlRoute = (file: string) =>
  `/${file
    .replace(/\\/g, '/')
    .replace(/(^|\/)index\.html$/, '$1')
    .replace(/\.html$/, '')}`;

/**
 * The HTML files of `outDir` over `budget` bytes, largest first, each with the page source of
 * its route when `sources` (route path → source file) has one.
 */
export function htmlOverBudget(
  outDir: string,
  sources: Map<string, string>,
  budget = PAGE_HTML_BUDGET,
): HtmlOverBudget[] {
  return readdirSync(outDir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.html'))
    .map((file) => ({ file, bytes: statSync(join(outDir, file)).size }))
    .filter(({ bytes }) => bytes > budget)
    .sort((a, b) => b.bytes - a.bytes)
    .map(({ file, bytes }) => ({
      html: join(outDir, file),
      bytes,
      source: sources.get(htmlRoute(file)) ?? sources.get(htmlRoute(file).replace(/\/$/, '')),
    }));
}

/** The build error for pages over the budget, one line each, or undefined. */
export function htmlBudgetError(found: HtmlOverBudget[], budget = PAGE_HTML_BUDGET) {
  if (!found.length) return undefined;
  const kb = (n: number) => `${Math.round(n / 1000)} KB`;
  const lines = found.map(
    ({ html, bytes, source }) =>
      `${source ? `${relative(process.cwd(), source)}:1: ` : ''}the page's HTML (${relative(process.cwd(), html)}) is ${kb(bytes)}, over the ${kb(budget)} budget of plugins/budgets.ts; split the page or cut what repeats`,
  );
  return `Pages over the HTML budget:\n  ${lines.join('\n  ')}`;
}
