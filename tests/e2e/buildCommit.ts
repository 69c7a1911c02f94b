/**
 * Playwright's global setup: refuses to test a build made from another commit than the checkout's
 * HEAD, since `npm run test:e2e` never builds and a `doc_build/` left from an earlier checkout would
 * otherwise pass or fail for changes that are not there. The build records its commit in
 * `build-commit.txt` (plugins/docsCommit.ts). Uncommitted changes cannot be matched to a build, so
 * a dirty working tree is named, not refused.
 */
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { FullConfig } from '@playwright/test';
import { BUILD_COMMIT_FILE, headCommit } from '../../plugins/docsCommit';

/** What the check knows of a build folder and the checkout it is tested from. */
export interface BuildFacts {
  /** The folder as the messages name it: `doc_build`, or `SITE_OUT_DIR` as it was given. */
  folder: string;
  /** The commit the build recorded; undefined when it recorded none. */
  built: string | undefined;
  /** The checkout's HEAD; empty outside a Git repository. */
  head: string;
  /** True when tracked files are changed or untracked ones added since HEAD. */
  dirty: boolean;
}

export interface BuildVerdict {
  refused: boolean;
  message: string;
}

/** The command that rebuilds `folder` where the browser tests look for it. */
const rebuildCommand = (folder: string) =>
  folder === 'doc_build' ? 'npm run build' : `SITE_OUT_DIR=${folder} npm run build`;

/** Whether the browser tests may run against the build, and what to tell the person running them. */
export function judgeBuild(facts: BuildFacts): BuildVerdict {
  const { built, head, dirty } = facts;
  const folder = facts.folder.replace(/\/+$/, '');
  const rebuild = rebuildCommand(folder);
  if (!head)
    return {
      refused: false,
      message: `Not a Git checkout: whether ${folder}/ was built from this code cannot be checked.`,
    };
  if (!built)
    return {
      refused: true,
      message: `${folder}/ records no commit (no ${BUILD_COMMIT_FILE}): it was built by an older version of the site, outside a Git checkout, or not to the end. Rebuild it: ${rebuild}`,
    };
  const uncommitted = dirty ? ' The working tree also has uncommitted changes.' : '';
  if (built !== head)
    return {
      refused: true,
      message: `${folder}/ was built from commit ${built}, but HEAD is ${head}.${uncommitted} Rebuild it: ${rebuild}`,
    };
  return {
    refused: false,
    message: dirty
      ? `${folder}/ was built from HEAD (${head}); the working tree has uncommitted changes, which a build does not record: if they came after the build, rebuild it: ${rebuild}`
      : `${folder}/ was built from HEAD (${head}).`,
  };
}

/** True when `git status` lists any change or untracked file; false outside a repository. */
function hasUncommittedChanges(cwd: string): boolean {
  try {
    return (
      execFileSync('git', ['status', '--porcelain'], {
        cwd,
        encoding: 'utf8',
        stdio: ['ignore', 'pipe', 'ignore'],
      }).trim() !== ''
    );
  } catch {
    return false;
  }
}

/** The facts of the build the browser tests serve (the folder playwright.config.ts names). */
export function buildFacts(
  folder = process.env.SITE_OUT_DIR || 'doc_build',
  cwd = process.cwd(),
): BuildFacts {
  const record = join(resolve(cwd, folder), BUILD_COMMIT_FILE);
  const built = existsSync(record) ? readFileSync(record, 'utf8').trim() : undefined;
  return { folder, built, head: headCommit(cwd), dirty: hasUncommittedChanges(cwd) };
}

export default function refuseBuildOfAnotherCommit(config: FullConfig): void {
  // The folder the config's servers serve, which start in the config's folder.
  const configDir = config.configFile ? dirname(config.configFile) : process.cwd();
  const verdict = judgeBuild(buildFacts(undefined, configDir));
  if (verdict.refused) throw new Error(verdict.message);
  console.log(verdict.message);
}
