import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { upstreamModulePaths } from '../theme/upstreamBuild';

/** The 2.0.22 module of the navbar's search button (pinned package path). */
export const themeSearchButtonModule = upstreamModulePaths.searchButton;
/** Our search button with valid markup, which wraps the original (theme/fixes/SearchButton.tsx). */
export const fixedSearchButtonModule = fileURLToPath(
  new URL('../theme/fixes/SearchButton.tsx', import.meta.url),
);

const escapeRegExp = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The theme's search button is imported from the original theme (theme/components/LazySearch),
 * which a theme export cannot replace; its module is swapped in every bundle instead. The pattern
 * matches the bare path only, so the fix's own `?upstream` import still reaches the original.
 */
export function pluginValidMarkup(): RspressPlugin {
  return {
    name: 'valid-markup',
    builderConfig: {
      tools: {
        rspack: (_config, { appendPlugins, rspack }) => {
          appendPlugins(
            new rspack.NormalModuleReplacementPlugin(
              new RegExp(`^${escapeRegExp(themeSearchButtonModule)}$`),
              fixedSearchButtonModule,
            ),
          );
        },
      },
    },
  };
}
