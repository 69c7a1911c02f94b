// The tally of the theme's tree rewrites (theme/upstream/rewriteTree.ts) that found their target
// element, by manifest entry. Server rendering at build time runs in the build's own process: the
// theme's side counts while rendering (theme/upstream/rewriteReport.ts) and the boundary plugin
// (upstream/theme/plugin.ts) reads the counts after the pages are rendered. The server bundle and
// the build load separate copies of this module, so the counts live on the process's global object.

/** The key of the counts on the global object, the same in every copy of this module. */
const REWRITE_TALLY = Symbol.for('rspress-docs.upstream.rewrites');

/** The counts of changed elements by entry name, made on first use. */
export function rewriteTally(): Map<string, number> {
  const scope = globalThis as { [REWRITE_TALLY]?: Map<string, number> };
  scope[REWRITE_TALLY] ??= new Map();
  return scope[REWRITE_TALLY];
}
