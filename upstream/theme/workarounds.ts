/**
 * Every fix this site applies to a fault of the default theme or of Rspress itself, as a list an
 * upgrade starts from: for each, re-run its test without the fix; when the test passes, the fix can
 * go. tests/unit/workarounds.test.ts fails when the installed @rspress/core is not `checkedAgainst`
 * and prints this list. Imports of Rspress internals all live at the door, theme/upstream/ for the
 * browser and upstream/ for Node (this folder; tests/unit/upstream-imports.test.ts), and the
 * boundary plugin (./plugin.ts) fails the build by an entry's `name` when its swap, rewrite or
 * replaced export no longer meets the upstream code.
 */

/**
 * How a fix meets the upstream code (theme/upstream/README.md):
 * - `css`: style rules over the theme's classes;
 * - `wrap`: our export calls or renders the theme's and adds or regroups around it;
 * - `rewrite`: our export calls the theme's and rewrites elements of the returned tree
 *   (theme/upstream/rewriteTree.ts), reported by name when the target element is not found;
 * - `copy`: our export replaces the theme's without calling it (the reason is at the top of its file);
 * - `swap`: the build replaces a module of the theme with ours, or rewrites its source (./swaps.ts);
 * - `plugin`: a build plugin of ours changes or replaces what a Rspress plugin or the build does;
 * - `slot`: a component of ours in one of the layout's slots (theme/index.tsx);
 * - `config`: site configuration (rspress.config.ts, site/).
 */
export type WorkaroundKind =
  | 'css'
  | 'wrap'
  | 'rewrite'
  | 'copy'
  | 'swap'
  | 'plugin'
  | 'slot'
  | 'config';

export interface Workaround {
  /** A stable name, unique in the list: build failures and tests name the entry by it. */
  name: string;
  kind: WorkaroundKind;
  /** What is wrong upstream, in the version checked against. */
  fault: string;
  /** The files of the fix, from the repository root. */
  files: string[];
  /** The test that fails without the fix, from the repository root. */
  test: string;
  /** When the fix can be removed. */
  removeWhen: string;
  /**
   * The exports of `@rspress/core/theme-original` that theme/index.tsx replaces for this fix; the
   * build fails when one of them no longer exists upstream, or when no upstream module imports it
   * through `@theme` any more, so ours would never be rendered (./themeRequests.ts).
   */
  overrides?: string[];
}

/** The @rspress/core version this list was last checked against. */
export const checkedAgainst = '2.0.22';

const fixedUpstream = 'the test passes with the fix removed';

