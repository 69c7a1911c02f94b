// Runs every content check of the docs (scripts/checks/docs-checks/list.mjs) and reports every
// failure, not only the first; exits with 1 when any check failed.
// Usage: node scripts/checks/check-docs.mjs [docs-dir]
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCS_CHECKS } from './docs-checks/list.mjs';
import { runDocsChecks } from './docs-checks/run.mjs';

const docsDir = resolve(
  process.argv[2] ?? join(dirname(fileURLToPath(import.meta.url)), '../../docs'),
);
const outcomes = await runDocsChecks(docsDir, DOCS_CHECKS);
if (outcomes.some(({ report }) => report.findings.length)) process.exitCode = 1;
