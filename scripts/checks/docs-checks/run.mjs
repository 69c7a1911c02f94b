// Runs content checks and reports every failure, not only the first: a check that fails or
// throws is recorded and the next one runs. The checks marked `parallel` run in a worker thread
// while the others run here, and the reports are printed in list order as they complete.
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { printReport } from '../../../lib/check-report.mjs';
// The build's checks are TypeScript; this lets each thread of the runner import them.
import '../../../lib/typescript-imports.mjs';

const repoRoot = new URL('../../../', import.meta.url);

/** @typedef {import('./list.mjs').DocsCheck} DocsCheck */
/** @typedef {import('../../../lib/check-report.mjs').CheckReport} CheckReport */

/**
 * @typedef {object} CheckOutcome
 * @property {string} name
 * @property {CheckReport} report  a check that threw reports the error as its one finding
 * @property {number} seconds
 */

/**
 * Runs one check over a docs folder; an exception becomes a finding, so it fails only this check.
 * @param {DocsCheck} check
 * @param {string} docsDir
 * @returns {Promise<CheckOutcome>}
 */
export async function runCheck(check, docsDir) {
  const started = performance.now();
  /** @type {CheckReport} */
  let report;
  try {
    /** @type {Record<string, unknown>} */
    const module = await import(new URL(check.module, repoRoot).href);
    const run = module[check.report];
    if (typeof run !== 'function') throw new Error(`${check.module} exports no ${check.report}()`);
    report = await /** @type {(folder: string) => CheckReport | Promise<CheckReport>} */ (run)(
      join(docsDir, check.folder),
    );
  } catch (error) {
    const message = error instanceof Error ? (error.stack ?? error.message) : String(error);
    report = { notes: [], findings: [message], summary: `${check.name} stopped with an error.` };
  }
  return { name: check.name, report, seconds: (performance.now() - started) / 1000 };
}

/**
 * Starts the worker thread that runs `checks` one after another.
 * @param {DocsCheck[]} checks
 * @param {string} docsDir
 * @returns {Map<string, Promise<CheckOutcome>>}
 */
function runInWorker(checks, docsDir) {
  if (!checks.length) return new Map();
  /** @type {Map<string, { resolve: (outcome: CheckOutcome) => void }>} */
  const waiting = new Map();
  const outcomes = new Map(
    checks.map((check) => [
      check.name,
      /** @type {Promise<CheckOutcome>} */ (
        new Promise((resolve) => waiting.set(check.name, { resolve }))
      ),
    ]),
  );
  const worker = new Worker(new URL('./worker.mjs', import.meta.url), {
    workerData: { checks, docsDir },
  });
  worker.on('message', (/** @type {CheckOutcome} */ outcome) => {
    waiting.get(outcome.name)?.resolve(outcome);
    waiting.delete(outcome.name);
  });
  // A worker that dies fails each check it had not finished, with the reason.
  const fail = (/** @type {string} */ reason) => {
    for (const [name, { resolve }] of waiting) {
      resolve({
        name,
        report: { notes: [], findings: [reason], summary: `${name} did not finish.` },
        seconds: 0,
      });
    }
    waiting.clear();
  };
  worker.on('error', (error) => fail(`the check thread failed: ${error.stack ?? error.message}`));
  worker.on('exit', (code) => fail(`the check thread exited with code ${code}`));
  return outcomes;
}

/** Lets the worker's messages in between two checks of this thread. */
const yieldToEvents = () => new Promise((resolve) => setImmediate(resolve));

/**
 * Runs every check over a docs folder and prints each report in list order, then one summary
 * line per check. Resolves to the outcomes; a check failed when its report has findings.
 * @param {string} docsDir
 * @param {DocsCheck[]} checks
 * @returns {Promise<CheckOutcome[]>}
 */
export async function runDocsChecks(docsDir, checks) {
  const inWorker = runInWorker(
    checks.filter((check) => check.parallel),
    docsDir,
  );
  /** @type {(CheckOutcome | undefined)[]} */
  const done = checks.map(() => undefined);
  let printed = 0;
  const printReady = () => {
    for (; printed < checks.length; printed++) {
      const outcome = done[printed];
      if (!outcome) return;
      printReport(outcome.report);
    }
  };
  for (const [index, check] of checks.entries()) {
    inWorker.get(check.name)?.then((outcome) => {
      done[index] = outcome;
    });
  }
  for (const [index, check] of checks.entries()) {
    if (check.parallel) continue;
    done[index] = await runCheck(check, docsDir);
    await yieldToEvents();
    printReady();
  }
  const outcomes = await Promise.all(
    checks.map((check, index) => done[index] ?? inWorker.get(check.name)),
  );
  outcomes.forEach((outcome, index) => {
    done[index] = outcome;
  });
  printReady();
  printSummary(/** @type {CheckOutcome[]} */ (outcomes));
  return /** @type {CheckOutcome[]} */ (outcomes);
}

/**
 * One line per check (passed or how many findings, and its time), then the verdict.
 * @param {CheckOutcome[]} outcomes
 */
function printSummary(outcomes) {
  const failed = outcomes.filter(({ report }) => report.findings.length);
  const width = Math.max(...outcomes.map(({ name }) => name.length));
  console.log('\nContent checks:');
  for (const { name, report, seconds } of outcomes) {
    const verdict = report.findings.length ? `FAIL  ${report.findings.length} finding(s)` : 'ok';
    console.log(`  ${name.padEnd(width)}  ${seconds.toFixed(1).padStart(5)} s  ${verdict}`);
  }
  if (failed.length)
    console.error(
      `\n${failed.length} of ${outcomes.length} content checks failed: ${failed.map(({ name }) => name).join(', ')}.`,
    );
  else console.log(`\nAll ${outcomes.length} content checks passed.`);
}
