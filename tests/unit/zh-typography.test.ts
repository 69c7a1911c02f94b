import { describe, expect, it } from '@rstest/core';
import { lintSource, loadAutoCorrect } from '../../scripts/checks/check-zh-typography.mjs';

// One engine per process: the WASM module keeps global state.
const lintFor = await loadAutoCorrect();

describe('Chinese typography check', () => {
  it('reports missing spaces around Latin words and half-width commas, with the line', () => {
    const findings = lintSource(lintFor, '# 标题\n\n使用Rspress 2构建,速度很快。\n', 'page.mdx');
    expect(findings).toEqual([
      {
        line: 3,
        column: 1,
        old: '使用Rspress 2构建,速度很快。',
        new: '使用 Rspress 2 构建，速度很快。',
      },
    ]);
  });

  it('accepts text that follows the rules, and leaves code alone', () => {
    const source =
      '# 标题\n\n使用 Rspress 2 构建，速度很快。\n\n```ts\nconst url = "/zh/guide";\n```\n';
    expect(lintSource(lintFor, source, 'page.mdx')).toEqual([]);
  });
});
