// The API coverage check in one import: the data, the page and type readers, the three checks and
// the report. Proves that the API reference pages match the installed Rspress: every option of
// the config types and every runtime export has an entry, every entry names something that
// exists, en and zh list the same entries, a stated Default equals the type's `@default`, every
// export of every entry point is documented or excluded with a reason, and every item kind of the
// `_meta.json` and `_nav.json` schemas has a table row with its fields.
// Command: node scripts/checks/check-api-coverage.mjs [docs-dir] [--list]

/** @typedef {import('../../lib/api-coverage/data.mjs').MappingRow} MappingRow */
/** @typedef {import('../../lib/api-coverage/data.mjs').PageItem} PageItem */
/** @typedef {import('../../lib/api-coverage/data.mjs').EntryPointSpec} EntryPointSpec */
/** @typedef {import('../../lib/api-coverage/data.mjs').SchemaSpec} SchemaSpec */
/** @typedef {import('../../lib/api-coverage/pages.mjs').DocumentedOption} DocumentedOption */
/** @typedef {import('../../lib/api-coverage/check-options.mjs').ExpectedOption} ExpectedOption */
/** @typedef {import('./check-entry-points.mjs').EntryPointReport} EntryPointReport */
/** @typedef {import('./check-schemas.mjs').SchemaKind} SchemaKind */

export {
  checkApiCoverage,
  compareOptions,
  expectedOptions,
} from '../../lib/api-coverage/check-options.mjs';
export {
  DATA_FILE,
  DEFAULT_OVERRIDES,
  ENTRY_POINTS,
  EXCLUDED,
  MAPPING,
  OTHER_EXPORTS,
  SCHEMAS,
} from '../../lib/api-coverage/data.mjs';
export {
  codeSpanNames,
  documentedOptions,
  normalizeValue,
  optionId,
  statedDefault,
  tableRows,
} from '../../lib/api-coverage/pages.mjs';
export { entryPointExports } from '../../lib/api-coverage/types.mjs';
export { checkEntryPoints } from './check-entry-points.mjs';
export { checkSchemas, schemaKinds } from './check-schemas.mjs';
export { apiCoverageReport, expectedList } from './report.mjs';
