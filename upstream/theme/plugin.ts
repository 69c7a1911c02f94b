// The one plugin at the boundary with the upstream theme: it applies every module swap and source
// rewrite of ./swaps.ts, and fails the production build (warns under `rspress dev`) by the manifest
// entry's name when a swapped module is never requested, a rewritten module is never compiled, a
// tree rewrite never found its element (theme/upstream/rewriteReport.ts, core/rewriteTally.ts), or
// an export theme/index.tsx replaces (./workarounds.ts, `overrides`) no longer exists in the theme
// or is imported through `@theme` by none of its modules (./themeRequests.ts).
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { isAbsolute, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { rewriteTally } from '../../core/rewriteTally';
import { readRecord, recordKey, writeRecord } from './boundaryRecord';
import { guardAppearanceTags } from './guardStorage';
import {
  type ModuleSwap,
  moduleSwaps,
  type SearchKind,
  type SourceRewrite,
  sourceRewrites,
} from './swaps';
import { themeRequests, upstreamThemeSources } from './themeRequests';
import { type Workaround, workarounds } from './workarounds';

const escapeRegExp = (path: string) => path.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The names `@rspress/core/theme-original` exports, read from its module's export statements. */
export function themeExports(
  source = readFileSync(
    createRequire(import.meta.url).resolve('@rspress/core/theme-original'),
    'utf8',
  ),
): Set<string> {
  const names = new Set<string>();
  for (const [, list] of source.matchAll(/export\s*\{([^}]*)\}/g)) {
    for (const part of list.split(',')) {
      const name = part
        .trim()
        .split(/\s+as\s+/)
        .pop();
      if (name) names.add(name);
    }
  }
  return names;
}

/** The installed theme's version: a record of what a build met is valid for it only. */
const themeVersion = (): string =>
  JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('@rspress/core/package.json'), 'utf8'),
  ).version;

/** Whether Rspress keeps its persistent build cache (it does unless told not to). */
const persistentCache = () => process.env.RSPRESS_PERSISTENT_CACHE !== 'false';

/** The boundary's Node-side files, whose change must rebuild every module. */
const boundaryFiles = [
  'boundedPageRows.ts',
  'build.ts',
  'swaps.ts',
  'plugin.ts',
  'guardDecoding.ts',
  'guardRouteLoad.ts',
  'importFrom.ts',
  'guardStorage.ts',
  'lazySearchStyles.ts',
  'searchStates.ts',
  'searchPanelA11y.ts',
  'phoneDrawers.ts',
].map((file) => fileURLToPath(new URL(file, import.meta.url)));

/** The problems a finished build has with the boundary, one line per manifest entry. */
export function boundaryProblems(seen: {
  swaps: readonly ModuleSwap[];
  requested: ReadonlySet<ModuleSwap>;
  rewrites: readonly SourceRewrite[];
  compiled: ReadonlySet<string>;
  list: readonly Workaround[];
  rendered: ReadonlyMap<string, number> | undefined;
  exported: ReadonlySet<string>;
  /** The exports the installed theme's modules import through `@theme` (./themeRequests.ts). */
  routed: ReadonlySet<string>;
}): string[] {
  const problems: string[] = [];
  for (const { workaround, alsoFor = [], upstream } of seen.swaps.filter(
    (swap) => !seen.requested.has(swap),
  )) {
    for (const name of [workaround, ...alsoFor])
      problems.push(`workaround "${name}": the swapped module ${upstream} was never requested`);
  }
  for (const { workaround, modules } of seen.rewrites) {
    for (const path of modules.filter((module) => !seen.compiled.has(module)))
      problems.push(`workaround "${workaround}": the rewritten module ${path} was never compiled`);
  }
  for (const { name, kind, overrides = [] } of seen.list) {
    // Rendered and found nothing: a site without the component (no home page, say) is fine.
    if (kind === 'rewrite' && seen.rendered?.get(name) === 0)
      problems.push(`workaround "${name}": the tree rewrite found no target element in any page`);
    for (const exported of overrides.filter((item) => !seen.exported.has(item)))
      problems.push(
        `workaround "${name}": the theme no longer exports ${exported}, which theme/index.tsx replaces`,
      );
    // Still exported, but upstream reaches it by a relative import: ours is never rendered.
    for (const bypassed of overrides.filter(
      (item) => seen.exported.has(item) && !seen.routed.has(item),
    ))
      problems.push(
        `workaround "${name}": no module of the theme imports ${bypassed} through @theme, so it never renders the ${bypassed} of theme/index.tsx`,
      );
  }
  return problems;
}

