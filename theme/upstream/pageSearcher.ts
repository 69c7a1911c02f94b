// The search panel's searcher from the theme's internal files (`@rspress/core/dist/**`, 2.0.22),
// for our replacement of the panel's state hook (theme/search/useSearchPanel.ts). Apart from
// ./browser.ts because that module is in every page's scripts: re-exported there, the searcher
// would bring the panel's logic and our search engine (it imports the search provider that
// config/search.ts swaps for theme/search/LocalProvider.ts) into every page (bench/NOTES.md,
// "The page searcher outside every page's scripts").
// Import it from the panel's modules only; check it with ./browser.ts on an upgrade.
export { PageSearcher } from '@rspress/core/dist/theme/components/Search/logic/search.js';
