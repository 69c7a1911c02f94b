import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, Result, RunOptions } from 'axe-core';

// Read once per worker and shared by every page it checks.
const axeSource: string = createRequire(import.meta.url)('axe-core').source;

/** What axe checks: the whole document, or the elements the selectors match (and their subtrees). */
type AxeContext = Document | { include: string[][] };
type Axe = { run: (context: AxeContext, options: RunOptions) => Promise<AxeResults> };

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

/**
 * Runs axe-core on the page, or on the parts `include` selects (`runOnly` as axe takes it; none:
 * axe's defaults); violations only.
 */
async function violations(
  page: Page,
  runOnly?: RunOptions['runOnly'],
  include?: string[],
  skipped: string[] = [],
): Promise<Result[]> {
  await injectAxe(page);
  const rules = Object.fromEntries(skipped.map((id) => [id, { enabled: false }]));
  // Passes and incomplete results are not collected: they would triple the run time.
  const results = await page.evaluate(
    ([runOnly, include, rules]) =>
      (window as unknown as { axe: Axe }).axe.run(
        include ? { include: include.map((selector) => [selector]) } : document,
        { ...(runOnly ? { runOnly } : {}), rules, resultTypes: ['violations'] },
      ),
    [runOnly, include, rules] as const,
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
 * The gate: every violation of any impact under `axeTags` (or of `rules`, a subset of them; without
 * the `skipped` ones) except the rules left on, one line each.
 */
export async function axeFindings(
  page: Page,
  rules?: string[],
  skipped?: string[],
): Promise<string[]> {
  const runOnly = rules
    ? { type: 'rule' as const, values: rules }
    : { type: 'tag' as const, values: axeTags };
  return (await violations(page, runOnly, undefined, skipped))
    .filter(({ id }) => !(id in rulesLeftOn))
    .map(describe);
}

/**
 * The serious and critical violations under axe's default rules (or only `rules`), one line each:
 * in the whole page, or in the parts `include` selects (a popup, say, on a page the page matrix
 * checks whole).
 */
export async function seriousViolations(
  page: Page,
  include?: string[],
  rules?: string[],
): Promise<string[]> {
  const runOnly = rules && { type: 'rule' as const, values: rules };
  return (await violations(page, runOnly, include))
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(describe);
}
