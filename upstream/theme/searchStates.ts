/**
 * The theme's search panel (SearchPanel.js, 2.0.22) shows a failed index download as "Error: "
 * and the exception's message ("Failed to fetch"), in English on every page, and nothing at all
 * while the index is slow. Its state hook is ours (theme/search/useSearchPanel.ts), and it hands
 * the panel a screen of ours in `searchError` (the loading status or the error screen with a
 * retry, ../search/SearchStatus.tsx); this rewrite makes the panel show that screen as it is,
 * whenever the hook gives one. Nothing else of the panel changes; a panel without this code fails
 * the build.
 */

/** Where the panel decides whether to show its results area. */
const RESULTS_SHOWN =
  /\(query \|\| 'error' === initStatus\) && \('inited' === initStatus \|\| 'error' === initStatus\) \?/;
/** What the panel shows in it on an error: "Error: " and the message. */
const ERROR_SHOWN =
  /'error' === initStatus \? \/\*#__PURE__\*\/ jsxs\("div", \{\s*className: "rp-search-panel__error",\s*children: \[\s*"Error: ",\s*searchError\s*\]\s*\}\)/;

/** `code` of the panel module `path`, showing the hook's screen when it gives one. */
export function showSearchStates(code: string, path: string): string {
  for (const [name, pattern] of [
    ['results condition', RESULTS_SHOWN],
    ['error message', ERROR_SHOWN],
  ] as const) {
    if (!pattern.test(code))
      throw new Error(
        `${path} no longer has the ${name} the rewrite changes (workaround "search-states", upstream/theme/searchStates.ts)`,
      );
  }
  return code
    .replace(RESULTS_SHOWN, (condition) => `searchError || ${condition}`)
    .replace(ERROR_SHOWN, 'searchError ? searchError');
}
