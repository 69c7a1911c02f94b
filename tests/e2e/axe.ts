import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';
import type { AxeResults, RunOptions } from 'axe-core';

const axeSource: string = createRequire(import.meta.url)('axe-core').source;

type Axe = { run: (context: Document, options: RunOptions) => Promise<AxeResults> };

/** Runs axe-core on the page and returns the serious and critical violations, one line each. */
export async function seriousViolations(page: Page): Promise<string[]> {
  // Evaluated through the DevTools protocol, which the page's CSP does not apply to; once per page.
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axeSource);
  // Only violations are collected: passes and incomplete results would triple the run time.
  const results = await page.evaluate(() =>
    (window as unknown as { axe: Axe }).axe.run(document, { resultTypes: ['violations'] }),
  );
  return results.violations
    .filter(({ impact }) => impact === 'serious' || impact === 'critical')
    .map(
      ({ id, impact, help, nodes }) =>
        `${impact} ${id} (${nodes.length}): ${help} — ${nodes
          .slice(0, 3)
          .map(({ target }) => target.join(' '))
          .join(', ')}`,
    );
}
