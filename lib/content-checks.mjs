// Every content check of the site, in one list: what it is called, the module that holds its
// logic, what it reads, and where it runs. `npm run check:docs` runs the checks marked
// `check:docs` or `both` (scripts/checks/docs-checks/), in this order; the build runs those marked
// `build` or `both` (the plugins in rspress.config.ts). tests/unit/content-checks.test.ts holds
// this list to the files: every scripts/checks/check-*.mjs and every check of plugins/pageChecks/
// is named here.

/** @typedef {Exclude<import('../site/languages.mjs').Prose, 'none'>} ProseKind */

/**
 * How `check:docs` runs a check: the function its module exports and the folder it is given.
 * @typedef {object} DocsCommand
 * @property {string} report  the exported function: (folder) => CheckReport or a promise of one
 * @property {'docs' | ProseKind} folder  the docs root, or the folder of each language whose prose
 *   (site/languages.mjs) is of this kind
 * @property {boolean} [parallel]  run in a second thread beside the others: the slowest checks,
 *   chosen so the two threads take about as long
 * @property {string} [alone]  the script that runs the check on its own, when it is not `module`
 */

/**
 * @typedef {{ name: string, module: string, reads: string }} CheckBase  `module`: the file that
 *   holds the check's logic, from the repository's root
 * @typedef {CheckBase & { runs: 'check:docs' | 'both', command: DocsCommand }} DocsContentCheck
 * @typedef {CheckBase & { runs: 'build' }} BuildContentCheck
 * @typedef {DocsContentCheck | BuildContentCheck} ContentCheck
 */