export const workarounds: Workaround[] = [
  {
    name: 'color-contrast',
    kind: 'css',
    fault:
      'Colours below WCAG AA: the light brand blue, grey helper texts, code tokens in both schemes, Prompt labels in dark mode',
    files: ['theme/styles/accessibility.css'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `each rule's colour passes axe's color-contrast unaided (${fixedUpstream})`,
  },
  {
    name: 'social-link-names',
    kind: 'config',
    fault: 'Icon-only social links have no accessible name',
    files: ['config/social.ts'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `the theme names its social links (${fixedUpstream})`,
  },
  {
    name: 'nav-menus',
    kind: 'copy',
    overrides: ['Nav'],
    fault: 'Navbar: list items outside a list; the Version and language menus open on hover only',
    files: ['theme/overrides/Nav.tsx', 'theme/overrides/NavMenuGroup.tsx'],
    test: 'tests/e2e/keyboard.spec.ts',
    removeWhen: `the theme's navbar menus open from the keyboard and its markup passes axe (${fixedUpstream})`,
  },
  {
    name: 'appearance-button',
    kind: 'copy',
    overrides: ['SwitchAppearance'],
    fault: 'The appearance switch is a div the keyboard cannot reach',
    files: ['theme/overrides/SwitchAppearance.tsx'],
    test: 'tests/e2e/keyboard.spec.ts',
    removeWhen: `the theme's switch is a button (${fixedUpstream})`,
  },
  {
    name: 'phone-menu',
    kind: 'copy',
    overrides: ['NavHamburger'],
    fault:
      'Phone menu: English-only button name, focus left behind it, submenus are divs; the wide menu nests its panel in its button',
    files: ['theme/overrides/NavHamburger.tsx', 'theme/overrides/screenKeyboard.ts'],
    test: 'tests/e2e/keyboard.spec.ts',
    removeWhen: `the theme's phone menu traps and returns focus and is labelled per language (${fixedUpstream})`,
  },
  {
    name: 'heading-anchors',
    kind: 'wrap',
    overrides: ['getCustomMDXComponent'],
    fault: 'Heading anchors are focusable but aria-hidden',
    files: ['theme/overrides/headerAnchors.tsx'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `the theme's anchors are hidden from both or from neither (${fixedUpstream})`,
  },
  {
    name: 'not-found-link-label',
    kind: 'copy',
    overrides: ['NotFoundLayout'],
    fault: '404 page: a fixed English aria-label hides the localized home link text',
    files: ['theme/overrides/NotFoundLayout.tsx', 'theme/overrides/notFoundLinks.ts'],
    test: 'tests/e2e/not-found.spec.ts',
    removeWhen: `the theme's 404 link has no aria-label or a localized one (${fixedUpstream})`,
  },
  {
    name: 'not-found-title',
    kind: 'copy',
    overrides: ['NotFoundLayout'],
    fault:
      'The 404 page is titled "404 - <site>" in every language, whatever its frontmatter title',
    files: ['theme/overrides/NotFoundLayout.tsx'],
    test: 'tests/e2e/not-found.spec.ts',
    removeWhen: `the theme's 404 title comes from the page's title or its locale (${fixedUpstream})`,
  },
  {
    name: 'localized-not-found',
    kind: 'plugin',
    fault:
      'Hosts with one top-level 404.html show the default language on every miss, with a hydration error',
    files: ['plugins/localizedNotFound.ts', 'theme/upstream/localizedNotFound.ts'],
    test: 'tests/e2e/not-found.spec.ts',
    removeWhen: 'Rspress writes per-language 404 markup into the top-level 404.html itself',
  },
  {
    name: 'home-hero-heading',
    kind: 'rewrite',
    overrides: ['HomeHero'],
    fault: 'The home pages have no h1: the hero name is a div',
    files: ['theme/overrides/HomeHero.tsx'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `the theme's hero name is a heading (${fixedUpstream})`,
  },
  {
    name: 'home-footer-language',
    kind: 'copy',
    overrides: ['HomeFooter'],
    fault: 'The home footer shows one text for every language',
    files: ['theme/overrides/HomeFooter.tsx'],
    test: 'tests/e2e/home.spec.ts',
    removeWhen: 'themeConfig.footer takes a text per locale',
  },
  {
    name: 'home-twin-slots',
    kind: 'wrap',
    overrides: ['HomeLayout'],
    fault: "The home page's Markdown twin drops the layout slots (the tool cards)",
    files: ['theme/overrides/HomeLayout.tsx'],
    test: 'tests/e2e/markdown-twins.spec.ts',
    removeWhen: `the twin renders the slots (${fixedUpstream})`,
  },
  {
    name: 'scroll-regions',
    kind: 'slot',
    fault: 'Code blocks and tables that scroll sideways cannot be focused',
    files: ['theme/components/ScrollRegions/ScrollRegions.tsx'],
    test: 'tests/e2e/keyboard.spec.ts',
    removeWhen: `the theme makes overflowing regions keyboard-scrollable (${fixedUpstream})`,
  },
  {
    name: 'overview-footer',
    kind: 'slot',
    fault: 'Overview pages have no doc footer (edit link, previous and next)',
    files: ['theme/components/OverviewFooter/OverviewFooter.tsx'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: 'the overview layout renders the doc footer',
  },
  {
    name: 'valid-search-button',
    kind: 'rewrite',
    fault: 'Invalid HTML: div in the search button, div in a span beside it',
    files: [
      'theme/overrides/SearchButton.tsx',
      'theme/upstream/rewriteTree.ts',
      'upstream/theme/swaps.ts',
    ],
    test: 'tests/unit/check-html.test.ts',
    removeWhen: '`npm run check:html` passes with the fix removed',
  },
  {
    name: 'valid-copy-button',
    kind: 'rewrite',
    overrides: ['LlmsCopyButton'],
    fault: 'Invalid HTML: div in the copy-as-Markdown button',
    files: ['theme/overrides/LlmsCopyButton.tsx', 'theme/upstream/rewriteTree.ts'],
    test: 'tests/unit/check-html.test.ts',
    removeWhen: '`npm run check:html` passes with the fix removed',
  },
  {
    name: 'logo-id',
    kind: 'rewrite',
    overrides: ['NavTitle'],
    fault:
      'Invalid HTML: id="logo" on every navbar logo image, again on pages with a "Logo" heading',
    files: ['theme/overrides/NavTitle.tsx'],
    test: 'tests/unit/check-html.test.ts',
    removeWhen: '`npm run check:html` passes with the fix removed',
  },
  {
    name: 'logo-alt',
    kind: 'rewrite',
    overrides: ['NavTitle'],
    fault:
      'The navbar logo images have the English alt "logo" in every language, beside the link text that already names the site',
    files: ['theme/overrides/NavTitle.tsx'],
    test: 'tests/dom/rewrites.test.ts',
    removeWhen: 'the theme leaves the logo alt empty or localized when logoText is set',
  },
  {
    name: 'home-background-style',
    kind: 'rewrite',
    overrides: ['HomeBackground'],
    fault: 'Invalid HTML: the home background renders a style element into the body',
    files: [
      'theme/overrides/HomeBackground.tsx',
      'config/head/homeBackground.css',
      'config/head/homeBackground.ts',
    ],
    test: 'tests/unit/check-html.test.ts',
    removeWhen: '`npm run check:html` passes with the fix removed',
  },
  {
    name: 'phone-menu-panel',
    kind: 'copy',
    overrides: ['NavHamburger'],
    fault: 'Invalid HTML: the wide phone-menu panel is a div directly in a ul',
    files: ['theme/overrides/NavHamburger.tsx'],
    test: 'tests/unit/check-html.test.ts',
    removeWhen: '`npm run check:html` passes with the fix removed',
  },
  {
    name: 'stable-sidebar',
    kind: 'plugin',
    fault:
      'Sidebar keys come out in a different order from build to build (concurrent folder scans)',
    files: ['plugins/stableSidebar.ts'],
    test: 'tests/unit/stable-sidebar.test.ts',
    removeWhen: 'two cold builds are identical without the plugin (`npm run check:reproducible`)',
  },
  {
    name: 'inline-markdown-text',
    kind: 'copy',
    overrides: ['renderInlineMarkdown'],
    fault:
      'Titles and headings are rendered as raw HTML in the sidebar, prev/next links, outline and overview',
    files: ['theme/overrides/renderInlineMarkdown.ts', 'core/inlineMarkdown.ts'],
    test: 'tests/e2e/hostile-title.spec.ts',
    removeWhen: `the theme renders titles as text (${fixedUpstream})`,
  },
  {
    name: 'agent-hint',
    kind: 'slot',
    fault:
      'The llms hint is English on every page and names the wrong Markdown file on the zh 404 page; the Markdown twins keep `\\{#id}` after headings and in code examples',
    files: ['theme/components/AgentHint/AgentHint.tsx', 'plugins/agentMarkdown/rewrite.ts'],
    test: 'tests/e2e/agents.spec.ts',
    removeWhen: `the theme's hint follows the page's language and the twins are clean (${fixedUpstream})`,
  },
  {
    name: 'last-updated-dates',
    kind: 'copy',
    overrides: ['LastUpdated'],
    fault:
      'Last updated dates a shallow clone with its one commit and prints the build machine’s time zone',
    files: ['theme/overrides/LastUpdated.tsx', 'plugins/pageDates.ts'],
    test: 'tests/e2e/reader.spec.ts',
    removeWhen: `the theme's dates are per file, per day and empty in a shallow clone (${fixedUpstream})`,
  },
  {
    name: 'tab-choices',
    kind: 'copy',
    overrides: ['Tabs', 'Tab'],
    fault: 'Tab groups follow each other only by index and only with an explicit groupId',
    files: ['theme/overrides/Tabs.tsx', 'theme/overrides/tabChoices.ts'],
    test: 'tests/e2e/tabs-same-page.spec.ts',
    removeWhen: `the theme's tabs follow a chosen label across groups and pages (${fixedUpstream})`,
  },
  {
    name: 'lazy-styles',
    kind: 'plugin',
    fault: 'Stylesheets imported by lazy chunks are merged into the first-load stylesheet',
    files: ['plugins/lazyStyles.ts', 'theme/styles/injectStyle.ts'],
    test: 'tests/unit/lazy-styles.test.ts',
    removeWhen: 'the first-load stylesheet keeps only first-load styles without the plugin',
  },
  {
    name: 'main-landmarks',
    kind: 'wrap',
    overrides: ['HomeLayout', 'NotFoundLayout'],
    fault:
      'The home and 404 layouts have no main landmark: their content sits outside every landmark',
    files: ['theme/overrides/HomeLayout.tsx', 'theme/overrides/NotFoundLayout.tsx'],
    test: 'tests/e2e/axe-gate.spec.ts',
    removeWhen: `the theme's home and 404 layouts render a main element (${fixedUpstream})`,
  },
  {
    name: 'doc-layout-landmarks',
    kind: 'rewrite',
    overrides: ['DocLayout'],
    fault: "The doc layout's sidebar and outline are two unnamed aside landmarks",
    files: ['theme/overrides/DocLayout.tsx'],
    test: 'tests/e2e/axe-gate.spec.ts',
    removeWhen: `the theme names its sidebar and outline columns (${fixedUpstream})`,
  },
  {
    name: 'empty-header-cell',
    kind: 'wrap',
    overrides: ['getCustomMDXComponent'],
    fault: "A Markdown table's empty header cell is rendered as a th with no text",
    files: ['theme/overrides/emptyHeaderCell.ts', 'theme/overrides/getCustomMDXComponent.tsx'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `the theme renders an empty header cell as a data cell (${fixedUpstream})`,
  },
  {
    name: 'safe-decoding',
    kind: 'swap',
    fault:
      'A malformed % in the query or fragment (?q=%, ?q=%25, #%E4) or a path decoding to one throws in decodeURIComponent; React empties the page',
    files: [
      'upstream/theme/guardDecoding.ts',
      'theme/upstream/safeDecode.ts',
      'upstream/theme/build.ts',
      'upstream/theme/swaps.ts',
    ],
    test: 'tests/e2e/hostile-url.spec.ts',
    removeWhen: `the runtime catches its decoding errors (${fixedUpstream})`,
  },
  {
    name: 'guarded-storage',
    kind: 'swap',
    fault:
      "The theme's storage hook and its inline appearance script use localStorage unguarded: with site data blocked the read throws and React empties every page",
    files: [
      'upstream/theme/guardStorage.ts',
      'theme/storage/guardedStorage.ts',
      'upstream/theme/build.ts',
      'upstream/theme/swaps.ts',
      'upstream/theme/plugin.ts',
    ],
    test: 'tests/e2e/bad-day-storage.spec.ts',
    removeWhen: `the theme catches storage errors (${fixedUpstream})`,
  },
  {
    name: 'route-load-recovery',
    kind: 'swap',
    fault:
      'A page chunk that fails to load (gone after a deploy, a failed request, offline) is thrown inside a React transition and empties the page; a failed hover preload is kept and fails every later click on that link',
    files: [
      'upstream/theme/guardRouteLoad.ts',
      'theme/upstream/routeLoad.ts',
      'theme/upstream/lazyWithPreload.mjs',
      'upstream/theme/build.ts',
      'upstream/theme/swaps.ts',
    ],
    test: 'tests/e2e/bad-day-navigation.spec.ts',
    removeWhen: `the runtime recovers from a failed page load (${fixedUpstream})`,
  },
  {
    name: 'content-error-boundary',
    kind: 'swap',
    fault:
      "The runtime renders a page's content without an error boundary: any error in it unmounts the whole app, navbar and sidebar included",
    files: ['theme/overrides/Content.tsx', 'upstream/theme/swaps.ts'],
    test: 'tests/e2e/bad-day-navigation.spec.ts',
    removeWhen: `the runtime puts an error boundary around the page content (${fixedUpstream})`,
  },
  {
    name: 'lazy-search-styles',
    kind: 'swap',
    fault:
      "The search panel's stylesheets are in every page's first-load stylesheet, though the panel's code loads when it is first opened",
    files: [
      'upstream/theme/lazySearchStyles.ts',
      'theme/upstream/searchPanel.ts',
      'upstream/theme/build.ts',
      'upstream/theme/swaps.ts',
      'theme/search/useSearchPanel.ts',
    ],
    test: 'tests/e2e/output.spec.ts',
    removeWhen: "the first-load stylesheet holds no rule of the search panel's without the rewrite",
  },
  {
    name: 'bounded-page-rows',
    kind: 'swap',
    fault:
      'The page searcher makes a row per occurrence of the query and reads the whole paragraph for each: a page that repeats the query blocks the main thread on every key (1.2 s for a 192 KB paragraph)',
    files: [
      'upstream/theme/boundedPageRows.ts',
      'theme/search/contentRows.ts',
      'upstream/theme/build.ts',
      'upstream/theme/swaps.ts',
    ],
    test: 'tests/unit/bounded-page-rows.test.ts',
    removeWhen: `typing a query into the panel over a page that repeats it 30,000 times gives no long task without the rewrite (${fixedUpstream})`,
  },
  {
    name: 'first-paint-layout',
    kind: 'css',
    fault:
      "A page drawn before its HTML has all arrived moves when the rest comes: the text takes the outline's column until the outline is parsed, each navbar item pushes the ones before it aside, and an overview card's corner icon moves down with each link of the card, and the home hero's text moves when its image arrives",
    files: ['theme/styles/firstPaint.css'],
    test: 'tests/e2e/first-paint.spec.ts',
    removeWhen: `a page whose HTML arrives in pieces shows no layout shift (${fixedUpstream})`,
  },
  {
    name: 'local-search-ranking',
    kind: 'swap',
    fault:
      "The local search provider ranks by the theme's own rules and reads the theme's index format; the site's ranking and compact index replace it",
    files: ['theme/search/LocalProvider.ts', 'upstream/theme/swaps.ts'],
    test: 'tests/unit/search-engine.test.ts',
    removeWhen: 'the theme lets a site give its own search provider without a module swap',
  },
  {
    name: 'search-result-sections',
    kind: 'swap',
    fault:
      'The panel gives a match at a heading\'s first character to the section before it (its section lookup compares with `<=` and `>=` on both ends), and draws overlapping highlights twice ("GitHubGitHub"); the provider hands it heading offsets one less and merged highlight ranges',
    files: ['theme/search/LocalProvider.ts', 'theme/search/snippets.ts', 'upstream/theme/swaps.ts'],
    test: 'tests/e2e/search-lands-on-section.spec.ts',
    removeWhen:
      "the theme's panel puts a match at a heading's own offset in that heading's section and merges overlapping highlights",
  },
  {
    name: 'search-panel-state',
    kind: 'swap',
    fault: "The search panel's state waits 150 ms after each key before searching",
    // pageSearcher.ts and searchPanel.ts are apart from browser.ts for page weight: they stay in
    // the search panel's lazily loaded chunk.
    files: [
      'theme/search/useSearchPanel.ts',
      'upstream/theme/swaps.ts',
      'theme/upstream/pageSearcher.ts',
      'theme/upstream/searchPanel.ts',
    ],
    test: 'tests/e2e/search.spec.ts',
    removeWhen: "the theme's panel searches without a fixed delay, or lets a site set it",
  },
  {
    name: 'search-states',
    kind: 'swap',
    fault:
      'A failed index download shows "Error: " and the exception\'s message in English on every page, and stays until a reload; a slow index shows nothing',
    files: [
      'upstream/theme/searchStates.ts',
      'theme/search/SearchStatus.tsx',
      'theme/search/useSearchPanel.ts',
      'upstream/theme/swaps.ts',
    ],
    test: 'tests/e2e/bad-day-search.spec.ts',
    removeWhen: `the theme's panel has its own loading and error screens in the page's language and retries (${fixedUpstream})`,
  },
  {
    name: 'search-panel-a11y',
    kind: 'swap',
    fault:
      'The search panel is a modal screen readers do not announce: no role="dialog", aria-modal or name, its input named "SearchPanelInput" in every language, the selected row only a colour, focus free to leave it and left on the body when it closes',
    files: [
      'upstream/theme/searchPanelA11y.ts',
      'theme/search/useSearchPanel.ts',
      'theme/search/usePanelFocus.ts',
      'upstream/theme/build.ts',
      'upstream/theme/swaps.ts',
    ],
    test: 'tests/e2e/search-a11y.spec.ts',
    removeWhen: `the theme's panel is a named modal dialog with a combobox and listbox, and keeps and returns the focus (${fixedUpstream})`,
  },
  {
    name: 'phone-drawers',
    kind: 'swap',
    fault:
      "The phone's sidebar and outline drawers: their buttons have no aria-expanded or aria-controls, focus stays on the button when one opens, the first Tab goes to a control behind the overlay, Escape does not close it",
    files: [
      'upstream/theme/phoneDrawers.ts',
      'theme/overrides/drawerFocus.ts',
      'theme/overrides/DocLayout.tsx',
      'upstream/theme/build.ts',
      'upstream/theme/swaps.ts',
    ],
    test: 'tests/e2e/phone-drawers.spec.ts',
    removeWhen: `the theme's drawer buttons say what they open and its drawers take, keep and return the focus (${fixedUpstream})`,
  },
  {
    name: 'hosted-search',
    kind: 'swap',
    fault:
      "With DocSearch credentials, the navbar's search must be DocSearch with Chinese texts on zh pages, and a local build must carry no DocSearch code",
    files: ['theme/search/DocSearch.tsx', 'theme/overrides/Search.tsx', 'upstream/theme/swaps.ts'],
    test: 'tests/unit/search-config.test.ts',
    removeWhen: "@rspress/plugin-algolia's search follows the page's language and loads on demand",
  },
];

/** The list as text, one block per workaround, for a failing version check. */
export function formatWorkarounds(list: Workaround[] = workarounds): string {
  return list
    .map(
      ({ name, kind, fault, files, test, removeWhen }, index) =>
        `${index + 1}. ${name} (${kind}): ${fault}\n   files: ${files.join(', ')}\n   test: ${test}\n   remove when: ${removeWhen}`,
    )
    .join('\n');
}
