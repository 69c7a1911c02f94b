// The boundary with the upstream theme fails by name (theme/upstream/plugin.ts): each kind of
// silent failure, fed to the check, gives a problem that names the manifest entry.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { boundaryProblems, themeExports } from '../../theme/upstream/plugin';
import { type ModuleSwap, moduleSwaps, sourceRewrites } from '../../theme/upstream/swaps';
import { type Workaround, workarounds } from '../../theme/upstream/workarounds';

const swap: ModuleSwap = { workaround: 'a-swap', upstream: '/up/A.js', replacement: '/ours/A.tsx' };
const rewrite: Workaround = {
  name: 'a-rewrite',
  kind: 'rewrite',
  fault: 'f',
  files: [],
  test: 't',
  removeWhen: 'r',
  overrides: ['HomeHero'],
};
/** A build where everything met the theme. */
const healthy = {
  swaps: [swap],
  requested: new Set([swap]),
  rewrites: [{ workaround: 'a-source-rewrite', modules: ['/up/B.js'], rewrite: (c: string) => c }],
  compiled: new Set(['/up/B.js']),
  list: [rewrite],
  rendered: new Map([['a-rewrite', 3]]),
  exported: new Set(['HomeHero']),
};

describe('the boundary check', () => {
  it('passes a build where every swap, rewrite and override met the theme', () => {
    expect(boundaryProblems(healthy)).toEqual([]);
  });

  it('names the entry of a swap whose module was never requested', () => {
    expect(boundaryProblems({ ...healthy, requested: new Set() })).toEqual([
      'workaround "a-swap": the swapped module /up/A.js was never requested',
    ]);
  });

  it('names the entry of a source rewrite whose module was never compiled', () => {
    expect(boundaryProblems({ ...healthy, compiled: new Set() })).toEqual([
      'workaround "a-source-rewrite": the rewritten module /up/B.js was never compiled',
    ]);
  });

  it('names the entry of a tree rewrite that found no element in any page', () => {
    expect(boundaryProblems({ ...healthy, rendered: new Map([['a-rewrite', 0]]) })).toEqual([
      'workaround "a-rewrite": the tree rewrite found no target element in any page',
    ]);
  });

  it('asks nothing of a tree rewrite whose component no page rendered (a site without a home page)', () => {
    expect(boundaryProblems({ ...healthy, rendered: new Map() })).toEqual([]);
  });

  it('names the entry of an override whose upstream export is gone', () => {
    expect(boundaryProblems({ ...healthy, exported: new Set(['Other']) })).toEqual([
      'workaround "a-rewrite": the theme no longer exports HomeHero, which theme/index.tsx replaces',
    ]);
  });

  it('reads the export names of an ES module, renamed ones by their public name', () => {
    const source =
      'export { A } from "./a.js";\nexport { B, c as C } from "./b.js";\nexport { D };';
    expect([...themeExports(source)]).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('the manifest and the swap table', () => {
  const names = workarounds.map(({ name }) => name);

  it('names every entry once', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('ties every swap and source rewrite to a manifest entry of kind swap or rewrite', () => {
    const tied = [
      ...moduleSwaps('local'),
      ...moduleSwaps('docsearch'),
      ...sourceRewrites.map(({ workaround }) => ({ workaround })),
    ].map(({ workaround }) => workarounds.find(({ name }) => name === workaround)?.kind);
    expect(tied.filter((kind) => kind !== 'swap' && kind !== 'rewrite')).toEqual([]);
  });

  it('lists only exports the installed theme has', () => {
    const exported = themeExports();
    const missing = workarounds.flatMap(({ overrides = [] }) =>
      overrides.filter((name) => !exported.has(name)),
    );
    expect(missing).toEqual([]);
  });

  it('gives each rewrite entry a tree rewrite reported under its name', () => {
    const rewriteEntries = workarounds.filter(({ kind }) => kind === 'rewrite');
    for (const { name, files } of rewriteEntries) {
      const reported = files
        .filter((file) => file.startsWith('theme/overrides/'))
        .some((file) => readFileSync(file, 'utf8').includes(`'${name}'`));
      expect(reported, name).toBe(true);
    }
  });

  it('lists every override of theme/index.tsx', () => {
    const index = readFileSync('theme/index.tsx', 'utf8');
    const replaced = [...index.matchAll(/export \{ ([^}]+) \} from '\.\/overrides\//g)].flatMap(
      ([, list]) => list.split(',').map((name) => name.trim()),
    );
    const listed = new Set(workarounds.flatMap(({ overrides = [] }) => overrides));
    // Search is the site's own search (LazySearch), not a fix: it is in the swap table instead.
    expect(replaced.filter((name) => !listed.has(name) && name !== 'Search')).toEqual([]);
  });
});
