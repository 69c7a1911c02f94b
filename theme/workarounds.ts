/**
 * Every fix this site applies to a fault of the default theme or of Rspress itself, as a list an
 * upgrade starts from: for each, re-run its test without the fix; when the test passes, the fix can
 * go. tests/unit/workarounds.test.ts fails when the installed @rspress/core is not `checkedAgainst`
 * and prints this list. Imports from the theme's internal files all live in theme/upstream.ts and
 * its siblings named in its header (tests/unit/upstream-imports.test.ts).
 */
export interface Workaround {
  /** What is wrong upstream, in the version checked against. */
  fault: string;
  /** The files of the fix, from the repository root. */
  files: string[];
  /** The test that fails without the fix, from the repository root. */
  test: string;
  /** When the fix can be removed. */
  removeWhen: string;
}

/** The @rspress/core version this list was last checked against. */
export const checkedAgainst = '2.0.22';

const fixedUpstream = 'the test passes with the fix removed';

export const workarounds: Workaround[] = [
  {
    fault:
      'Colours below WCAG AA: the light brand blue, grey helper texts, code tokens in both schemes, Prompt labels in dark mode',
    files: ['theme/styles/accessibility.css'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `each rule's colour passes axe's color-contrast unaided (${fixedUpstream})`,
  },
  {
    fault: 'Icon-only social links have no accessible name',
    files: ['config/social.ts'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `the theme names its social links (${fixedUpstream})`,
  },
  {
    fault: 'Navbar: list items outside a list; the Version and language menus open on hover only',
    files: ['theme/components/Nav/Nav.tsx', 'theme/components/Nav/NavMenuGroup.tsx'],
    test: 'tests/e2e/keyboard.spec.ts',
    removeWhen: `the theme's navbar menus open from the keyboard and its markup passes axe (${fixedUpstream})`,
  },
  {
    fault: 'The appearance switch is a div the keyboard cannot reach',
    files: ['theme/components/SwitchAppearance/SwitchAppearance.tsx'],
    test: 'tests/e2e/keyboard.spec.ts',
    removeWhen: `the theme's switch is a button (${fixedUpstream})`,
  },
  {
    fault:
      'Phone menu: English-only button name, focus left behind it, submenus are divs; the wide menu nests its panel in its button',
    files: [
      'theme/components/NavHamburger/NavHamburger.tsx',
      'theme/components/NavHamburger/screenKeyboard.ts',
    ],
    test: 'tests/e2e/keyboard.spec.ts',
    removeWhen: `the theme's phone menu traps and returns focus and is labelled per language (${fixedUpstream})`,
  },
  {
    fault: 'Heading anchors are focusable but aria-hidden',
    files: ['theme/fixes/headerAnchors.tsx'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `the theme's anchors are hidden from both or from neither (${fixedUpstream})`,
  },
  {
    fault: '404 page: a fixed English aria-label hides the localized home link text',
    files: ['theme/components/NotFound/NotFound.tsx', 'theme/components/NotFound/notFoundLinks.ts'],
    test: 'tests/e2e/not-found.spec.ts',
    removeWhen: `the theme's 404 link has no aria-label or a localized one (${fixedUpstream})`,
  },
  {
    fault:
      'Hosts with one top-level 404.html show the default language on every miss, with a hydration error',
    files: ['plugins/localizedNotFound.ts', 'theme/fixes/localizedNotFound.ts'],
    test: 'tests/e2e/not-found.spec.ts',
    removeWhen: 'Rspress writes per-language 404 markup into the top-level 404.html itself',
  },
  {
    fault: 'The home pages have no h1: the hero name is a div',
    files: ['theme/components/HomeHero/HomeHero.tsx'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `the theme's hero name is a heading (${fixedUpstream})`,
  },
  {
    fault: 'The home footer shows one text for every language',
    files: ['theme/components/HomeFooter/HomeFooter.tsx'],
    test: 'tests/e2e/home.spec.ts',
    removeWhen: 'themeConfig.footer takes a text per locale',
  },
  {
    fault: "The home page's Markdown twin drops the layout slots (the tool cards)",
    files: ['theme/components/HomeLayout/HomeLayout.tsx'],
    test: 'tests/e2e/markdown-twins.spec.ts',
    removeWhen: `the twin renders the slots (${fixedUpstream})`,
  },
  {
    fault: 'Code blocks and tables that scroll sideways cannot be focused',
    files: ['theme/components/ScrollRegions/ScrollRegions.tsx'],
    test: 'tests/e2e/keyboard.spec.ts',
    removeWhen: `the theme makes overflowing regions keyboard-scrollable (${fixedUpstream})`,
  },
  {
    fault: 'Overview pages have no doc footer (edit link, previous and next)',
    files: ['theme/components/OverviewFooter/OverviewFooter.tsx'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: 'the overview layout renders the doc footer',
  },
  {
    fault:
      'Invalid HTML: div in the search and copy-as-Markdown buttons, div in a span beside the search button',
    files: [
      'theme/fixes/SearchButton.tsx',
      'theme/fixes/LlmsCopyButton.tsx',
      'theme/fixes/rewriteTree.ts',
      'plugins/validMarkup.ts',
    ],
    test: 'tests/unit/check-html.test.ts',
    removeWhen: '`npm run check:html` passes with the fix removed',
  },
  {
    fault:
      'Invalid HTML: id="logo" on every navbar logo image, again on pages with a "Logo" heading',
    files: ['theme/fixes/NavTitle.tsx'],
    test: 'tests/unit/check-html.test.ts',
    removeWhen: '`npm run check:html` passes with the fix removed',
  },
  {
    fault: 'Invalid HTML: the home background renders a style element into the body',
    files: [
      'theme/fixes/HomeBackground.tsx',
      'theme/fixes/homeBackground.css',
      'theme/fixes/homeBackgroundHead.ts',
    ],
    test: 'tests/unit/check-html.test.ts',
    removeWhen: '`npm run check:html` passes with the fix removed',
  },
  {
    fault: 'Invalid HTML: the wide phone-menu panel is a div directly in a ul',
    files: ['theme/components/NavHamburger/NavHamburger.tsx'],
    test: 'tests/unit/check-html.test.ts',
    removeWhen: '`npm run check:html` passes with the fix removed',
  },
  {
    fault:
      'Sidebar keys come out in a different order from build to build (concurrent folder scans)',
    files: ['plugins/stableSidebar.ts'],
    test: 'tests/unit/stable-sidebar.test.ts',
    removeWhen: 'two cold builds are identical without the plugin (`npm run check:reproducible`)',
  },
  {
    fault:
      'Titles and headings are rendered as raw HTML in the sidebar, prev/next links, outline and overview',
    files: ['theme/fixes/inlineMarkdown.ts'],
    test: 'tests/e2e/hostile-title.spec.ts',
    removeWhen: `the theme renders titles as text (${fixedUpstream})`,
  },
  {
    fault:
      'The llms hint is English on every page and names the wrong Markdown file on the zh 404 page; the Markdown twins keep `\\{#id}` after headings and in code examples',
    files: ['theme/components/AgentHint/AgentHint.tsx', 'plugins/agentMarkdown/rewrite.ts'],
    test: 'tests/e2e/agents.spec.ts',
    removeWhen: `the theme's hint follows the page's language and the twins are clean (${fixedUpstream})`,
  },
  {
    fault:
      'Last updated dates a shallow clone with its one commit and prints the build machine’s time zone',
    files: ['theme/components/LastUpdated/LastUpdated.tsx', 'plugins/pageDates.ts'],
    test: 'tests/e2e/reader.spec.ts',
    removeWhen: `the theme's dates are per file, per day and empty in a shallow clone (${fixedUpstream})`,
  },
  {
    fault: 'Tab groups follow each other only by index and only with an explicit groupId',
    files: ['theme/components/Tabs/Tabs.tsx', 'theme/components/Tabs/tabChoices.ts'],
    test: 'tests/e2e/tabs-same-page.spec.ts',
    removeWhen: `the theme's tabs follow a chosen label across groups and pages (${fixedUpstream})`,
  },
  {
    fault: 'Stylesheets imported by lazy chunks are merged into the first-load stylesheet',
    files: ['plugins/lazyStyles.ts', 'theme/styles/injectStyle.ts'],
    test: 'tests/unit/lazy-styles.test.ts',
    removeWhen: 'the first-load stylesheet keeps only first-load styles without the plugin',
  },
  {
    fault:
      'The home and 404 layouts have no main landmark: their content sits outside every landmark',
    files: ['theme/components/HomeLayout/HomeLayout.tsx', 'theme/components/NotFound/NotFound.tsx'],
    test: 'tests/e2e/axe-gate.spec.ts',
    removeWhen: `the theme's home and 404 layouts render a main element (${fixedUpstream})`,
  },
  {
    fault: "The doc layout's sidebar and outline are two unnamed aside landmarks",
    files: ['theme/fixes/DocLayout.tsx'],
    test: 'tests/e2e/axe-gate.spec.ts',
    removeWhen: `the theme names its sidebar and outline columns (${fixedUpstream})`,
  },
  {
    fault: "A Markdown table's empty header cell is rendered as a th with no text",
    files: ['theme/fixes/emptyHeaderCell.ts', 'theme/components/SectionActions/mdxComponents.tsx'],
    test: 'tests/e2e/pages.spec.ts',
    removeWhen: `the theme renders an empty header cell as a data cell (${fixedUpstream})`,
  },
  {
    fault:
      'A malformed % in the query or fragment (?q=%, ?q=%25, #%E4) or a path decoding to one throws in decodeURIComponent; React empties the page',
    files: ['plugins/safeDecoding.ts', 'theme/fixes/safeDecode.ts', 'theme/upstreamBuild.ts'],
    test: 'tests/e2e/hostile-url.spec.ts',
    removeWhen: `the runtime catches its decoding errors (${fixedUpstream})`,
  },
];

/** The list as text, one block per workaround, for a failing version check. */
export function formatWorkarounds(list: Workaround[] = workarounds): string {
  return list
    .map(
      ({ fault, files, test, removeWhen }, index) =>
        `${index + 1}. ${fault}\n   files: ${files.join(', ')}\n   test: ${test}\n   remove when: ${removeWhen}`,
    )
    .join('\n');
}
