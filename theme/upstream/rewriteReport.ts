// The tally of tree rewrites (./rewriteTree.ts) that found their target element, by manifest entry.
// Server rendering at build time runs in the build's own process, so the boundary plugin
// (./plugin.ts) reads this tally after the pages are rendered and fails on an entry that never
// matched. In the browser under `rspress dev`, a render that finds nothing warns instead.

/** Shared between the server bundle and the build through the process's global object. */
export const REWRITE_TALLY = Symbol.for('rspress-docs.upstream.rewrites');

type Tally = Map<string, number>;

function tally(): Tally {
  const scope = globalThis as { [REWRITE_TALLY]?: Tally };
  scope[REWRITE_TALLY] ??= new Map();
  return scope[REWRITE_TALLY];
}

const warned = new Set<string>();

/** Records one render of a rewrite that changed `changed` elements. */
export function reportRewrite(workaround: string, changed: number): void {
  if (typeof window === 'undefined') {
    const counts = tally();
    counts.set(workaround, (counts.get(workaround) ?? 0) + changed);
  } else if (import.meta.env.DEV && changed === 0 && !warned.has(workaround)) {
    warned.add(workaround);
    console.warn(
      `[theme/upstream] workaround "${workaround}": the tree rewrite found no target element; the upstream component has changed (theme/upstream/workarounds.ts)`,
    );
  }
}

/** The entries rendered on the server with how many elements they changed (the build reads it). */
export function renderedRewrites(): ReadonlyMap<string, number> {
  return tally();
}
