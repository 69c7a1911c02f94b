// Validates every GitHub Actions workflow in .github/workflows/ against the workflow JSON schema
// that @action-validator/core ships (keys, triggers, job and step shapes, `needs` that name a job),
// so a typo fails `npm run check` here instead of the first run on GitHub. Each finding names the
// file and the line of the offending key. Usage: node scripts/checks/check-workflows.mjs [folder]
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateWorkflow } from '@action-validator/core';
import { isMap, isScalar, isSeq, LineCounter, parseDocument } from 'yaml';
import { runAsCommand } from '../../lib/check-report.mjs';

const repoRoot = resolve(fileURLToPath(import.meta.url), '../../..');

/**
 * The line of a JSON pointer (`/jobs/test/steps/0`) in a YAML text, or of the deepest key of it
 * that exists; 1 when none does.
 * @param {string} text
 * @param {string} pointer
 */
export function lineOf(text, pointer) {
  const lineCounter = new LineCounter();
  const doc = parseDocument(text, { lineCounter });
  const keys = pointer
    .split('/')
    .slice(1)
    .map((key) => key.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((key) => (/^\d+$/.test(key) ? Number(key) : key));
  for (let depth = keys.length; depth > 0; depth--) {
    const parent = depth === 1 ? doc.contents : doc.getIn(keys.slice(0, depth - 1), true);
    const key = keys[depth - 1];
    // A mapping's entry is found by its key (the line of `key:`), a sequence's by its index.
    const node = isMap(parent)
      ? parent.items.find((pair) => isScalar(pair.key) && pair.key.value === key)?.key
      : isSeq(parent) && typeof key === 'number'
        ? parent.items[key]
        : undefined;
    const offset = /** @type {{ range?: [number, number, number] } | undefined} */ (node)
      ?.range?.[0];
    if (offset !== undefined) return lineCounter.linePos(offset).line;
  }
  return 1;
}

/**
 * The findings for one workflow file's text, as `file:line: message`.
 * @param {string} file  the path printed
 * @param {string} text
 */
export function workflowFindings(file, text) {
  return validateWorkflow(text).errors.map((error) => {
    const line =
      'path' in error && error.path
        ? lineOf(text, error.path)
        : 'location' in error && error.location
          ? error.location.line
          : 1;
    const where = 'path' in error && error.path ? ` at ${error.path}` : '';
    return `${file}:${line}: ${error.title}${where}${error.detail ? `: ${error.detail}` : ''}`;
  });
}

/**
 * @param {string} [dir]
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function workflowsReport(dir = join(repoRoot, '.github', 'workflows')) {
  const files = readdirSync(dir).filter((name) => /\.ya?ml$/.test(name));
  if (!files.length) throw new Error(`${dir}: no workflow files`);
  const findings = files.flatMap((name) =>
    workflowFindings(
      relative(process.cwd(), join(dir, name)),
      readFileSync(join(dir, name), 'utf8'),
    ),
  );
  return {
    notes: [`Workflows: ${files.length} files in ${relative(process.cwd(), dir) || '.'}`],
    findings,
    summary: findings.length
      ? `${findings.length} workflow faults: fix the keys named above`
      : 'Workflows: every file matches the workflow schema',
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url))
  await runAsCommand(() => workflowsReport(process.argv[2] && resolve(process.argv[2])));