/** The boundary plugin; `search` picks the search modules' swaps. */
export function pluginUpstream(search: SearchKind): RspressPlugin {
  const swaps = moduleSwaps(search);
  // Entries whose swap only the other search ships (the search button's markup under DocSearch)
  // have nothing to meet in this build.
  const other = moduleSwaps(search === 'local' ? 'docsearch' : 'local');
  const absent = new Set(
    other
      .map(({ workaround }) => workaround)
      .filter((name) => !swaps.some(({ workaround }) => workaround === name)),
  );
  const list = workarounds.filter(({ name }) => !absent.has(name));
  const requested = new Set<ModuleSwap>();
  const compiled = new Set<string>();
  const allRewritten = sourceRewrites.flatMap(({ modules }) => modules);
  // Set once the bundler's cache folder is known; none when the persistent cache is off.
  let recordPath: string | undefined;
  const key = recordKey(
    themeVersion(),
    swaps.map(({ upstream }) => upstream),
    allRewritten,
  );
  let lastWarning = '';
  const report = (isProd: boolean, rendered: ReadonlyMap<string, number> | undefined) => {
    // What the build that filled the cache met, for the modules this build took from it.
    const carried = recordPath ? readRecord(recordPath, key) : undefined;
    for (const swap of swaps) if (carried?.requested.includes(swap.upstream)) requested.add(swap);
    for (const path of carried?.compiled ?? []) compiled.add(path);
    const problems = boundaryProblems({
      swaps,
      requested,
      rewrites: sourceRewrites,
      compiled,
      list,
      rendered,
      exported: themeExports(),
      routed: themeRequests(upstreamThemeSources()),
    });
    if (problems.length === 0 && recordPath)
      writeRecord(recordPath, {
        key,
        requested: [...requested].map(({ upstream }) => upstream),
        compiled: [...compiled],
      });
    if (problems.length === 0) return;
    const message = `The upstream theme no longer matches upstream/theme/workarounds.ts:\n- ${problems.join('\n- ')}`;
    if (isProd) throw new Error(message);
    // Under `rspress dev` this runs after every compile: warn once per different list.
    if (message !== lastWarning) console.warn(message);
    lastWarning = message;
  };
  return {
    name: 'upstream-boundary',
    builderConfig: {
      // A change to the boundary's own files starts the persistent cache afresh, so every swap and
      // rewrite is met again by a build that sees it. Only where Rspress keeps that cache: any
      // `buildCache` entry would switch it on.
      ...(persistentCache() && {
        performance: { buildCache: { buildDependencies: boundaryFiles } },
      }),
      // The theme's inline appearance script, guarded like its storage hook (./guardStorage.ts).
      html: { tags: [guardAppearanceTags] },
      tools: {
        rspack: (_config, { appendPlugins, rspack }) => {
          for (const swap of swaps) {
            const pattern = new RegExp(`^${escapeRegExp(swap.upstream)}$`);
            // First a plugin that only records the match, then the swap itself: the bare path only,
            // so an override's own `?upstream` import still reaches the original.
            appendPlugins(
              new rspack.NormalModuleReplacementPlugin(pattern, () => requested.add(swap)),
            );
            appendPlugins(new rspack.NormalModuleReplacementPlugin(pattern, swap.replacement));
          }
        },
      },
      plugins: [
        {
          name: 'site:upstream-source-rewrites',
          setup(api) {
            api.onBeforeCreateCompiler(() => {
              if (!persistentCache()) return;
              const { buildCache } = api.getNormalizedConfig().performance;
              const directory = typeof buildCache === 'object' ? buildCache.cacheDirectory : '';
              // Beside the bundler's cache folder (where Rsbuild puts it), so they go together.
              const cache = directory
                ? isAbsolute(directory)
                  ? directory
                  : join(api.context.rootPath, directory)
                : join(api.context.cachePath, 'rspack');
              recordPath = `${cache}-upstream-boundary-${search}.json`;
            });
            api.transform(
              { test: (path: string) => allRewritten.includes(path) },
              ({ code, resourcePath }: { code: string; resourcePath: string }) => {
                compiled.add(resourcePath);
                // A module may have several rewrites (the search panel's), applied in table order.
                return sourceRewrites
                  .filter(({ modules }) => modules.includes(resourcePath))
                  .reduce((source, entry) => entry.rewrite(source, resourcePath), code);
              },
            );
          },
        },
      ],
    },
    afterBuild(_config, isProd) {
      // Only a production build renders pages on the server; under `rspress dev` the browser
      // warns per rewrite instead (theme/upstream/rewriteReport.ts, core/rewriteTally.ts).
      report(isProd, isProd ? rewriteTally() : undefined);
    },
  };
}
