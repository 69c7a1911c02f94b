// Checks Chinese typography in docs/zh with AutoCorrect (rules in .autocorrectrc): spaces between
// CJK and Latin/digits, full-width punctuation in Chinese sentences. Prints file:line and the fix.
// Uses the WASM build of AutoCorrect, which runs on every platform without native binaries.
// Usage: node scripts/checks/check-zh-typography.mjs [dir]
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(import.meta.url);

/**
 * AutoCorrect's lint function: `l`/`c` are the 1-based line and column of a finding.
 * @typedef {(source: string, fileName: string) => {
 *   error?: string,
 *   lines: { l: number, c: number, old: string, new: string }[],
 * }} LintFor
 */

/**
 * Loads the AutoCorrect engine and the repository's rules; returns its `lintFor`.
 * @returns {Promise<LintFor>}
 */
export async function loadAutoCorrect(configPath = join(repoRoot, '.autocorrectrc')) {
  const wasmPath = require.resolve('@huacnlee/autocorrect/autocorrect_bg.wasm');
  const glue = await import(join(dirname(wasmPath), 'autocorrect_bg.js'));
  const { instance } = await WebAssembly.instantiate(readFileSync(wasmPath), {
    './autocorrect_bg.js': glue,
  });
  glue.__wbg_set_wasm(instance.exports);
  /** @type {() => void} */ (instance.exports.__wbindgen_start)();
  glue.loadConfig(readFileSync(configPath, 'utf8'));
  return glue.lintFor;
}

/**
 * Findings for one file's source: `{ line, column, old, new }`.
 * @param {LintFor} lintFor
 * @param {string} source
 * @param {string} fileName
 */
export function lintSource(lintFor, source, fileName) {
  const result = lintFor(source, fileName);
  if (result.error) throw new Error(`${fileName}: ${result.error}`);
  return result.lines.map((finding) => ({
    line: finding.l,
    column: finding.c,
    old: finding.old,
    new: finding.new,
  }));
}

/**
 * The check's report over the Chinese pages.
 * @param {string} [dir]  the Chinese language folder
 * @returns {Promise<import('../../lib/check-report.mjs').CheckReport>}
 */
export async function zhTypographyReport(dir = join(repoRoot, 'docs', 'zh')) {
  const lintFor = await loadAutoCorrect();
  const files = markdownFiles(dir);
  const findings = files.flatMap((file) =>
    lintSource(lintFor, readFileSync(file, 'utf8'), file).map(
      (finding) =>
        `${relative(repoRoot, file)}:${finding.line}:${finding.column}\n  - ${finding.old}\n  + ${finding.new}`,
    ),
  );
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} Chinese typography finding(s). Apply the + lines, or run AutoCorrect.`
      : `Chinese typography: ${files.length} files in ${relative(repoRoot, dir)}, no findings.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => zhTypographyReport(dir && resolve(dir)));
}
