// The query keeps the original module from being swapped for theme/overrides/SearchButton.tsx, which
// wraps it (upstream/theme/swaps.ts); to TypeScript it is the same module.
declare module '@rspress/core/dist/theme/components/Search/SearchButton.js?upstream' {
  export * from '@rspress/core/dist/theme/components/Search/SearchButton.js';
}
