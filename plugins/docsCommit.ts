/**
 * The commit a build was made from: as `__DOCS_COMMIT__` in the theme's code, for the "report a
 * problem" link of the section menu, and in `build-commit.txt` at the top of the output, which the
 * browser tests read to refuse a build of another commit (tests/e2e/buildCommit.ts). Outside a
 * repository the theme gets an empty text and no file is written.
 */
import { execFileSync } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RspressPlugin } from '@rspress/core';

/** The file in the output folder that holds the build's commit: a text file, not a page. */
export const BUILD_COMMIT_FILE = 'build-commit.txt';

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
  const commit = headCommit(cwd);
  return {
    name: 'docs-commit',
    builderConfig: { source: { define: { __DOCS_COMMIT__: JSON.stringify(commit) } } },
    afterBuild(config, isProd) {
      if (!isProd || !commit) return;
      writeFileSync(join(resolve(config.outDir ?? 'doc_build'), BUILD_COMMIT_FILE), `${commit}\n`);
    },
  };
}
