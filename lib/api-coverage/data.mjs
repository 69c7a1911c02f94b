// The data of the API coverage check (scripts/api-coverage/): which name of the installed
// packages is documented on which page, and which is left out and why. Edit this file when
// Rspress adds, renames or removes an export; the logic lives in the other files of the folder.

/** Where messages about this data point a writer. */
export const DATA_FILE = 'lib/api-coverage/data.mjs';

/**
 * @typedef {object} MappingRow
 * @property {string} page     the page under docs/<lang>/, without extension
 * @property {string} module   the module whose declarations are read, as an import names it
 * @property {string} [type]   the exported type whose properties are the entries
 * @property {string} [path]   a property of `type` whose object members are the entries instead
 * @property {string} [prefix] put before each name (default: `path.` when `path` is set)
 * @property {boolean} [exports]  the module's value exports are the entries instead of a type's
 * @property {(name: string) => boolean} [filter]  keeps a subset of the exports by name
 * @property {string[]} [pick]  only these names
 * @property {string[]} [omit]  all names but these
 * @property {('type' | 'default')[]} [fields]  the lines each entry carries (default: both)
 */

/**
 * A name listed on a page, or a predicate that takes every export it accepts.
 * @typedef {string | ((name: string) => boolean)} PageItem
 */

/**
 * @typedef {object} EntryPointSpec
 * @property {string} entry  the key in the `exports` map of the core package (`.`, `./theme`, …)
 * @property {Record<string, PageItem[]>} [pages]  page → the names documented there
 * @property {Record<string, string>} [excluded]  name → why it has no entry
 * @property {Record<string, string>} [excludedFrom]  package → why its re-exports have no entry
 */

/**
 * @typedef {object} SchemaSpec
 * @property {string} file  the schema's path inside the core package
 * @property {string} page  the page whose tables document its item kinds
 */

/**
 * Which type is documented on which page: the mapping, one row per source of names.
 * - `module`: the installed declaration file, resolved like an import.
 * - `type` + `path`: the properties of that exported type, or of the object part of the
 *   property at `path` (for example `UserConfig` → `ssg` gives `ssg.experimentalWorker`).
 *   `prefix` is put before each name; `[]` marks array items (`themeConfig.locales[].nav`).
 * - `exports: true`: the value exports of the module; `filter` keeps a subset by name.
 * - `pick` / `omit`: restrict the names of that row.
 * - `fields`: the list lines each entry must carry (`default` only on config pages).
 * To document another type, add a row like the plugin API row at the end.
 */
const isComponentName = (/** @type {string} */ name) =>
  /^[A-Z]/.test(name) && !name.endsWith('Context');
/** @type {MappingRow[]} */
export const MAPPING = [
  // Site config: top-level options, except those documented on config-build and config-theme.
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    omit: ['builderConfig', 'plugins', 'markdown', 'route', 'themeConfig'],
  },
  { page: 'api/config/config-basic', module: '@rspress/shared', type: 'UserConfig', path: 'ssg' },
  { page: 'api/config/config-basic', module: '@rspress/shared', type: 'UserConfig', path: 'llms' },
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    path: 'mediumZoom',
  },
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    path: 'multiVersion',
  },
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    path: 'languageParity',
  },
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    path: 'search',
  },
  // Build config: builderConfig, plugins, markdown.*, route.*.
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'UserConfig',
    pick: ['builderConfig', 'plugins', 'markdown', 'route'],
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'MarkdownOptions',
    prefix: 'markdown.',
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'MarkdownOptions',
    path: 'link',
    prefix: 'markdown.link.',
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'MarkdownOptions',
    path: 'image',
    prefix: 'markdown.image.',
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'MarkdownOptions',
    path: 'defaultCodeOverflow',
    prefix: 'markdown.defaultCodeOverflow.',
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'RouteOptions',
    prefix: 'route.',
  },
  // Theme config, including the fields of each locale entry.
  {
    page: 'api/config/config-theme',
    module: '@rspress/shared',
    type: 'ThemeConfig',
    prefix: 'themeConfig.',
  },
  {
    page: 'api/config/config-theme',
    module: '@rspress/shared',
    type: 'ThemeConfig',
    path: 'locales',
    prefix: 'themeConfig.locales[].',
  },
  {
    page: 'api/config/config-theme',
    module: '@rspress/shared',
    type: 'ThemeConfig',
    path: 'llmsUI',
    prefix: 'themeConfig.llmsUI.',
  },
  {
    page: 'api/config/config-theme',
    module: '@rspress/shared',
    type: 'ThemeConfig',
    path: 'lastUpdated',
    prefix: 'themeConfig.lastUpdated.',
  },
  // Frontmatter: the declared fields (the index signature `[key: string]: unknown` is not a field).
  { page: 'api/config/config-frontmatter', module: '@rspress/shared', type: 'FrontMatterMeta' },
  // Client API: the value exports of @rspress/core/runtime, components on their own page.
  {
    page: 'api/client-api/api-runtime',
    module: '@rspress/core/runtime',
    exports: true,
    filter: (name) => !isComponentName(name),
    fields: ['type'],
  },
  {
    page: 'api/client-api/api-components',
    module: '@rspress/core/runtime',
    exports: true,
    filter: isComponentName,
    fields: ['type'],
  },
  // Plugin API: every field of the plugin object, values and hooks alike.
  {
    page: 'plugin/system/plugin-api',
    module: '@rspress/shared',
    type: 'RspressPlugin',
    fields: ['type'],
  },
];

