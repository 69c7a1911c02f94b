// The registry of content checks (lib/content-checks.mjs) is the one home of every check: each
// scripts/checks/check-*.mjs and each check of plugins/pageChecks/ is named there, and each file it
// names exists.
import { existsSync, readdirSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { CONTENT_CHECKS, OTHER_CHECKS } from '../../lib/content-checks.mjs';
import { DOCS_CHECKS } from '../../scripts/checks/docs-checks/list.mjs';

const repoRoot = resolve(__dirname, '../..');

/** The files of a folder (not of its subfolders) whose name matches, from the repository's root. */
function filesIn(folder: string, name: RegExp): string[] {
  return readdirSync(join(repoRoot, folder))
    .filter((file) => name.test(file))
    .map((file) => `${folder}/${file}`)
    .sort();
}

/** Every file the registry names: a check's module and the script that runs it alone. */
export function namedFiles(): string[] {
  return [
    ...CONTENT_CHECKS.flatMap((check) => [
      check.module,
      ...(check.runs !== 'build' && check.command.alone ? [check.command.alone] : []),
    ]),
    ...OTHER_CHECKS.map(({ module }) => module),
  ];
}

/**
 * The scripts/checks/check-*.mjs files the registry does not name; the runner of check:docs aside.
 */
export function unlistedScripts(scripts: string[], named: string[]): string[] {
  return scripts.filter((file) => !file.endsWith('/check-docs.mjs') && !named.includes(file));
}

describe('the registry of content checks', () => {
  const named = namedFiles();

  it('names every scripts/checks/check-*.mjs', () => {
    const scripts = filesIn('scripts/checks', /^check-.*\.mjs$/);
    expect(scripts.length).toBeGreaterThan(10);
    expect(unlistedScripts(scripts, named)).toEqual([]);
  });

  it('names every check of plugins/pageChecks/ (not its runner, types or shared readers)', () => {
    const helpers = ['index.ts', 'types.ts', 'headings.ts', 'values.ts'];
    const checks = filesIn('plugins/pageChecks', /\.ts$/).filter(
      (file) => !helpers.includes(file.split('/').at(-1) ?? ''),
    );
    expect(checks.filter((file) => !named.includes(file))).toEqual([]);
  });

  it('names only files that exist, each once', () => {
    expect(named.filter((file) => !existsSync(join(repoRoot, file)))).toEqual([]);
    expect(new Set(named).size).toBe(named.length);
  });

  it('sees a check script it does not name, and ignores only the runner', () => {
    const scripts = [
      'scripts/checks/check-docs.mjs',
      'scripts/checks/check-parity.mjs',
      'scripts/checks/check-new.mjs',
    ];
    expect(unlistedScripts(scripts, ['scripts/checks/check-parity.mjs'])).toEqual([
      'scripts/checks/check-new.mjs',
    ]);
  });

  it('runs the frontmatter check in check:docs and in the build', () => {
    const check = CONTENT_CHECKS.find(({ name }) => name === 'Frontmatter');
    expect(check?.runs).toBe('both');
    expect(DOCS_CHECKS.map(({ name }) => name)).toContain('Frontmatter');
  });

  it('gives check:docs the checks that run there, in order, once per language of a prose kind', () => {
    expect(DOCS_CHECKS.map(({ name }) => name).slice(0, 4)).toEqual([
      'Frontmatter',
      'Code examples',
      'Language parity',
      'Chinese typography',
    ]);
    expect(DOCS_CHECKS.find(({ name }) => name === 'Chinese spacing')?.folder).toBe('zh');
    expect(DOCS_CHECKS.find(({ name }) => name === 'English spelling')?.folder).toBe('en');
    expect(DOCS_CHECKS.some(({ name }) => name === 'References')).toBe(false);
  });
});