/** @type {ContentCheck[]} */
export const CONTENT_CHECKS = [
  {
    name: 'Frontmatter',
    module: 'plugins/frontmatterCheck.ts',
    reads: "every page's frontmatter",
    runs: 'both',
    command: { report: 'frontmatterReport', folder: 'docs' },
  },
  {
    name: 'Code examples',
    module: 'scripts/checks/check-snippets.mjs',
    reads: 'the TypeScript and JavaScript code blocks of every page',
    runs: 'check:docs',
    command: { report: 'snippetsReport', folder: 'docs', parallel: true },
  },
  {
    name: 'Language parity',
    module: 'scripts/checks/check-parity.mjs',
    reads: "every page's headings, code blocks and files in each language",
    runs: 'check:docs',
    command: { report: 'parityReport', folder: 'docs' },
  },
  {
    name: 'Chinese typography',
    module: 'scripts/checks/check-zh-typography.mjs',
    reads: 'the Chinese prose',
    runs: 'check:docs',
    command: { report: 'zhTypographyReport', folder: 'chinese' },
  },
  {
    name: 'English spelling',
    module: 'scripts/checks/check-en-spelling.mjs',
    reads: 'the English prose',
    runs: 'check:docs',
    command: { report: 'enSpellingReport', folder: 'english', parallel: true },
  },
  {
    name: 'English heading case',
    module: 'scripts/checks/check-en-heading-case.mjs',
    reads: 'the English headings',
    runs: 'check:docs',
    command: { report: 'enHeadingCaseReport', folder: 'english' },
  },
  {
    name: 'Chinese glossary',
    module: 'scripts/checks/check-zh-glossary.mjs',
    reads: 'the Chinese prose and the glossary',
    runs: 'check:docs',
    command: { report: 'zhGlossaryReport', folder: 'chinese' },
  },
  {
    name: 'Chinese terms by meaning',
    module: 'scripts/checks/check-zh-terms.mjs',
    reads: 'the Chinese prose',
    runs: 'check:docs',
    command: { report: 'zhTermsReport', folder: 'chinese' },
  },
  {
    name: 'Chinese spacing',
    module: 'scripts/checks/check-zh-cjk-spaces.mjs',
    reads: 'the Chinese prose',
    runs: 'check:docs',
    command: { report: 'zhCjkSpacesReport', folder: 'chinese' },
  },
  {
    name: 'Chinese link and code spacing',
    module: 'scripts/checks/check-zh-inline-spacing.mjs',
    reads: 'the links and code spans of the Chinese prose',
    runs: 'check:docs',
    command: { report: 'zhInlineSpacingReport', folder: 'chinese' },
  },
  {
    name: 'Chinese punctuation',
    module: 'scripts/checks/check-zh-halfwidth.mjs',
    reads: 'the Chinese prose',
    runs: 'check:docs',
    command: { report: 'zhHalfwidthReport', folder: 'chinese' },
  },
  {
    name: 'UI labels',
    module: 'scripts/checks/check-ui-labels.mjs',
    reads: "the pages' quotes of the theme's interface texts",
    runs: 'check:docs',
    command: { report: 'uiLabelsReport', folder: 'docs' },
  },
  {
    name: 'Install commands',
    module: 'scripts/checks/check-install-commands.mjs',
    reads: 'the install commands of every page',
    runs: 'check:docs',
    command: { report: 'installCommandsReport', folder: 'docs' },
  },
  {
    name: 'API coverage',
    module: 'scripts/api-coverage/index.mjs',
    reads: "the API reference pages and the installed Rspress's types",
    runs: 'check:docs',
    command: {
      report: 'apiCoverageReport',
      folder: 'docs',
      alone: 'scripts/checks/check-api-coverage.mjs',
    },
  },
  {
    name: 'Translations',
    module: 'scripts/translations/report.mjs',
    reads: "each language's pages against the translation lock files",
    runs: 'check:docs',
    command: { report: 'translationsReport', folder: 'docs' },
  },
  {
    name: 'Author data',
    module: 'plugins/pageChecks/authorData.ts',
    reads: 'frontmatter values, _meta.json, _nav.json and i18n.json',
    runs: 'build',
  },
  {
    name: 'Author HTML',
    module: 'plugins/pageChecks/authorHtml.ts',
    reads: "every page's HTML and the public SVG files",
    runs: 'build',
  },
  {
    name: 'Data images',
    module: 'plugins/pageChecks/dataImages.ts',
    reads: "every page's images",
    runs: 'build',
  },
  {
    name: 'Docs files',
    module: 'plugins/pageChecks/files.ts',
    reads: 'the names and links of the docs folder',
    runs: 'build',
  },
  {
    name: 'Heading HTML',
    module: 'plugins/pageChecks/headingHtml.ts',
    reads: "every page's title and headings",
    runs: 'build',
  },
  {
    name: 'Heading ids',
    module: 'plugins/pageChecks/headingIds.ts',
    reads: "every page's heading ids",
    runs: 'build',
  },
  {
    name: 'HTML size',
    module: 'plugins/pageChecks/htmlSize.ts',
    reads: 'the built HTML pages',
    runs: 'build',
  },
  {
    name: 'Interface texts',
    module: 'plugins/pageChecks/i18nTexts.ts',
    reads: 'i18n.json',
    runs: 'build',
  },
  {
    name: 'MDX code',
    module: 'plugins/pageChecks/mdxCode.ts',
    reads: "every page's MDX imports and expressions",
    runs: 'build',
  },
  {
    name: 'Navigation patterns',
    module: 'plugins/pageChecks/navMatch.ts',
    reads: 'the activeMatch patterns of _nav.json, _meta.json and the configuration',
    runs: 'build',
  },
  {
    name: 'Nesting',
    module: 'plugins/pageChecks/nesting.ts',
    reads: "every page's syntax tree",
    runs: 'build',
  },
  {
    name: 'Output names',
    module: 'plugins/pageChecks/outputNames.ts',
    reads: 'the page and public file names against the names the build writes',
    runs: 'build',
  },
  {
    name: 'Page size',
    module: 'plugins/pageChecks/pageSize.ts',
    reads: "every page's source",
    runs: 'build',
  },
  {
    name: 'References',
    module: 'plugins/pageChecks/references.ts',
    reads: "every page's links, anchors and images",
    runs: 'build',
  },
  {
    name: 'Theme ids',
    module: 'plugins/pageChecks/themeIds.ts',
    reads: 'the heading ids of the built pages',
    runs: 'build',
  },
];

/**
 * The checks of other things than the pages, each run by its own npm script: named here so that
 * every scripts/checks/check-*.mjs has one home.
 * @type {{ name: string, module: string, reads: string, script: string }[]}
 */
export const OTHER_CHECKS = [
  {
    name: 'HTML',
    module: 'scripts/checks/check-html.mjs',
    reads: 'the built pages',
    script: 'check:html',
  },
  {
    name: 'Reproducible build',
    module: 'scripts/checks/check-reproducible.mjs',
    reads: 'two builds of the working tree',
    script: 'check:reproducible',
  },
  {
    name: 'Workflows',
    module: 'scripts/checks/check-workflows.mjs',
    reads: '.github/workflows/',
    script: 'check',
  },
];
