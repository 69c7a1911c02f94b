// Hosted DocSearch (Algolia) instead of the local search; used only in builds that set
// DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME (see config/search.ts).
import { Search as AlgoliaSearch, ZH_LOCALES } from '@rspress/plugin-algolia/runtime';

/** Defined at build time from the environment by config/search.ts. */
declare const __DOCSEARCH__: { appId: string; apiKey: string; indexName: string };

export function Search() {
  // Only the credentials: every other DocSearch option keeps its default.
  return (
    <AlgoliaSearch
      docSearchProps={{
        appId: __DOCSEARCH__.appId,
        apiKey: __DOCSEARCH__.apiKey,
        indices: [__DOCSEARCH__.indexName],
      }}
      locales={ZH_LOCALES}
    />
  );
}
