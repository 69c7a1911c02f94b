// The query keeps the original module from being swapped for theme/fixes/SearchButton.tsx, which
// wraps it (plugins/validMarkup.ts); to TypeScript it is the same module.
declare module '@rspress/core/dist/theme/components/Search/SearchButton.js?upstream' {
  export * from '@rspress/core/dist/theme/components/Search/SearchButton.js';
}
