/**
 * Rspress 2.0.22 decodes the address bar's path, query and fragment with `decodeURIComponent`,
 * which throws on malformed percent-encoding: `?q=%`, `?q=%25` (decoded twice, for the language
 * menu's link and again by the link), `#%E4` or `/guide/%25` emptied React's root and left a blank
 * page behind a 200. Each of those modules (upstreamModulePaths.decoding in ./build.ts) gets a
 * module-scoped `decodeURIComponent` that keeps what it cannot decode
 * (theme/upstream/safeDecode.ts), so nothing else in them changes. A module that no longer calls
 * the function fails the build.
 */
import { fileURLToPath } from 'node:url';
import { importFrom } from './importFrom';

const safeDecodeModule = fileURLToPath(
  new URL('../../theme/upstream/safeDecode.ts', import.meta.url),
);

/** The import that shadows the global function in the module at `path`. */
const safeDecodeImport = (path: string) =>
  `import { safeDecodeURIComponent as decodeURIComponent } from ${JSON.stringify(importFrom(path, safeDecodeModule))};\n`;

/** `code` of the upstream module `path` with the guarded function in scope. */
export function guardDecoding(code: string, path: string): string {
  if (!/\bdecodeURIComponent\(/.test(code))
    throw new Error(
      `${path} no longer calls decodeURIComponent: re-check upstreamModulePaths.decoding in upstream/theme/build.ts (workaround "safe-decoding")`,
    );
  return safeDecodeImport(path) + code;
}
