// The navbar's search: the local search panel, loaded on intent. When the build has DocSearch
// credentials, config/search.ts swaps this module for ./DocSearch.tsx, so a local build contains
// no DocSearch code and a DocSearch build no local index.
export { Search } from '../components/LazySearch/LazySearch';
