// Every import from the theme's internal files (`@rspress/core/dist/**`), which the package
// exports but does not promise to keep: an upgrade of @rspress/core re-checks this one file and
// theme/workarounds.ts.
export {
  SearchButton,
  type SearchButtonProps,
} from '@rspress/core/dist/theme/components/Search/SearchButton.js?upstream';
