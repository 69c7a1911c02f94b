// The budget on each built page's HTML (plugins/budgets.ts): over it, the build names the source
// page, the HTML file and both sizes.
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { htmlBudgetError, htmlOverBudget, htmlRoute } from '../../plugins/pageChecks/htmlSize';
import { writeTempTree } from '../shared/temp-docs';

describe('page HTML budget', () => {
  it('names each page over the budget with its source, largest first', () => {
    const out = writeTempTree('html-budget', {
      'index.html': 'x'.repeat(100),
      'guide/big.html': 'x'.repeat(3000),
      'zh/guide/index.html': 'x'.repeat(2000),
    });
    const sources = new Map([
      ['/guide/big', '/repo/docs/en/guide/big.mdx'],
      ['/zh/guide/', '/repo/docs/zh/guide/index.md'],
    ]);
    const found = htmlOverBudget(out, sources, 1000);
    expect(found).toEqual([
      { html: join(out, 'guide/big.html'), bytes: 3000, source: '/repo/docs/en/guide/big.mdx' },
      {
        html: join(out, 'zh/guide/index.html'),
        bytes: 2000,
        source: '/repo/docs/zh/guide/index.md',
      },
    ]);
    const error = htmlBudgetError(found, 1000) ?? '';
    expect(error).toMatch(
      /big\.mdx:1: the page's HTML \(.*guide\/big\.html\) is 3 KB, over the 1 KB budget of plugins\/budgets\.ts/,
    );
    expect(htmlBudgetError(htmlOverBudget(out, sources, 5000), 5000)).toBeUndefined();
  });

  it('maps an HTML file to its clean route', () => {
    expect(htmlRoute('index.html')).toBe('/');
    expect(htmlRoute('zh/guide/index.html')).toBe('/zh/guide/');
    expect(htmlRoute('guide/start/introduction.html')).toBe('/guide/start/introduction');
  });
});
