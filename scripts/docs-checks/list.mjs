// Every content check of `npm run check:docs`, in the order the runner prints them. A check is
// data (its module, the function that returns its report, the folder it reads), so the runner can
// hand it to a second thread. Each module also runs alone: `node scripts/<module> [folder]`.

/**
 * @typedef {object} DocsCheck
 * @property {string} name    what the summary calls it
 * @property {string} module  the module that exports the report function, relative to this folder
 * @property {string} report  the exported function: (folder) => CheckReport or a promise of one
 * @property {'' | 'en' | 'zh'} folder  what it reads: the docs root, or one language folder
 * @property {boolean} [parallel]  run in a second thread beside the others: the slowest checks,
 *   chosen so the two threads take about as long
 */

/** @type {DocsCheck[]} */
export const DOCS_CHECKS = [
  {
    name: 'Code examples',
    module: '../check-snippets.mjs',
    report: 'snippetsReport',
    folder: '',
    parallel: true,
  },
  { name: 'Language parity', module: '../check-parity.mjs', report: 'parityReport', folder: '' },
  {
    name: 'Chinese typography',
    module: '../check-zh-typography.mjs',
    report: 'zhTypographyReport',
    folder: 'zh',
  },
  {
    name: 'English spelling',
    module: '../check-en-spelling.mjs',
    report: 'enSpellingReport',
    folder: 'en',
    parallel: true,
  },
  {
    name: 'English heading case',
    module: '../check-en-heading-case.mjs',
    report: 'enHeadingCaseReport',
    folder: 'en',
  },
  {
    name: 'Chinese glossary',
    module: '../check-zh-glossary.mjs',
    report: 'zhGlossaryReport',
    folder: 'zh',
  },
  {
    name: 'Chinese spacing',
    module: '../check-zh-cjk-spaces.mjs',
    report: 'zhCjkSpacesReport',
    folder: 'zh',
  },
  {
    name: 'Chinese link and code spacing',
    module: '../check-zh-inline-spacing.mjs',
    report: 'zhInlineSpacingReport',
    folder: 'zh',
  },
  {
    name: 'Chinese punctuation',
    module: '../check-zh-halfwidth.mjs',
    report: 'zhHalfwidthReport',
    folder: 'zh',
  },
  { name: 'UI labels', module: '../check-ui-labels.mjs', report: 'uiLabelsReport', folder: '' },
  {
    name: 'Install commands',
    module: '../check-install-commands.mjs',
    report: 'installCommandsReport',
    folder: '',
  },
  {
    name: 'API coverage',
    module: '../api-coverage/index.mjs',
    report: 'apiCoverageReport',
    folder: '',
  },
  {
    name: 'Translations',
    module: '../translations/report.mjs',
    report: 'translationsReport',
    folder: '',
  },
];
