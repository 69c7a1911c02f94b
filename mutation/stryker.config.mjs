/**
 * StrykerJS options shared by every module (scripts/runners/mutation.mjs adds `mutate`, the test
 * command and the incremental file per module). Stryker 9.6 is the newest release whose `engines`
 * accepts Node 20; it has no Rstest runner, so each mutant runs the module's unit tests through
 * Rstest's command line, with the mutant chosen by the environment variable Stryker sets.
 * @type {import('@stryker-mutator/api/core').PartialStrykerOptions}
 */
export default {
  testRunner: 'command',
  // Two shared cores: two mutants at a time keeps one Rstest process per core.
  concurrency: 2,
  // A run reuses the results of mutants whose code and tests did not change since the last run.
  incremental: true,
  // The sandbox gets the sources and tests, not the build output or the pictures.
  ignorePatterns: ['doc_build', 'test-results', 'playwright-report', '.rspress', 'docs/public'],
  tempDirName: '.stryker-tmp',
  reporters: ['clear-text', 'progress-append-only', 'html'],
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  // A mutant that makes a loop endless is stopped after this much more than the unmutated run.
  timeoutMS: 10_000,
  thresholds: { high: 90, low: 85, break: null },
  cleanTempDir: true,
};
