// Swapped in for the theme's SearchButton module at build time (upstream/theme/swaps.ts), because
// the search component imports the button from the original theme, past the theme's exports.
import { type SearchButtonProps, SearchButton as UpstreamSearchButton } from '../upstream/browser';
import { divsToSpans } from '../upstream/rewriteTree';

export type { SearchButtonProps };

/**
 * The theme's search button with `span` where 2.0.22 has `div`: inside the `button` (its label
 * and shortcut) and beside it (the phone icon, which sits in a `span` of ours). Every one of them
 * is a flex item or has its own `display`, so the layout is the same.
 */
export function SearchButton(props: SearchButtonProps) {
  return divsToSpans('valid-search-button', UpstreamSearchButton(props));
}
