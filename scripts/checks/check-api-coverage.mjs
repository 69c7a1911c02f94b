// The API coverage check as a command (the check itself: scripts/api-coverage/).
// Usage: node scripts/checks/check-api-coverage.mjs [docs-dir]   (exit 1 with a list of problems)
//        node scripts/checks/check-api-coverage.mjs --list       (what the types expect, per page)
import { resolve } from 'node:path';
import { runAsCommand } from '../../lib/check-report.mjs';
import { apiCoverageReport, expectedList } from '../api-coverage/index.mjs';

const args = process.argv.slice(2);
const dir = args.find((arg) => !arg.startsWith('--'));
if (args.includes('--list')) for (const line of expectedList()) console.log(line);
else await runAsCommand(() => apiCoverageReport(dir && resolve(dir)));
