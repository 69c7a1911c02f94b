/**
 * Source rewrites that route Rspress 2.0.22's page loads through theme/upstream/routeLoad.ts (why:
 * see there), each a one-line change of an upstream module (upstreamModulePaths.routeLoad in
 * ./build.ts):
 * - initPageData.js: its loader wrapped by `guardRouteLoad`;
 * - useLinkNavigate.js: a link click also passes the link's whole address, so a full page load
 *   keeps its query and fragment;
 * - route.js: a failed hover preload is dropped quietly (the click tries again).
 * A module that no longer has the code a rewrite changes fails the build.
 */
import { fileURLToPath } from 'node:url';
import { importFrom } from './importFrom';

const routeLoadModule = fileURLToPath(
  new URL('../../theme/upstream/routeLoad.ts', import.meta.url),
);

/** Replaces `from` with `to` in `code`, or fails the build naming the module. */
function replaceOnce(code: string, path: string, from: string, to: string): string {
  if (!code.includes(from))
    throw new Error(
      `${path} no longer contains ${JSON.stringify(from)}: re-check upstreamModulePaths.routeLoad in upstream/theme/build.ts (workaround "route-load-recovery")`,
    );
  return code.replace(from, to);
}

const rewrites: Record<string, (code: string, path: string) => string> = {
  'initPageData.js': (code, path) =>
    `import { guardRouteLoad } from ${JSON.stringify(importFrom(path, routeLoadModule))};\n${replaceOnce(
      replaceOnce(
        code,
        path,
        'async function initPageData(routePath) {',
        'async function loadPageData(routePath) {',
      ),
      path,
      'export {',
      'const initPageData = guardRouteLoad(loadPageData);\nexport {',
    )}`,
  'useLinkNavigate.js': (code, path) =>
    replaceOnce(
      code,
      path,
      'await initPageData(routePath);',
      'await initPageData(routePath, withBaseHref);',
    ),
  'route.js': (code, path) =>
    replaceOnce(
      code,
      path,
      'if (route) route.preload();',
      'if (route) route.preload().catch(()=>{});',
    ),
};

/** `code` of the upstream module `path`, its page loads guarded. */
export function guardRouteLoad(code: string, path: string): string {
  const rewrite = rewrites[path.split(/[\\/]/).pop() ?? ''];
  if (!rewrite)
    throw new Error(`${path} has no page-load rewrite (workaround "route-load-recovery")`);
  return rewrite(code, path);
}
