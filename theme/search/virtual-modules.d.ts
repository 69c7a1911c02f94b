// Build-time module of Rspress that the search provider reads (the hash of each index file).
declare module 'virtual-page-data' {
  export const searchIndexHash: Record<string, string>;
}

// The site's `search.searchHooks` module (empty when none is configured): any of these exports.
declare module 'virtual-search-hooks' {}
