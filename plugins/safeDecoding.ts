/**
 * Rspress 2.0.22 decodes the address bar's path, query and fragment with `decodeURIComponent`,
 * which throws on malformed percent-encoding: `?q=%`, `?q=%25` (decoded twice, for the language
 * menu's link and again by the link), `#%E4` or `/guide/%25` emptied React's root and left a blank
 * page behind a 200. This plugin gives each of those modules (theme/upstreamBuild.ts lists them) a
 * module-scoped `decodeURIComponent` that keeps what it cannot decode (theme/fixes/safeDecode.ts),
 * so nothing else in them changes. A module that no longer calls the function fails the build:
 * after an upgrade, the list is re-checked rather than silently patching nothing.
 */
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { upstreamModulePaths } from '../theme/upstreamBuild';

const safeDecodeModule = fileURLToPath(new URL('../theme/fixes/safeDecode.ts', import.meta.url));

/** The import that shadows the global function in one module. */
export const SAFE_DECODE_IMPORT = `import { safeDecodeURIComponent as decodeURIComponent } from ${JSON.stringify(safeDecodeModule)};\n`;

/** `code` of the upstream module `path` with the guarded function in scope. */
export function guardDecoding(code: string, path: string): string {
  if (!/\bdecodeURIComponent\(/.test(code))
    throw new Error(
      `${path} no longer calls decodeURIComponent: re-check upstreamModulePaths.decoding in theme/upstreamBuild.ts and plugins/safeDecoding.ts`,
    );
  return SAFE_DECODE_IMPORT + code;
}

export function pluginSafeDecoding(): RspressPlugin {
  const modules: readonly string[] = upstreamModulePaths.decoding;
  return {
    name: 'safe-decoding',
    builderConfig: {
      plugins: [
        {
          name: 'site:safe-decoding',
          setup(api) {
            api.transform(
              { test: (path: string) => modules.includes(path) },
              ({ code, resourcePath }: { code: string; resourcePath: string }) =>
                guardDecoding(code, resourcePath),
            );
          },
        },
      ],
    },
  };
}
