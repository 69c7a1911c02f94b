import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { UserConfig } from '@rspress/core';
import { pluginAlgolia } from '@rspress/plugin-algolia';
import { pluginSearchIndex } from '../plugins/searchIndex';
import { upstreamModulePaths } from '../theme/upstreamBuild';

/**
 * Search for the site, chosen at build time:
 * - default: the theme's local search, offline, with our own ranking (theme/search/engine.ts)
 *   and panel state (theme/search/useSearchPanel.ts) swapped in for the theme's modules, reading
 *   a compact index written by plugins/searchIndex.ts;
 * - hosted DocSearch (Algolia) when DOCSEARCH_APP_ID, DOCSEARCH_API_KEY and DOCSEARCH_INDEX_NAME
 *   are all set: `@rspress/plugin-algolia` turns the local index off and theme/search/DocSearch.tsx
 *   replaces the navbar's search, with Chinese texts on zh pages.
 */
export interface DocSearchCredentials {
  appId: string;
  apiKey: string;
  indexName: string;
}

const here = dirname(fileURLToPath(import.meta.url));
const themeSearch = join(here, '..', 'theme', 'search');

/** All three variables set and non-empty, or nothing. */
export function docSearchFromEnv(
  env: Record<string, string | undefined> = process.env,
): DocSearchCredentials | undefined {
  const appId = env.DOCSEARCH_APP_ID?.trim();
  const apiKey = env.DOCSEARCH_API_KEY?.trim();
  const indexName = env.DOCSEARCH_INDEX_NAME?.trim();
  return appId && apiKey && indexName ? { appId, apiKey, indexName } : undefined;
}

const escapeRegExp = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Replacements of resolved modules by others (`[from, to]`), in every bundle of the build. */
function replaceModules(
  ...pairs: [from: string, to: string][]
): NonNullable<UserConfig['builderConfig']> {
  return {
    tools: {
      rspack: (_config, { appendPlugins, rspack }) => {
        for (const [from, to] of pairs) {
          appendPlugins(
            new rspack.NormalModuleReplacementPlugin(new RegExp(`^${escapeRegExp(from)}$`), to),
          );
        }
      },
    },
  };
}

/** The `search`, `plugins` and `builderConfig` parts of the site config. */
export function searchConfig(
  env: Record<string, string | undefined> = process.env,
): Pick<UserConfig, 'search' | 'plugins' | 'builderConfig'> {
  const docSearch = docSearchFromEnv(env);
  if (docSearch) {
    const builderConfig = replaceModules([
      join(themeSearch, 'Search.tsx'),
      join(themeSearch, 'DocSearch.tsx'),
    ]);
    return {
      plugins: [pluginAlgolia()],
      builderConfig: {
        ...builderConfig,
        source: { define: { __DOCSEARCH__: JSON.stringify(docSearch) } },
      },
    };
  }
  return {
    search: { codeBlocks: true },
    // The compact index file the panel downloads (plugins/searchIndex.ts).
    plugins: [pluginSearchIndex()],
    builderConfig: replaceModules(
      [upstreamModulePaths.searchProvider, join(themeSearch, 'LocalProvider.ts')],
      [upstreamModulePaths.searchPanelHook, join(themeSearch, 'useSearchPanel.ts')],
    ),
  };
}
