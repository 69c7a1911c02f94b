/**
 * The commit a build was made from, as `__DOCS_COMMIT__` in the theme's code, for the "report a
 * problem" link of the section menu. An empty text outside a repository.
 */
import { execFileSync } from 'node:child_process';
import type { RspressPlugin } from '@rspress/core';

export function headCommit(cwd: string): string {
  try {
    return execFileSync('git', ['rev-parse', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return '';
  }
}

export function pluginDocsCommit(cwd = process.cwd()): RspressPlugin {
  return {
    name: 'docs-commit',
    builderConfig: { source: { define: { __DOCS_COMMIT__: JSON.stringify(headCommit(cwd)) } } },
  };
}
