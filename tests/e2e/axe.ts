import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

// Read once per worker and shared by every page it checks.
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

type Axe = { run: (context: Document, options: RunOptions) => Promise<AxeResults> };

/** Every WCAG 2.0–2.2 A and AA rule of axe-core, and its best practices. */
export const axeTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

/**
 * The rules whose outcome depends on colour alone. Switching the colour scheme changes colours
 * (and which image of a light/dark pair shows), not the page's structure, so the second scheme at
 * a size needs only these; the full set runs in each scheme at two of the four sizes.
 */
export const colourRules = ['color-contrast', 'link-in-text-block'];

/**
 * Rules whose findings the gate lets stand, each with the reason. Empty: every page has 0 findings
 * of any impact under `axeTags`. A rule added here must say why it cannot be fixed.
 */
export const rulesLeftOn: Record<string, string> = {};

/** Makes `window.axe` available on the current document; once per page load. */
async function injectAxe(page: Page): Promise<void> {
  // Evaluated through the DevTools protocol, which the page's CSP does not apply to.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
}

/** Runs axe-core on the page (`runOnly` as axe takes it; none: axe's defaults); violations only. */
async function violations(page: Page, runOnly?: RunOptions['runOnly']): Promise<Result[]> {
  await injectAxe(page);
  // Passes and incomplete results are not collected: they would triple the run time.
  const results = await page.evaluate(
    (runOnly) =>
      (window as unknown as { axe: Axe }).axe.run(document, {
        ...(runOnly ? { runOnly } : {}),
        resultTypes: ['violations'],
      }),
    runOnly,
  );
  return results.violations;
}

/** One line per violated rule: impact, rule, node count, help text and the first three targets. */
const describe = ({ id, impact, help, nodes }: Result) =>
  `${impact} ${id} (${nodes.length}): ${help} — ${nodes
    .slice(0, 3)
    .map(({ target }) => target.join(' '))
    .join(', ')}`;

/**
 * The gate: every violation of any impact under `axeTags` (or of `rules`, a subset of them) except
 * the rules left on, one line each.
 */
export async function axeFindings(page: Page, rules?: string[]): Promise<string[]> {
  const runOnly = rules
    ? { type: 'rule' as const, values: rules }
    : { type: 'tag' as const, values: axeTags };
  return (await violations(page, runOnly)).filter(({ id }) => !(id in rulesLeftOn)).map(describe);
}

/** The serious and critical violations under axe's default rules, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  return (await violations(page))
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(describe);
}
