import type { UserConfig } from '@rspress/core';
import { pluginAlgolia } from '@rspress/plugin-algolia';
import { pluginSearchIndex } from '../plugins/searchIndex';

/**
 * Search for the site, chosen at build time:
 * - default: the theme's local search, offline, with our own ranking (theme/search/engine.ts)
 *   and panel state (theme/search/useSearchPanel.ts) swapped in for the theme's modules
 *   (upstream/theme/swaps.ts), reading a compact index written by plugins/searchIndex.ts;
 * - hosted DocSearch (Algolia) when DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME
 *   are all set: `@rspress/plugin-algolia` turns the local index off and theme/search/DocSearch.tsx
 *   replaces the navbar's search (upstream/theme/swaps.ts), with Chinese texts on zh pages.
 */
export interface DocSearchCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

/** All three variables set and non-empty, or nothing. */
export function docSearchFromEnv(
  env: Record<string, string | undefined> = process.env,
): DocSearchCredentials | undefined {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined;
}

/** The `search`, `plugins` and `builderConfig` parts of the site config. */
export function searchConfig(
  env: Record<string, string | undefined> = process.env,
): Pick<UserConfig, 'search' | 'plugins' | 'builderConfig'> {
  const docSearch = docSearchFromEnv(env);
  if (docSearch) {
    // The navbar's Search becomes theme/search/DocSearch.tsx by a module swap
    // (upstream/theme/swaps.ts).
    return {
      plugins: [pluginAlgolia()],
      builderConfig: { source: { define: { __DOCSEARCH__: JSON.stringify(docSearch) } } },
    };
  }
  return {
    search: { codeBlocks: true },
    // The compact index file the panel downloads (plugins/searchIndex.ts).
    // The theme's provider and panel state become ours by module swaps (upstream/theme/swaps.ts).
    plugins: [pluginSearchIndex()],
  };
}
