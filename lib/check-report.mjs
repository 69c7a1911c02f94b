// The one shape a content check reports in, so each check prints the same way as its own command
// and inside the runner of all checks (scripts/checks/check-docs.mjs).

/**
 * What one content check found.
 * @typedef {object} CheckReport
 * @property {string[]} notes     what was checked, printed whether or not the check passed
 * @property {string[]} findings  one line per fault, with file and line; empty when it passed
 * @property {string} summary     one line: what passed, or how many faults and how to fix them
 */

/**
 * Prints a report: notes to stdout, findings to stderr, then the summary where it belongs.
 * @param {CheckReport} report
 */
export function printReport({ notes, findings, summary }) {
  for (const line of notes) console.log(line);
  for (const line of findings) console.error(line);
  if (findings.length) console.error(`\n${summary}`);
  else console.log(summary);
}

/**
 * Runs one check as its own command: prints its report and sets exit code 1 on a finding.
 * @param {() => CheckReport | Promise<CheckReport>} check
 */
export async function runAsCommand(check) {
  try {
    const report = await check();
    printReport(report);
    if (report.findings.length) process.exitCode = 1;
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  }
}
