// Every build-time module swap and module-source rewrite of the site, in one table, applied by one
// plugin (./plugin.ts). Node side: paths only, nothing here is bundled.
import { fileURLToPath } from 'node:url';
import { boundPageRows } from './boundedPageRows';
import { upstreamModulePaths } from './build';
import { guardDecoding } from './guardDecoding';
import { guardRouteLoad } from './guardRouteLoad';
import { guardStorage } from './guardStorage';
import { dropStyleImport } from './lazySearchStyles';
import { focusDrawers, labelDrawerButtons } from './phoneDrawers';
import { labelSearchPanel, labelSearchRows } from './searchPanelA11y';
import { showSearchStates } from './searchStates';

/** A module of the site's theme, by its path under theme/. */
const themeModule = (path: string) =>
  fileURLToPath(new URL(`../../theme/${path}`, import.meta.url));

/** Which search the build ships (config/search.ts decides). */
export type SearchKind = 'local' | 'docsearch';

export interface ModuleSwap {
  /** The manifest entry (./workarounds.ts) it belongs to: failures are reported under this name. */
  workaround: string;
  /** Other entries whose fix lives in the same replacement: a swap never requested fails them too. */
  alsoFor?: readonly string[];
  /** The module the build replaces, an absolute path. */
  upstream: string;
  /** The module that takes its place, an absolute path. */
  replacement: string;
}

/** The swaps every build has, whichever search it ships. */
const commonSwaps: ModuleSwap[] = [
  {
    workaround: 'route-load-recovery',
    upstream: upstreamModulePaths.lazyWithPreload,
    replacement: themeModule('upstream/lazyWithPreload.mjs'),
  },
  {
    workaround: 'content-error-boundary',
    upstream: upstreamModulePaths.content,
    replacement: themeModule('overrides/Content.tsx'),
  },
];

/** The swaps of a build: the search modules depend on which search it ships. */
export function moduleSwaps(search: SearchKind): ModuleSwap[] {
  return [...commonSwaps, ...searchSwaps(search)];
}

function searchSwaps(search: SearchKind): ModuleSwap[] {
  if (search === 'docsearch') {
    // DocSearch replaces the whole navbar search: the theme's button and panel are not built.
    return [
      {
        workaround: 'hosted-search',
        upstream: themeModule('overrides/Search.tsx'),
        replacement: themeModule('search/DocSearch.tsx'),
      },
    ];
  }
  return [
    {
      workaround: 'valid-search-button',
      upstream: upstreamModulePaths.searchButton,
      replacement: themeModule('overrides/SearchButton.tsx'),
    },
    {
      workaround: 'local-search-ranking',
      alsoFor: ['search-result-sections'],
      upstream: upstreamModulePaths.searchProvider,
      replacement: themeModule('search/LocalProvider.ts'),
    },
    {
      workaround: 'search-panel-state',
      upstream: upstreamModulePaths.searchPanelHook,
      replacement: themeModule('search/useSearchPanel.ts'),
    },
  ];
}

export interface SourceRewrite {
  /** The manifest entry (./workarounds.ts) it belongs to. */
  workaround: string;
  /** The upstream modules whose source is rewritten, absolute paths. */
  modules: readonly string[];
  /** The new source; throws when the module no longer has what the rewrite changes. */
  rewrite: (code: string, path: string) => string;
}

/** Rewrites of upstream modules' source, in every bundle. */
export const sourceRewrites: SourceRewrite[] = [
  { workaround: 'safe-decoding', modules: upstreamModulePaths.decoding, rewrite: guardDecoding },
  { workaround: 'guarded-storage', modules: upstreamModulePaths.storage, rewrite: guardStorage },
  {
    workaround: 'route-load-recovery',
    modules: upstreamModulePaths.routeLoad,
    rewrite: guardRouteLoad,
  },
  {
    workaround: 'lazy-search-styles',
    modules: upstreamModulePaths.searchPanelStyled,
    rewrite: dropStyleImport,
  },
  {
    workaround: 'search-states',
    modules: [upstreamModulePaths.searchPanel],
    rewrite: showSearchStates,
  },
  {
    workaround: 'bounded-page-rows',
    modules: [upstreamModulePaths.pageSearcher],
    rewrite: boundPageRows,
  },
  {
    workaround: 'phone-drawers',
    modules: [upstreamModulePaths.sidebarMenu],
    rewrite: labelDrawerButtons,
  },
  {
    workaround: 'phone-drawers',
    modules: [upstreamModulePaths.sidebarMenuState],
    rewrite: focusDrawers,
  },
  {
    workaround: 'search-panel-a11y',
    modules: [upstreamModulePaths.searchPanel],
    rewrite: labelSearchPanel,
  },
  {
    workaround: 'search-panel-a11y',
    modules: [upstreamModulePaths.searchSuggestItem],
    rewrite: labelSearchRows,
  },
];
