// The list of modules under mutation test (mutation/modules.mjs) names only files that exist: a
// missing test file kills no mutant and a pattern that matches nothing makes none, so the run stops
// before any mutant, and this suite fails as soon as the list goes stale.
import { spawnSync } from 'node:child_process';
import { copyFileSync, cpSync, existsSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { matchingFiles, missingPaths } from '../../mutation/missingPaths.mjs';
import { modules } from '../../mutation/modules.mjs';
import { repoRoot } from '../shared/site-files';
import { writeTempTree } from '../shared/temp-docs';

describe('the mutation module list', () => {
  const root = writeTempTree('mutation-list', {
    'src/b.ts': '',
    'src/a.ts': '',
    'src/notes.md': '',
    'tests/a.test.ts': '',
  });
  // Folders named like the files a pattern wants are not files.
  mkdirSync(join(root, 'src/folder.ts'));
  mkdirSync(join(root, 'tests/folder.test.ts'));

  it('reads a path, or a * in its last segment, as the files it names', () => {
    expect(matchingFiles('src/a.ts', root)).toEqual(['src/a.ts']);
    expect(matchingFiles('src/*.ts', root)).toEqual(['src/a.ts', 'src/b.ts']);
    expect(matchingFiles('src/*', root)).toEqual(['src/a.ts', 'src/b.ts', 'src/notes.md']);
    expect(matchingFiles('src/a.*', root)).toEqual(['src/a.ts']);
    expect(matchingFiles('src/*.tsx', root)).toEqual([]);
    expect(matchingFiles('lib/*.ts', root)).toEqual([]);
    expect(matchingFiles('src/folder.ts', root)).toEqual([]);
  });

  it('names each module and path that matches no file, in list order', () => {
    const list = [
      { name: 'whole', mutate: ['src/a.ts', 'src/*.ts'], tests: ['tests/a.test.ts'] },
      {
        name: 'broken',
        mutate: ['src/*.tsx', 'lib/*.ts', 'src/gone.ts'],
        tests: ['tests/a.test.ts', 'tests/gone.test.ts', 'tests/folder.test.ts'],
      },
    ];
    expect(missingPaths(list, root)).toEqual([
      'broken: src/*.tsx matches no file',
      'broken: lib/*.ts matches no file',
      'broken: src/gone.ts matches no file',
      'broken: tests/gone.test.ts matches no file',
      'broken: tests/folder.test.ts matches no file',
    ]);
    expect(missingPaths(list.slice(0, 1), root)).toEqual([]);
  });

  it('refuses glob syntax it does not read rather than pass it unchecked', () => {
    const list = [
      { name: 'globs', mutate: ['src/**/*.ts', 'src/?.ts', '!src/a.ts'], tests: ['*/a.test.ts'] },
    ];
    const unread = (path: string) =>
      `globs: ${path} uses glob syntax the list check does not read (only * in a name)`;
    expect(missingPaths(list, root)).toEqual([
      unread('src/**/*.ts'),
      unread('src/?.ts'),
      unread('!src/a.ts'),
      unread('*/a.test.ts'),
    ]);
  });

  it('names only files of this repository', () => {
    expect(missingPaths(modules, repoRoot)).toEqual([]);
  });

  it('stops the run before any mutant when a listed test file is missing', () => {
    // A copy of the runner beside a list naming a test file that is not there.
    const copy = writeTempTree('mutation-run', {
      'lib/a.mjs': 'export const a = 1;\n',
      'mutation/modules.mjs':
        "export const modules = [{ name: 'broken', mutate: ['lib/a.mjs'], tests: ['tests/unit/gone.test.ts'] }];\n",
    });
    mkdirSync(join(copy, 'scripts/runners'), { recursive: true });
    copyFileSync(
      join(repoRoot, 'scripts/runners/mutation.mjs'),
      join(copy, 'scripts/runners/mutation.mjs'),
    );
    mkdirSync(join(copy, 'upstream'));
    copyFileSync(join(repoRoot, 'upstream/packages.mjs'), join(copy, 'upstream/packages.mjs'));
    for (const file of ['missingPaths.mjs', 'stryker.config.mjs', 'equivalent.json'])
      cpSync(join(repoRoot, 'mutation', file), join(copy, 'mutation', file));
    symlinkSync(join(repoRoot, 'node_modules'), join(copy, 'node_modules'));
    writeFileSync(join(copy, 'package.json'), '{ "type": "module" }\n');
    const run = spawnSync(process.execPath, ['scripts/runners/mutation.mjs'], {
      cwd: copy,
      encoding: 'utf8',
      timeout: 60_000,
    });
    expect(run.stderr).toBe(
      'mutation/modules.mjs names paths that match no file:\n  broken: tests/unit/gone.test.ts matches no file\n',
    );
    expect(run.status).toBe(2);
    expect(existsSync(join(copy, '.stryker-tmp'))).toBe(false);
    expect(existsSync(join(copy, 'reports'))).toBe(false);
  });
});