/**
 * Names that exist in the types but have no entry of their own, each with the reason.
 * `from:` excludes every export that a module re-exports from that package.
 */
/** @type {string[]} */
export const EXCLUDED = [
  // `themeConfig` is an object whose every field has its own entry on config-theme.
  'api/config/config-basic themeConfig',
  // `export * from 'react-router-dom'`: a third-party router API (dozens of names) that
  // Rspress passes through unchanged; api-runtime has one section on it instead.
  'api/client-api/api-runtime from:react-router',
  'api/client-api/api-runtime from:react-router-dom',
  'api/client-api/api-components from:react-router',
  'api/client-api/api-components from:react-router-dom',
];

/**
 * Defaults the page states differently from the `@default` tag because the source says so.
 * Key: `<page> <option path>`; value: the default the page states, with why.
 */
/** @type {Record<string, string>} */
export const DEFAULT_OVERRIDES = {
  // JSDoc says 'Rspress', but that is only the HTML template placeholder: the theme takes the
  // title from `site.title || locale title || ''` (theme/layout/Layout), so pages get no suffix.
  'api/config/config-basic title': "''",
  // checkLanguageParity.js runs the check when `languageParity` is an object and `enabled` is
  // not `false`; JSDoc `false` describes a config without `languageParity`.
  'api/config/config-basic languageParity.enabled': 'true',
  // JSDoc escapes `*/` inside the comment as `*\/`; the value in RouteService is '**/_[^_]*'.
  'api/config/config-build route.excludeConvention': "['**/_[^_]*']",
};

/**
 * Every export of every entry point of `@rspress/core` that a site author imports.
 * - `entry`: the key in the `exports` map of `@rspress/core/package.json`.
 * - `pages`: page → the names documented there. A name counts as documented when the page
 *   names it in an inline code span (`Badge`, `useEditLink()`, `<Tabs>`) outside code blocks,
 *   in both languages. A function in the list takes every export it accepts that no other
 *   page lists by name.
 * - `excluded`: name → the one-line reason it has no entry.
 * - `excludedFrom`: package → the reason for every name re-exported from that package.
 * Every export must be in exactly one of them; a name the package does not export fails.
 */
