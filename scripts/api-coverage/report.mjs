// The API coverage check as one report: the three checks over a docs folder, with the counts a
// reader of the output wants (per page, per entry point, per schema) and every problem.
import { join } from 'node:path';
import { checkApiCoverage, expectedOptions } from '../../lib/api-coverage/check-options.mjs';
import { DATA_FILE, OTHER_EXPORTS } from '../../lib/api-coverage/data.mjs';
import { CORE, repoRoot } from '../../lib/api-coverage/types.mjs';
import { defaultLang, langs } from '../../site/languages.mjs';
import { checkEntryPoints } from './check-entry-points.mjs';
import { checkSchemas } from './check-schemas.mjs';

/** Missing counts in the languages' order: `0, 2`. */
const missingList = (/** @type {Record<string, number>} */ missing) =>
  langs.map((lang) => missing[lang]).join(', ');

/**
 * The report of the option, entry point and schema checks over a docs folder.
 * @param {string} [docsDir]
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function apiCoverageReport(docsDir = join(repoRoot, 'docs')) {
  const options = checkApiCoverage(docsDir);
  const entries = checkEntryPoints(docsDir);
  const schemas = checkSchemas(docsDir);
  const findings = [...options.problems, ...entries.problems, ...schemas.problems];
  const notes = [
    `API coverage: ${options.total} options and exports in the types, ${options.documented} documented in ${defaultLang}; ${options.excluded.length} excluded by the list in ${DATA_FILE}.`,
    ...options.perPage.map(
      ({ page, expected, documented }) =>
        `  ${page}: ${expected} in the types, ${documented} documented`,
    ),
    `Entry points (exports: documented / excluded / missing ${langs.join(', ')}):`,
    ...entries.report.map(
      (r) =>
        `  ${r.entry}: ${r.exports}: ${r.documented} / ${r.excluded} / ${missingList(r.missing)}`,
    ),
    `JSON schemas (item kinds: missing ${langs.join(', ')}):`,
    ...schemas.report.map((r) => `  ${r.entry}: ${r.exports}: ${missingList(r.missing)}`),
    ...Object.entries(OTHER_EXPORTS).map(
      ([key, reason]) => `  not checked: ${CORE}${key.slice(1)}: ${reason}`,
    ),
  ];
  return {
    notes,
    findings,
    summary: findings.length
      ? `${findings.length} API coverage problem(s). Document the name on its page in both languages, or list it in ${DATA_FILE} with a reason.`
      : 'API coverage: every option, export and schema item is documented in every language or excluded with a reason.',
  };
}

/** What the types expect per page, with the `@default` of each option: the `--list` output. */
export function expectedList() {
  return [...expectedOptions().pages].flatMap(([page, names]) => [
    `${page} (${names.size})`,
    ...[...names].map(
      ([name, info]) => `  ${name}${info.default !== undefined ? `  = ${info.default}` : ''}`,
    ),
  ]);
}
