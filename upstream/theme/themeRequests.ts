// Which theme exports the installed theme reaches through the `@theme` alias. Rspress points
// `@theme` (and `@rspress/core/theme`) at theme/index.tsx first, so an export we replace is
// rendered only where an upstream module imports it by that alias; a relative import of the same
// component bypasses our replacement without a word. The boundary plugin (./plugin.ts) fails the
// build by entry name when a replaced export (./workarounds.ts, `overrides`) is imported that way
// nowhere. A scan of the installed files, not of a build: the answer depends on the package only,
// so it holds for builds that take modules from the persistent cache too.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { upstreamThemePath } from './build';

/** The module names under which upstream modules reach the site's theme. */
const themeSpecifiers = new Set(['@theme', '@rspress/core/theme']);

/** The folders of the installed package whose modules run in the page: the theme and the runtime. */
const browserFolders = ['theme', 'runtime'];

/** The installed theme's browser-side modules, by path inside the package. */
export function upstreamThemeSources(): Map<string, string> {
  const sources = new Map<string, string>();
  for (const folder of browserFolders) {
    const files = readdirSync(upstreamThemePath(folder), { recursive: true, encoding: 'utf8' });
    for (const file of files.filter((name) => name.endsWith('.js')).sort()) {
      sources.set(
        join('dist', folder, file),
        readFileSync(upstreamThemePath(folder, file), 'utf8'),
      );
    }
  }
  return sources;
}

/**
 * The export names the modules import (or re-export) from `@theme`. Only named value imports
 * count: a type import renders nothing, and a namespace import does not say what it renders.
 */
export function themeRequests(sources: ReadonlyMap<string, string>): Set<string> {
  const names = new Set<string>();
  const statement =
    /\b(?:import|export)\s*(?:[\w$]+\s*,\s*)?\{([^}]*)\}\s*from\s*(["'])([^"']+)\2/g;
  for (const source of sources.values()) {
    for (const [, list, , specifier] of source.matchAll(statement)) {
      if (!themeSpecifiers.has(specifier)) continue;
      for (const part of list.split(',')) {
        // `Nav`, `HomeLayout as theme_HomeLayout`: the theme's name comes first.
        const [name] = part.trim().split(/\s+as\s+/);
        if (name && !name.startsWith('type ')) names.add(name);
      }
    }
  }
  return names;
}
