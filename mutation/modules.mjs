/**
 * The logic modules under mutation test, each with the unit tests that claim to cover it. A module
 * runs on its own (`npm run test:mutation -- <name>`), so a change to one module re-tests only it;
 * the test list is what each mutant runs, so it holds the fast tests only (bad-input.test.ts builds
 * whole sites and would cost minutes per mutant; the page checks it covers have their own tests).
 * Every path must name a file: the run stops before any mutant otherwise (missingPaths.mjs).
 */

/** @typedef {{ name: string, mutate: string[], tests: string[] }} MutationModule */

const searchTests = [
  'tests/unit/search-engine.test.ts',
  'tests/unit/search-engine-scores.test.ts',
  'tests/unit/search-hostile-input.test.ts',
  'tests/unit/search-ranking.test.ts',
  'tests/unit/search-snippets.test.ts',
  'tests/unit/search-tokens.test.ts',
];

/** @type {MutationModule[]} */
export const modules = [
  { name: 'search-engine', mutate: ['theme/search/engine.ts'], tests: searchTests },
  { name: 'search-ranking', mutate: ['theme/search/ranking.ts'], tests: searchTests },
  { name: 'search-snippets', mutate: ['theme/search/snippets.ts'], tests: searchTests },
  { name: 'search-tokens', mutate: ['core/search/tokens.ts'], tests: searchTests },
  {
    name: 'content-negotiation',
    mutate: ['http/markdownNegotiation.mjs'],
    tests: ['tests/unit/markdown-negotiation.test.ts'],
  },
  {
    name: 'inline-markdown',
    mutate: ['core/inlineMarkdown.ts', 'theme/overrides/renderInlineMarkdown.ts'],
    tests: ['tests/unit/inline-markdown.test.ts'],
  },
  {
    name: 'tab-choices',
    mutate: ['theme/overrides/tabChoices.ts'],
    tests: ['tests/unit/tab-choices.test.ts'],
  },
  {
    name: 'menu-state',
    mutate: ['theme/hooks/menuState.ts'],
    tests: ['tests/unit/menu-state.test.ts'],
  },
  {
    name: 'frontmatter-check',
    mutate: ['plugins/frontmatterCheck.ts'],
    tests: ['tests/unit/frontmatter-check.test.ts'],
  },
  {
    name: 'page-checks',
    mutate: ['plugins/pageChecks/*.ts'],
    tests: [
      'tests/unit/page-checks.test.ts',
      'tests/unit/page-checks-author-html.test.ts',
      'tests/unit/page-checks-references.test.ts',
      'tests/unit/page-checks-site.test.ts',
      'tests/unit/docs-files.test.ts',
      'tests/unit/html-budget.test.ts',
    ],
  },
  {
    name: 'translations',
    mutate: [
      'lib/translations/lock.mjs',
      'lib/translations/sections.mjs',
      'lib/translations/status.mjs',
      'scripts/translations/sync.mjs',
    ],
    tests: [
      'tests/unit/translations-sections.test.ts',
      'tests/unit/translations-lock.test.ts',
      'tests/unit/translations-status.test.ts',
      'tests/unit/translations-sync.test.ts',
      'tests/unit/translations-notice.test.ts',
    ],
  },
];
