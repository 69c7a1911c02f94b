// The search panel's result shapes and byte-slicing helper from the theme's internal files
// (`@rspress/core/dist/**`, 2.0.22), for our replacements of the panel's modules (theme/search/*).
// Apart from ./browser.ts, which every page loads, so that they stay in the panel's lazily
// loaded chunk; apart from ./pageSearcher.ts so that the unit tests can load them in Node
// (the searcher needs the site's virtual modules). Check all three with ./browser.ts on an
// upgrade.
export type {
  AfterSearch,
  BeforeSearch,
  DefaultMatchResult,
  DefaultMatchResultItem,
  MatchResult,
  OnSearch,
} from '@rspress/core/dist/theme/components/Search/logic/types.js';
export { getSlicedStrByByteLength } from '@rspress/core/dist/theme/components/Search/logic/util.js';

import noSearchResultCss from '@rspress/core/dist/theme/components/Search/NoSearchResult.css?raw';
import searchPanelCss from '@rspress/core/dist/theme/components/Search/SearchPanel.css?raw';
import suggestItemCss from '@rspress/core/dist/theme/components/Search/SuggestItem.css?raw';

/**
 * The panel's own stylesheets, taken out of the first-load stylesheet
 * (upstream/theme/lazySearchStyles.ts).
 */
export const upstreamPanelCss = [searchPanelCss, suggestItemCss, noSearchResultCss].join('\n');
