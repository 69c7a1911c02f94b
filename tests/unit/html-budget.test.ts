// The budget on each built page's HTML (plugins/budgets.ts): over it, the build names the source
// page, the HTML file and both sizes.
import { join, relative } from 'node:path';
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

  it('counts a page at the budget as within, and finds the source with or without a slash', () => {
    const out = writeTempTree('html-budget-edge', {
      'at.html': 'x'.repeat(1000),
      'over/index.html': 'x'.repeat(1001),
      'no-source.html': 'x'.repeat(1600),
      'page.htm': 'x'.repeat(5000),
    });
    const found = htmlOverBudget(out, new Map([['/over', '/repo/docs/over.md']]), 1000);
    expect(found).toEqual([
      { html: join(out, 'no-source.html'), bytes: 1600, source: undefined },
      { html: join(out, 'over/index.html'), bytes: 1001, source: '/repo/docs/over.md' },
    ]);
    expect(htmlBudgetError(found, 1000)).toBe(
      [
        'Pages over the HTML budget:',
        `  the page's HTML (${relative(process.cwd(), join(out, 'no-source.html'))}) is 2 KB, over the 1 KB budget of plugins/budgets.ts; split the page or cut what repeats`,
        `  ${relative(process.cwd(), '/repo/docs/over.md')}:1: the page's HTML (${relative(process.cwd(), join(out, 'over/index.html'))}) is 1 KB, over the 1 KB budget of plugins/budgets.ts; split the page or cut what repeats`,
      ].join('\n'),
    );
    expect(htmlBudgetError([])).toBeUndefined();
  });

  it('lists the largest page first, whatever the order of the files', () => {
    const out = writeTempTree('html-budget-order', {
      'a.html': 'x'.repeat(1100),
      'b.html': 'x'.repeat(1500),
      'c.html': 'x'.repeat(1200),
    });
    expect(htmlOverBudget(out, new Map(), 1000).map(({ bytes }) => bytes)).toEqual([
      1500, 1200, 1100,
    ]);
  });

  it('maps Windows paths and names ending in index to routes', () => {
    expect(htmlRoute('zh\\guide\\index.html')).toBe('/zh/guide/');
    expect(htmlRoute('guide/reindex.html')).toBe('/guide/reindex');
    expect(htmlRoute('index.html.html')).toBe('/index.html');
    expect(htmlRoute('v1.html.old.html')).toBe('/v1.html.old');
  });
});
