// Every content check of `npm run check:docs`, in the order the runner prints them. A check is
// data (its module, the function that returns its report, the folder it reads), so the runner can
// hand it to a second thread. Each module also runs alone: `node scripts/<module> [folder]`.
// A prose check names the kind of prose it reads, not a language: it runs on the folder of every
// language whose `prose` (site/languages.mjs) is that kind.
import { langs, proseOf } from '../../site/languages.mjs';

/**
 * @typedef {object} CheckSpec
 * @property {string} name    what the summary calls it
 * @property {string} module  the module that exports the report function, relative to this folder
 * @property {string} report  the exported function: (folder) => CheckReport or a promise of one
 * @property {'docs' | Exclude<import('../../site/languages.mjs').Prose, 'none'>} reads  the docs
 *   root, or the folder of each language with this kind of prose
 * @property {boolean} [parallel]  run in a second thread beside the others: the slowest checks,
 *   chosen so the two threads take about as long
 */

/**
 * A check as the runner runs it: on one folder.
 * @typedef {Omit<CheckSpec, 'reads'> & { folder: string }} DocsCheck  `folder`: '' for the docs
 *   root, or a language folder
 */

/** @type {CheckSpec[]} */
const CHECKS = [
  {
    name: 'Code examples',
    module: '../check-snippets.mjs',
    report: 'snippetsReport',
    reads: 'docs',
    parallel: true,
  },
  { name: 'Language parity', module: '../check-parity.mjs', report: 'parityReport', reads: 'docs' },
  {
    name: 'Chinese typography',
    module: '../check-zh-typography.mjs',
    report: 'zhTypographyReport',
    reads: 'chinese',
  },
  {
    name: 'English spelling',
    module: '../check-en-spelling.mjs',
    report: 'enSpellingReport',
    reads: 'english',
    parallel: true,
  },
  {
    name: 'English heading case',
    module: '../check-en-heading-case.mjs',
    report: 'enHeadingCaseReport',
    reads: 'english',
  },
  {
    name: 'Chinese glossary',
    module: '../check-zh-glossary.mjs',
    report: 'zhGlossaryReport',
    reads: 'chinese',
  },
  {
    name: 'Chinese terms by meaning',
    module: '../check-zh-terms.mjs',
    report: 'zhTermsReport',
    reads: 'chinese',
  },
  {
    name: 'Chinese spacing',
    module: '../check-zh-cjk-spaces.mjs',
    report: 'zhCjkSpacesReport',
    reads: 'chinese',
  },
  {
    name: 'Chinese link and code spacing',
    module: '../check-zh-inline-spacing.mjs',
    report: 'zhInlineSpacingReport',
    reads: 'chinese',
  },
  {
    name: 'Chinese punctuation',
    module: '../check-zh-halfwidth.mjs',
    report: 'zhHalfwidthReport',
    reads: 'chinese',
  },
  { name: 'UI labels', module: '../check-ui-labels.mjs', report: 'uiLabelsReport', reads: 'docs' },
  {
    name: 'Install commands',
    module: '../check-install-commands.mjs',
    report: 'installCommandsReport',
    reads: 'docs',
  },
  {
    name: 'API coverage',
    module: '../api-coverage/index.mjs',
    report: 'apiCoverageReport',
    reads: 'docs',
  },
  {
    name: 'Translations',
    module: '../translations/report.mjs',
    report: 'translationsReport',
    reads: 'docs',
  },
];

/**
 * The checks run on folders: a prose check once per language of its kind (named with the language
 * when more than one language has that kind, so each outcome has its own name).
 * @type {DocsCheck[]}
 */
export const DOCS_CHECKS = CHECKS.flatMap(({ reads, ...check }) => {
  if (reads === 'docs') return [{ ...check, folder: '' }];
  const matching = langs.filter((lang) => proseOf(lang) === reads);
  return matching.map((lang) => ({
    ...check,
    name: matching.length > 1 ? `${check.name} (${lang})` : check.name,
    folder: lang,
  }));
});
