// Mutation testing of the logic modules (mutation/modules.mjs) with StrykerJS, one module at a
// time: `npm run test:mutation` runs them all, `npm run test:mutation -- menu-state tab-choices`
// the ones named. `-- --force` ignores the incremental results. A listed test file or mutate
// pattern that matches no file stops the run before any mutant, naming the module and the path.
// Prints the score per module and per file, counting the survivors listed in
// mutation/equivalent.json as equivalent (no test can tell them from the original), and exits 1
// when a module is under the threshold.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { relative } from 'node:path';
import { Stryker } from '@stryker-mutator/core';
import { missingPaths } from '../../mutation/missingPaths.mjs';
import { modules } from '../../mutation/modules.mjs';
import base from '../../mutation/stryker.config.mjs';
import { packageBin } from '../../upstream/packages.mjs';

/** The share of mutants, in percent, each module must kill. */
export const THRESHOLD = 85;

/**
 * @typedef {{ file: string, line: number, mutator: string, replacement: string, reason: string }} Equivalent
 * @typedef {{ fileName: string, status: string, mutatorName: string, replacement?: string,
 *   location: { start: { line: number } } }} Result
 */

/** @type {Equivalent[]} */
const equivalents = JSON.parse(readFileSync('mutation/equivalent.json', 'utf8'));

/**
 * Whether a surviving mutant is listed as equivalent (same file, line, mutator and replacement).
 * @param {Result} result
 */
export function isEquivalent(result, list = equivalents) {
  const file = relative(process.cwd(), result.fileName);
  return list.some(
    (entry) =>
      entry.file === file &&
      entry.line === result.location.start.line &&
      entry.mutator === result.mutatorName &&
      entry.replacement === result.replacement,
  );
}

/**
 * Killed, survived and equivalent counts, and the score: detected over the mutants that are not
 * equivalent. Mutants that time out count as detected (an endless loop is noticed), as in Stryker.
 * @param {Result[]} results
 */
export function score(results) {
  let killed = 0;
  let survived = 0;
  let equivalent = 0;
  for (const result of results) {
    if (result.status === 'Killed' || result.status === 'Timeout') killed++;
    else if (result.status === 'Survived' || result.status === 'NoCoverage') {
      if (isEquivalent(result)) equivalent++;
      else survived++;
    }
  }
  const total = killed + survived;
  return { killed, survived, equivalent, percent: total ? (100 * killed) / total : 100 };
}

const missing = missingPaths(modules);
if (missing.length) {
  console.error(`mutation/modules.mjs names paths that match no file:\n  ${missing.join('\n  ')}`);
  process.exit(2);
}

const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('--'));
const unknownOptions = options.filter((option) => option !== '--force');
if (unknownOptions.length) {
  console.error(`Unknown option: ${unknownOptions.join(', ')}. Options: --force`);
  process.exit(2);
}
const force = options.includes('--force');
const reports = 'reports/mutation';
const names = args.filter((arg) => !arg.startsWith('--'));
const unknown = names.filter((name) => !modules.some((module) => module.name === name));
if (unknown.length) {
  console.error(
    `Unknown module: ${unknown.join(', ')}. Modules: ${modules.map((m) => m.name).join(', ')}`,
  );
  process.exit(2);
}
const chosen = names.length ? modules.filter((module) => names.includes(module.name)) : modules;

/** @type {string[]} */
const lines = [];
let failed = false;
const started = Date.now();
for (const module of chosen) {
  const moduleStarted = Date.now();
  const { tests } = module;
  // Stryker's command runner reports one test for the whole command, so its incremental mode
  // cannot see a changed test file: when the module's tests change, the mutants that survived are
  // tested again (forgotten below), and the killed ones stay killed. That holds for tests added
  // or made stricter; after a test is removed or weakened, `--force` tests every mutant again.
  const testsHash = createHash('sha256');
  for (const file of tests) testsHash.update(file).update(readFileSync(file));
  const hashFile = `${reports}/${module.name}.tests.sha256`;
  const digest = testsHash.digest('hex');
  const testsChanged = !existsSync(hashFile) || readFileSync(hashFile, 'utf8') !== digest;
  const stryker = new Stryker({
    ...base,
    mutate: module.mutate,
    commandRunner: {
      // Relative, as before: the command runs in Stryker's sandbox, beside its own node_modules.
      command: `node ${relative(process.cwd(), packageBin('@rstest/core', 'rstest'))} run -c mutation/rstest.config.ts --bail 1 ${tests.join(' ')}`,
    },
    incrementalFile: `${reports}/${module.name}.incremental.json`,
    htmlReporter: { fileName: `${reports}/${module.name}.html` },
    force,
  });
  if (testsChanged && !force) forgetSurvivors(`${reports}/${module.name}.incremental.json`);
  const results = /** @type {Result[]} */ (await stryker.runMutationTest());
  mkdirSync(reports, { recursive: true });
  writeFileSync(hashFile, digest);
  const seconds = Math.round((Date.now() - moduleStarted) / 1000);
  const total = score(results);
  if (total.percent < THRESHOLD) failed = true;
  lines.push(row(module.name, total, `${seconds} s`));
  const files = [...new Set(results.map((result) => result.fileName))].sort();
  if (files.length > 1) {
    for (const file of files) {
      const own = results.filter((result) => result.fileName === file);
      lines.push(row(`  ${relative(process.cwd(), file)}`, score(own), ''));
    }
  }
}

/**
 * Drops the surviving mutants from an incremental result file, so the next run tests them again.
 * @param {string} file
 */
function forgetSurvivors(file) {
  if (!existsSync(file)) return;
  /** @type {{ files: Record<string, { mutants: { status: string }[] }> }} */
  const report = JSON.parse(readFileSync(file, 'utf8'));
  for (const entry of Object.values(report.files))
    entry.mutants = entry.mutants.filter(
      ({ status }) => status !== 'Survived' && status !== 'NoCoverage',
    );
  writeFileSync(file, JSON.stringify(report));
}

/**
 * @param {string} name
 * @param {ReturnType<typeof score>} total
 * @param {string} time
 */
function row(name, { killed, survived, equivalent, percent }, time) {
  return `${name.padEnd(44)} ${percent.toFixed(1).padStart(5)} %  killed ${String(killed).padStart(4)}  survived ${String(survived).padStart(3)}  equivalent ${String(equivalent).padStart(3)}  ${time}`;
}

console.log(`\nMutation score per module (threshold ${THRESHOLD} %):`);
for (const line of lines) console.log(line);
console.log(`Whole run: ${Math.round((Date.now() - started) / 1000)} s`);
if (failed) process.exitCode = 1;
