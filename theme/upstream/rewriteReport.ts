// Each render of a tree rewrite (./rewriteTree.ts), reported by manifest entry. On the server it is
// counted (core/rewriteTally.ts), and the boundary plugin (upstream/theme/plugin.ts) fails the
// build on an entry that never matched. In the browser under `rspress dev`, a render that finds
// nothing warns instead.
import { rewriteTally } from '../../core/rewriteTally';

const warned = new Set<string>();

/** Records one render of a rewrite that changed `changed` elements. */
export function reportRewrite(workaround: string, changed: number): void {
  if (typeof window === 'undefined') {
    const counts = rewriteTally();
    counts.set(workaround, (counts.get(workaround) ?? 0) + changed);
  } else if (import.meta.env.DEV && changed === 0 && !warned.has(workaround)) {
    warned.add(workaround);
    console.warn(
      `[theme/upstream] workaround "${workaround}": the tree rewrite found no target element; the upstream component has changed (upstream/theme/workarounds.ts)`,
    );
  }
}
