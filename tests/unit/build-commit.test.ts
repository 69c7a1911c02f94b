// The build records its commit, and the browser tests refuse a build of another commit, naming
// both; a dirty tree is named, not refused. A server already listening is never reused.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import playwrightConfig from '../../playwright.config';
import { pluginDocsCommit } from '../../plugins/docsCommit';
import { buildFacts, judgeBuild } from '../e2e/buildCommit';
import { makeTempRepo } from '../shared/git-repo';
import { writeTempTree } from '../shared/temp-docs';

const BUILT = '1111111111111111111111111111111111111111';
const HEAD = '2222222222222222222222222222222222222222';

/** A repository with one commit, made at a fixed time so its hash is known in advance. */
function repoWithOneCommit() {
  const repo = makeTempRepo('build-commit');
  repo.commit('.gitignore', 'doc_build/\n', '2025-03-01T12:00:00Z');
  return repo;
}
const REPO_HEAD = '5a12cd848b97b7dfafc685ff95c7815bd8f9f93e';

describe('the verdict on a build', () => {
  it('refuses a build of another commit, naming both and the command that rebuilds', () => {
    const verdict = judgeBuild({ folder: 'doc_build', built: BUILT, head: HEAD, dirty: false });
    expect(verdict).toEqual({
      refused: true,
      message: `doc_build/ was built from commit ${BUILT}, but HEAD is ${HEAD}. Rebuild it: npm run build`,
    });
  });

  it('rebuilds a SITE_OUT_DIR build where it is', () => {
    const verdict = judgeBuild({ folder: '/tmp/variant/', built: BUILT, head: HEAD, dirty: false });
    expect(verdict.refused).toBe(true);
    expect(verdict.message).toBe(
      `/tmp/variant/ was built from commit ${BUILT}, but HEAD is ${HEAD}. Rebuild it: SITE_OUT_DIR=/tmp/variant npm run build`,
    );
  });

  it('refuses a build that records no commit', () => {
    const verdict = judgeBuild({ folder: 'doc_build', built: undefined, head: HEAD, dirty: false });
    expect(verdict.refused).toBe(true);
    expect(verdict.message).toMatch(/^doc_build\/ records no commit \(no build-commit\.txt\)/);
    expect(verdict.message).toMatch(/Rebuild it: npm run build$/);
  });

  it('names uncommitted changes beside a refusal', () => {
    const verdict = judgeBuild({ folder: 'doc_build', built: BUILT, head: HEAD, dirty: true });
    expect(verdict.refused).toBe(true);
    expect(verdict.message).toContain('The working tree also has uncommitted changes.');
  });

  it('passes a build of HEAD, and says so', () => {
    expect(judgeBuild({ folder: 'doc_build', built: HEAD, head: HEAD, dirty: false })).toEqual({
      refused: false,
      message: `doc_build/ was built from HEAD (${HEAD}).`,
    });
  });

  it('passes a build of HEAD in a dirty tree, which it cannot verify, and says so', () => {
    const verdict = judgeBuild({ folder: 'doc_build', built: HEAD, head: HEAD, dirty: true });
    expect(verdict.refused).toBe(false);
    expect(verdict.message).toBe(
      `doc_build/ was built from HEAD (${HEAD}); the working tree has uncommitted changes, which a build does not record: if they came after the build, rebuild it: npm run build`,
    );
  });

  it('passes outside a Git checkout, where there is nothing to match', () => {
    const verdict = judgeBuild({ folder: 'doc_build', built: BUILT, head: '', dirty: false });
    expect(verdict.refused).toBe(false);
    expect(verdict.message).toMatch(/^Not a Git checkout/);
  });
});

describe('the facts of a build', () => {
  it('reads the recorded commit, HEAD and whether the tree is dirty', () => {
    const repo = repoWithOneCommit();
    mkdirSync(repo.file('doc_build'));
    writeFileSync(repo.file('doc_build/build-commit.txt'), `${BUILT}\n`);
    expect(buildFacts('doc_build', repo.dir)).toEqual({
      folder: 'doc_build',
      built: BUILT,
      head: REPO_HEAD,
      dirty: false,
    });
    writeFileSync(repo.file('new-page.md'), '# New\n');
    expect(buildFacts('doc_build', repo.dir).dirty).toBe(true);
  });

  it('reads a folder outside the checkout by its absolute path, and a missing record', () => {
    const repo = repoWithOneCommit();
    const elsewhere = writeTempTree('build-commit-out', { 'index.html': '' });
    expect(buildFacts(elsewhere, repo.dir)).toEqual({
      folder: elsewhere,
      built: undefined,
      head: REPO_HEAD,
      dirty: false,
    });
  });
});

describe('the build', () => {
  const afterBuild = (cwd: string, outDir: string, isProd: boolean) => {
    const hook = pluginDocsCommit(cwd).afterBuild;
    if (!hook) throw new Error('pluginDocsCommit has no afterBuild hook');
    return hook({ outDir }, isProd);
  };

  it('writes its commit into build-commit.txt of a production build', async () => {
    const repo = repoWithOneCommit();
    const out = writeTempTree('build-commit-out', { 'index.html': '' });
    await afterBuild(repo.dir, out, true);
    expect(readFileSync(join(out, 'build-commit.txt'), 'utf8')).toBe(`${REPO_HEAD}\n`);
  });

  it('writes no record for the dev server, nor outside a repository', async () => {
    const repo = repoWithOneCommit();
    const devOut = writeTempTree('build-commit-out', {});
    await afterBuild(repo.dir, devOut, false);
    expect(existsSync(join(devOut, 'build-commit.txt'))).toBe(false);
    const notARepo = writeTempTree('build-commit-plain', {});
    const out = writeTempTree('build-commit-out', {});
    await afterBuild(notARepo, out, true);
    expect(existsSync(join(out, 'build-commit.txt'))).toBe(false);
  });
});

describe('the browser tests', () => {
  it('check the build before any test', () => {
    expect(playwrightConfig.globalSetup).toBe('./tests/e2e/buildCommit.ts');
  });

  it('start their own servers, never reusing one already listening', () => {
    const servers = [playwrightConfig.webServer ?? []].flat();
    expect(servers.length).toBeGreaterThan(0);
    for (const server of servers) expect(server.reuseExistingServer).toBe(false);
  });
});

describe('the engine runs', () => {
  it('refuse a build of another commit before any browser starts, naming both', () => {
    const repo = repoWithOneCommit();
    const out = writeTempTree('build-commit-out', {
      'index.html': '',
      'build-commit.txt': `${BUILT}\n`,
    });
    const runner = resolve(__dirname, '../engines/all.mjs');
    // Browsers that cannot start: a runner that went on would fail at once, not test for minutes.
    const nowhere = join(out, 'no-such-program');
    const run = spawnSync(process.execPath, [runner], {
      cwd: repo.dir,
      encoding: 'utf8',
      env: {
        ...process.env,
        SITE_OUT_DIR: out,
        FIREFOX_PATH: nowhere,
        WEBKIT_WEBDRIVER_PATH: nowhere,
        XVFB_PATH: nowhere,
      },
    });
    expect(run.stderr.trim()).toBe(
      `${out}/ was built from commit ${BUILT}, but HEAD is ${REPO_HEAD}. Rebuild it: SITE_OUT_DIR=${out} npm run build`,
    );
    expect(run.stdout).toBe('');
    expect(run.status).toBe(1);
  });
});