/** @type {EntryPointSpec[]} */
export const ENTRY_POINTS = [
  {
    entry: '.',
    pages: {
      'api/commands': [
        // The Node API: what the CLI runs.
        'runCLI',
        'RunCLIOptions',
        'build',
        'dev',
        'serve',
        'defineConfig',
        'UserConfigAsyncFn',
        'mergeDocConfig',
        'RouteService',
        'logger',
        // Path and URL helpers for plugins.
        'withBase',
        'withSiteOrigin',
        'normalizeHref',
        'normalizePosixPath',
        'removeTrailingSlash',
        'getIconUrlPath',
        'getNodeAttribute',
        'getSidebarDataGroup',
        'matchPath',
        'RSPRESS_TEMP_DIR',
        // Rspress's own machinery, named and said not to be called.
        'PluginDriver',
        'remarkLink',
        'remarkImage',
        'remarkFileCodeBlock',
        // Types, each with the page that documents its fields.
        'UserConfig',
        'RspressPlugin',
        'FrontMatterMeta',
        'DarkMode',
        'EditLink',
        'Feature',
        'Hero',
        'Header',
        'I18nText',
        'LlmsTxtContext',
        'LlmsTxtPage',
        'LlmsTxtRenderer',
        'LlmsTxtSection',
        'LocalSearchOptions',
        'Nav',
        'NavItem',
        'NavItemWithChildren',
        'NavItemWithLink',
        'NavItemWithLinkAndChildren',
        'NavJson',
        'Sidebar',
        'SidebarData',
        'SidebarDivider',
        'SidebarGroup',
        'SidebarItem',
        'SidebarSectionHeader',
        'NormalizedSidebarGroup',
        'SocialLink',
        'PageIndexInfo',
        'RemotePageInfo',
        'RouteMeta',
        'MetaJson',
        'SideMeta',
        'SideMetaItem',
        'FileSideMeta',
        'DirSideMeta',
        'DirSectionHeaderSideMeta',
        'DividerSideMeta',
        'SectionHeaderMeta',
        'CustomLinkMeta',
      ],
    },
  },
  {
    entry: './runtime',
    pages: {
      // The same split as the option rows above: components on their own page.
      'api/client-api/api-components': [isComponentName],
      'api/client-api/api-runtime': [(name) => !isComponentName(name)],
    },
    excludedFrom: {
      // react-router-dom re-exports react-router, where every name is declared.
      'react-router':
        'third-party: `export * from react-router-dom`, passed through unchanged; api-runtime has one section on it',
      cookie: 'third-party: cookie option types that react-router-dom re-exports',
    },
  },
  {
    entry: './theme',
    pages: {
      // Components made for page content.
      'guide/default-theme/components': [
        'Badge',
        'BadgeProps',
        'Callout',
        'CalloutProps',
        'Tabs',
        'TabsProps',
        'Tab',
        'TabProps',
        'PackageManagerTabs',
        'PackageManagerTabProps',
        'Steps',
        'Prompt',
        'PromptProps',
        'PageTabs',
        'PageTabsProps',
        'PageTab',
        'PageTabProps',
        'Button',
        'ButtonProps',
        'Tag',
        'Toc',
        'SourceCode',
        'SourceCodeProps',
        'Link',
        'LinkProps',
        'CodeBlock',
        'CodeBlockProps',
        'CodeBlockRuntime',
        'CodeBlockRuntimeProps',
      ],
      // What composes a page, the theme hooks and helpers, for theme authors.
      'guide/advanced/custom-theme': [
        // Icons: one table lists them all.
        (name) => /^Icon[A-Z]/.test(name),
        'Layout',
        'LayoutProps',
        'DocLayout',
        'DocLayoutProps',
        'HomeLayout',
        'HomeLayoutProps',
        'NotFoundLayout',
        'Root',
        'RootProps',
        'Banner',
        'BannerProps',
        'Nav',
        'NavProps',
        'NavTitle',
        'NavList',
        'NavListProps',
        'NavHamburger',
        'HoverGroup',
        'HoverGroupProps',
        'SwitchAppearance',
        'SocialLinks',
        'Sidebar',
        'SidebarList',
        'Outline',
        'ReadPercent',
        'DocContent',
        'getCustomMDXComponent',
        'ShikiPreProps',
        'FallbackHeading',
        'DocFooter',
        'EditLink',
        'LastUpdated',
        'PrevNextPage',
        'Overview',
        'OverviewGroup',
        'Group',
        'GroupItem',
        'HomeHero',
        'HomeHeroProps',
        'HomeFeature',
        'HomeBackground',
        'HomeFooter',
        'CodeButtonGroup',
        'CodeButtonGroupProps',
        'LlmsContainer',
        'LlmsContainerProps',
        'LlmsCopyButton',
        'LlmsCopyButtonProps',
        'LlmsViewOptions',
        'LlmsViewOptionsProps',
        'LlmsViewOptionsItem',
        'LlmsCopyRow',
        'LlmsOpenRow',
        'LlmsHint',
        'SvgWrapper',
        'SvgWrapperProps',
        'useEditLink',
        'usePrevNextPage',
        'useLinkNavigate',
        'useThemeState',
        'useStorageValue',
        'useActiveAnchor',
        'useDynamicToc',
        'useWatchToc',
        'useReadPercent',
        'useHoverGroup',
        'useCodeButtonGroup',
        'useMdUrl',
        'useScrollAfterNav',
        'useScrollReset',
        'useSetup',
        'copyToClipboard',
        'getCopyableText',
        'mergeRefs',
        'renderInlineMarkdown',
        'renderHtmlOrText',
        'parseInlineMarkdownText',
      ],
      // Search: the component, its parts, the hook and the types of the search hooks.
      'guide/advanced/custom-search': [
        'Search',
        'SearchButton',
        'SearchButtonProps',
        'SearchPanel',
        'SearchPanelProps',
        'useFullTextSearch',
        'BeforeSearch',
        'OnSearch',
        'AfterSearch',
        'RenderSearchFunction',
        'MatchResult',
        'DefaultMatchResult',
        'DefaultMatchResultItem',
        'CustomMatchResult',
        'UserMatchResultItem',
        'HighlightInfo',
        'RenderType',
        'SearchOptions',
        'PageSearcherConfig',
      ],
    },
  },
  {
    entry: './shiki-transformers',
    pages: {
      'plugin/official-plugins/shiki': [() => true],
    },
  },
];

/** Keys of the `exports` map that are not entry points for site authors, each with the reason. */
/** @type {Record<string, string>} */
export const OTHER_EXPORTS = {
  './theme-original':
    'the same declaration file as ./theme; ./theme becomes the site theme, ./theme-original stays the default theme (custom-theme explains the two)',
  './dist/*': 'internal files; a theme imports one only to keep a replaced component’s stylesheet',
  './package.json': 'package metadata',
};

/**
 * The JSON schemas the package ships for editor validation. Each item kind of the schema (a
 * `type` value, or a definition name when the kinds have no `type`) must have a row in a table
 * on the page: the kind in the first cell, exactly its required fields in the second, exactly
 * its other fields in the third, all as code spans.
 */
/** @type {SchemaSpec[]} */
export const SCHEMAS = [
  { file: 'meta-json-schema.json', page: 'guide/basic/auto-nav-sidebar' },
  { file: 'nav-json-schema.json', page: 'guide/basic/auto-nav-sidebar' },
];
