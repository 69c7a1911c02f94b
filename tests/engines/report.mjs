// The engine runs' report: one line per check (✓ or ✗ with what went wrong, and how long it
// took, for reading, never asserted), then `N passed, N failed` alone on the last line.

/** Thrown by a check whose expectation does not hold. */
export class CheckFailure extends Error {}

/**
 * Fails the check with `what` and both values unless `actual` is `expected`.
 * @param {string} what
 * @param {unknown} actual
 * @param {unknown} expected
 */
export function expectEqual(what, actual, expected) {
  if (!Object.is(actual, expected))
    throw new CheckFailure(
      `${what}: expected ${JSON.stringify(expected)}, got ${JSON.stringify(actual)}`,
    );
}

/**
 * Fails the check with `what` unless `condition` holds.
 * @param {string} what
 * @param {unknown} condition
 */
export function expectTrue(what, condition) {
  if (!condition) throw new CheckFailure(what);
}

/** @param {unknown} error */
const describe = (error) =>
  error instanceof CheckFailure
    ? error.message
    : error instanceof Error
      ? `${error.name}: ${error.message}`
      : String(error);

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/** @param {string} engine the engine's name, printed before each section */
export function createReport(engine) {
  let passed = 0;
  let failed = 0;
  const started = performance.now();
  return {
    /** @param {string} title */
    section(title) {
      console.log(`\n${engine}: ${title}`);
    },
    /**
     * Runs one check; a thrown error fails it and the run goes on with the next.
     * @param {string} name
     * @param {() => Promise<void>} run
     * @returns {Promise<boolean>}
     */
    async check(name, run) {
      const start = performance.now();
      try {
        await run();
        passed++;
        console.log(`  ✓ ${name} (${seconds(performance.now() - start)})`);
        return true;
      } catch (error) {
        failed++;
        console.log(`  ✗ ${name} (${seconds(performance.now() - start)})`);
        for (const line of describe(error).split('\n')) console.log(`      ${line}`);
        return false;
      }
    },
    /**
     * A failure outside any check (the browser did not start…): counted like a failed check.
     * @param {string} what
     * @param {unknown} error
     */
    fatal(what, error) {
      failed++;
      console.log(`  ✗ ${what}\n      ${describe(error)}`);
    },
    /** Prints the time and the tally, and sets the exit code; returns true when all passed. */
    finish() {
      console.log(`\n${engine}: ${seconds(performance.now() - started)} in all`);
      console.log(`${passed} passed, ${failed} failed`);
      if (failed > 0) process.exitCode = 1;
      return failed === 0;
    },
  };
}

/** @typedef {ReturnType<typeof createReport>} Report */
