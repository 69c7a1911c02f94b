// The Node side of our use of the theme's internal files (`@rspress/core/dist/**`, 2.0.22): the
// build configuration needs file paths of modules it swaps, not the modules (a browser module
// imported into the config would load React components and stylesheets into Node). Beside
// theme/upstream/browser.ts, which holds the browser side, and upstream/helpers.ts, Rspress's Node
// helpers that the config and the plugins call; check all three on an upgrade.
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const resolve = createRequire(import.meta.url).resolve;

/** The folder of the installed @rspress/core. */
const coreRoot = dirname(resolve('@rspress/core/package.json'));

/**
 * A path inside the installed @rspress/core's built modules (`theme/…`, `runtime/…`), for the scans
 * that list which of its modules do something (./themeRequests.ts and the tests of the rewrites).
 */
export const upstreamThemePath = (...segments: string[]): string =>
  join(coreRoot, 'dist', ...segments);

/** Rspress's image zoom: the one global component of its built-in medium-zoom plugin. */
export const imageZoomComponent = join(coreRoot, 'static', 'MediumZoom.tsx');

/** Files of the 2.0.22 theme that the build replaces with ours, resolved in the installed package. */
export const upstreamModulePaths = {
  /** The local search provider, swapped for theme/search/LocalProvider.ts (./swaps.ts). */
  searchProvider: resolve(
    '@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js',
  ),
  /** The search panel's state, with its 150 ms debounce, swapped for theme/search/useSearchPanel.ts. */
  searchPanelHook: resolve('@rspress/core/dist/theme/components/Search/useSearchPanel.js'),
  /** The search panel's page searcher, whose content loop ./boundedPageRows.ts bounds. */
  pageSearcher: resolve('@rspress/core/dist/theme/components/Search/logic/search.js'),
  /** The navbar's search button, swapped for theme/overrides/SearchButton.tsx (./swaps.ts). */
  searchButton: resolve('@rspress/core/dist/theme/components/Search/SearchButton.js'),
  /** The search panel, whose error and loading screens are the state hook's (./searchStates.ts). */
  searchPanel: resolve('@rspress/core/dist/theme/components/Search/SearchPanel.js'),
  /** The phone's drawer buttons and the drawers' state (./phoneDrawers.ts). */
  sidebarMenu: resolve('@rspress/core/dist/theme/components/SidebarMenu/index.js'),
  sidebarMenuState: resolve('@rspress/core/dist/theme/components/SidebarMenu/useSidebarMenu.js'),
  /** A result row of the panel, its link an option of the result list (./searchPanelA11y.ts). */
  searchSuggestItem: resolve('@rspress/core/dist/theme/components/Search/SuggestItem.js'),
  /**
   * That row's stylesheet, whose height the first screen of results counts with
   * (theme/search/firstScreen.ts).
   */
  searchSuggestItemStyles: resolve('@rspress/core/dist/theme/components/Search/SuggestItem.css'),
  /**
   * The search panel's modules that import a stylesheet: the panel is loaded when first opened,
   * but its styles would be in every page's first stylesheet (./lazySearchStyles.ts).
   */
  searchPanelStyled: [
    resolve('@rspress/core/dist/theme/components/Search/SearchPanel.js'),
    resolve('@rspress/core/dist/theme/components/Search/SuggestItem.js'),
    resolve('@rspress/core/dist/theme/components/Search/NoSearchResult.js'),
  ],
  /**
   * The browser modules that call `decodeURIComponent` on the address bar's path, query or
   * fragment, which throws on malformed input; ./guardDecoding.ts guards them.
   */
  decoding: [
    // normalizeHref, which decodes a whole link, query included (the language menu's link).
    resolve('@rspress/shared'),
    resolve('@rspress/core/dist/runtime/route.js'),
    resolve('@rspress/core/dist/runtime/hooks/useSidebar.js'),
    resolve('@rspress/core/dist/runtime/hooks/useActiveMatcher.js'),
    resolve('@rspress/core/dist/theme/logic/useScrollReset.js'),
    resolve('@rspress/core/dist/theme/logic/useScrollAfterNav.js'),
  ],
  /** The browser modules that use `localStorage`, which throws when site data is blocked (./guardStorage.ts). */
  storage: [resolve('@rspress/core/dist/theme/logic/useStorageValue.js')],
  /** The runtime modules that load a page's code, guarded against failed loads (./guardRouteLoad.ts). */
  routeLoad: [
    resolve('@rspress/core/dist/runtime/initPageData.js'),
    resolve('@rspress/core/dist/theme/components/Link/useLinkNavigate.js'),
    resolve('@rspress/core/dist/runtime/route.js'),
  ],
  /** The runtime's page content (a Suspense around the route's component), swapped for theme/overrides/Content.tsx. */
  content: resolve('@rspress/core/dist/runtime/Content.js'),
  /**
   * What the generated routes make their page components with (theme/upstream/lazyWithPreload.mjs
   * replaces it).
   */
  lazyWithPreload: createRequire(resolve('@rspress/core/package.json')).resolve(
    'react-lazy-with-preload',
  ),
} as const;
