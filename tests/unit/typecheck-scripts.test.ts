// The scripts and benches are JavaScript checked by `tsc` from their JSDoc. These tests fail when
// the repository's TypeScript config stops checking them (checkJs off, a folder or file excluded)
// or when a JSDoc type error in an .mjs file would pass unseen.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import ts from 'typescript';
import { walkFiles } from '../../lib/files.mjs';

const repoRoot = resolve(__dirname, '../..');
/** The folders that hold JavaScript modules of ours. */
const JS_FOLDERS = ['scripts', 'lib', 'core', 'http', 'bench', 'plugins', 'site', 'config'];
const configPath = join(repoRoot, 'tsconfig.json');
const { config } = ts.readConfigFile(configPath, ts.sys.readFile);
const parsed = ts.parseJsonConfigFileContent(config, ts.sys, repoRoot, undefined, configPath);

const fixtureDir = mkdtempSync(join(tmpdir(), 'typecheck-scripts-'));
afterAll(() => rmSync(fixtureDir, { recursive: true, force: true }));

/** The diagnostics `tsc` gives one .mjs file under the repository's compiler options. */
function diagnosticsOf(source: string) {
  const file = join(fixtureDir, `fixture-${Math.random().toString(36).slice(2)}.mjs`);
  writeFileSync(file, source);
  // The fixture uses no Node API; leaving out the ambient Node types keeps the program small.
  const program = ts.createProgram([file], { ...parsed.options, types: [] });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((diagnostic) => diagnostic.file?.fileName === file)
    .map((diagnostic) => ({
      code: diagnostic.code,
      line: diagnostic.file?.getLineAndCharacterOfPosition(diagnostic.start ?? 0).line,
    }));
}

const typed = (call: string) =>
  [
    '/** @param {number} count */',
    'export function twice(count) {',
    '  return count * 2;',
    '}',
    `export const four = twice(${call});`,
  ].join('\n');

describe('type-checked scripts', { timeout: 120_000 }, () => {
  it('the repository config checks JavaScript, strictly', () => {
    expect(parsed.errors).toEqual([]);
    expect(parsed.options.allowJs).toBe(true);
    expect(parsed.options.checkJs).toBe(true);
    expect(parsed.options.strict).toBe(true);
  });

  // Packages a bench installs for itself (bench/tools/*/node_modules) are not our scripts.
  const installed = (folder: string) => folder === 'node_modules';

  it('every .mjs file of scripts/, bench/, plugins/ and site/ is in the checked program', () => {
    const checked = new Set(parsed.fileNames.map((file) => resolve(file)));
    const scripts = JS_FOLDERS.flatMap((folder) =>
      walkFiles(join(repoRoot, folder), (name) => name.endsWith('.mjs'), installed).map((file) =>
        join(repoRoot, folder, file),
      ),
    );
    expect(scripts.length).toBeGreaterThan(0);
    expect(scripts.filter((file) => !checked.has(file))).toEqual([]);
  });

  it('no hand-written declaration file stands in for a script', () => {
    // A declaration beside a module of the same name hides that module's code from the checker.
    const mirrors = JS_FOLDERS.flatMap((folder) => {
      const files = walkFiles(join(repoRoot, folder), () => true, installed);
      const modules = new Set(files.filter((file) => /\.m?js$/.test(file)));
      return files.filter((file) => {
        const base = file.replace(/\.d\.m?ts$/, '');
        return base !== file && (modules.has(`${base}.mjs`) || modules.has(`${base}.js`));
      });
    });
    expect(mirrors).toEqual([]);
  });

  it('a JSDoc type error in an .mjs file is a diagnostic at its line', () => {
    expect(diagnosticsOf(typed('2'))).toEqual([]);
    expect(diagnosticsOf(typed("'two'"))).toEqual([{ code: 2345, line: 4 }]);
  });

  it('a parameter without a type is an error, as in TypeScript files', () => {
    expect(diagnosticsOf('export const half = (value) => value / 2;\n')).toEqual([
      { code: 7006, line: 0 },
    ]);
  });
});
