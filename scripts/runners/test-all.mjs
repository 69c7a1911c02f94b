// `npm test`: every step of the project's checks, one after another, stopping at the first that
// fails, then the time each took (the suite has a time budget, README "Tests"; a step that grows
// shows here first).
// Usage: node scripts/runners/test-all.mjs
import { spawnSync } from 'node:child_process';
import { pathToFileURL } from 'node:url';

/** The package scripts `npm test` runs, in order: each needs what the ones before it built. */
export const TEST_STEPS = [
  'check',
  'test:unit',
  'check:reproducible',
  'check:html',
  'test:e2e',
  'test:engines',
];

/** @param {number} ms */
const minutes = (ms) => `${Math.floor(ms / 60_000)} min ${((ms % 60_000) / 1000).toFixed(1)} s`;

/** Runs the steps, prints their times, and returns the exit status of the run. */
function runSteps() {
  /** @type {{ step: string, ms: number }[]} */
  const times = [];
  let status = 0;
  for (const step of TEST_STEPS) {
    const started = performance.now();
    status = spawnSync('npm', ['run', step], { stdio: 'inherit' }).status ?? 1;
    times.push({ step, ms: performance.now() - started });
    if (status !== 0) break;
  }
  const total = times.reduce((sum, { ms }) => sum + ms, 0);
  console.log(`\nnpm test ${status === 0 ? 'passed' : `failed at ${times.at(-1)?.step}`}:`);
  for (const { step, ms } of times) console.log(`  ${step.padEnd(20)} ${minutes(ms)}`);
  console.log(`  ${'total'.padEnd(20)} ${minutes(total)}`);
  return status;
}

// Run as a command (`npm test`); imported (tests/unit/workflows.test.ts), only the list.
if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) process.exit(runSteps());
