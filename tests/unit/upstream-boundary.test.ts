// The boundary with the upstream theme fails by name (upstream/theme/plugin.ts): each kind of
// silent failure, fed to the check, gives a problem that names the manifest entry; and an upstream
// change of each kind, simulated on the installed theme, fails the site's own manifest by name.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { boundaryProblems, themeExports } from '../../upstream/theme/plugin';
import { type ModuleSwap, moduleSwaps, sourceRewrites } from '../../upstream/theme/swaps';
import { themeRequests, upstreamThemeSources } from '../../upstream/theme/themeRequests';
import { type Workaround, workarounds } from '../../upstream/theme/workarounds';

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
  routed: new Set(['HomeHero']),
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

  it('names every entry whose fix lives in a swapped module that was never requested', () => {
    const shared: ModuleSwap = { ...swap, alsoFor: ['a-second-fix'] };
    expect(boundaryProblems({ ...healthy, swaps: [shared], requested: new Set() })).toEqual([
      'workaround "a-swap": the swapped module /up/A.js was never requested',
      'workaround "a-second-fix": the swapped module /up/A.js was never requested',
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

  it('names the entry of an override the theme no longer imports through @theme', () => {
    expect(boundaryProblems({ ...healthy, routed: new Set(['Other']) })).toEqual([
      'workaround "a-rewrite": no module of the theme imports HomeHero through @theme, so it never renders the HomeHero of theme/index.tsx',
    ]);
  });

  it('reads the export names of an ES module, renamed ones by their public name', () => {
    const source =
      'export { A } from "./a.js";\nexport { B, c as C } from "./b.js";\nexport { D };';
    expect([...themeExports(source)]).toEqual(['A', 'B', 'C', 'D']);
  });
});

describe('the scan of the theme for imports through @theme', () => {
  it('reads named imports and re-exports from either alias, by the theme name', () => {
    const source = [
      'import { Nav, HomeLayout as theme_HomeLayout } from "@rspress/core/theme";',
      "import React, {\n  Tabs,\n  Tab\n} from '@theme';",
      'export { Search } from "@rspress/core/theme";',
    ].join('\n');
    expect([...themeRequests(new Map([['a.js', source]]))].sort()).toEqual([
      'HomeLayout',
      'Nav',
      'Search',
      'Tab',
      'Tabs',
    ]);
  });

  it('counts no relative, original-theme, namespace or type-only import', () => {
    const source = [
      'import { Link } from "../Link/index.js";',
      'import { Layout } from "@rspress/core/theme-original";',
      'import * as theme from "@rspress/core/theme";',
      'import { type NavProps } from "@theme";',
      'import type { TabProps } from "@theme";',
    ].join('\n');
    expect([...themeRequests(new Map([['a.js', source]]))]).toEqual([]);
  });
});

describe('an upstream change of each kind, against the site manifest', () => {
  const installed = upstreamThemeSources();
  const swaps = moduleSwaps('local');
  /** The site's build as it meets the installed theme: every swap, rewrite and override met. */
  const site = {
    swaps,
    requested: new Set(swaps),
    rewrites: sourceRewrites,
    compiled: new Set(sourceRewrites.flatMap(({ modules }) => modules)),
    list: workarounds,
    rendered: new Map(
      workarounds.filter(({ kind }) => kind === 'rewrite').map(({ name }) => [name, 1]),
    ),
    exported: themeExports(),
    routed: themeRequests(installed),
  };

  /** The installed theme as if it imported `name` by a relative path wherever it used @theme. */
  const importedDirectly = (name: string) =>
    themeRequests(
      new Map(
        [...installed].map(([path, source]) => [
          path,
          source.replace(/import \{([^}]*)\} from "@rspress\/core\/theme";/g, (whole, list) => {
            const parts = (list as string).split(',').map((part) => part.trim());
            const moved = parts.filter((part) => part.split(' as ')[0] === name);
            if (moved.length === 0) return whole;
            const kept = parts.filter((part) => !moved.includes(part));
            return `import { ${kept.join(', ')} } from "@rspress/core/theme";\nimport { ${moved.join(', ')} } from "../${name}/index.js";`;
          }),
        ]),
      ),
    );

  it('passes the installed theme', () => {
    expect(boundaryProblems(site)).toEqual([]);
  });

  it('copy: the navbar imported by a relative path fails "nav-menus"', () => {
    expect(boundaryProblems({ ...site, routed: importedDirectly('Nav') })).toEqual([
      'workaround "nav-menus": no module of the theme imports Nav through @theme, so it never renders the Nav of theme/index.tsx',
    ]);
  });

  it('wrap: the home layout imported by a relative path fails both entries that wrap it', () => {
    expect(boundaryProblems({ ...site, routed: importedDirectly('HomeLayout') })).toEqual([
      'workaround "home-twin-slots": no module of the theme imports HomeLayout through @theme, so it never renders the HomeLayout of theme/index.tsx',
      'workaround "main-landmarks": no module of the theme imports HomeLayout through @theme, so it never renders the HomeLayout of theme/index.tsx',
    ]);
  });

  it('tree rewrite: the hero imported by a relative path fails "home-hero-heading"', () => {
    expect(boundaryProblems({ ...site, routed: importedDirectly('HomeHero') })).toEqual([
      'workaround "home-hero-heading": no module of the theme imports HomeHero through @theme, so it never renders the HomeHero of theme/index.tsx',
    ]);
  });

  it('tree rewrite: a hero that no longer renders its name element fails "home-hero-heading"', () => {
    const rendered = new Map([...site.rendered, ['home-hero-heading', 0]]);
    expect(boundaryProblems({ ...site, rendered })).toEqual([
      'workaround "home-hero-heading": the tree rewrite found no target element in any page',
    ]);
  });

  it('swap: a search provider no longer requested fails both entries fixed in its replacement', () => {
    const requested = new Set(
      swaps.filter(({ upstream }) => !upstream.endsWith('/providers/LocalProvider.js')),
    );
    expect(boundaryProblems({ ...site, requested })).toEqual([
      expect.stringMatching(
        /^workaround "local-search-ranking": the swapped module \S+\/LocalProvider\.js was never requested$/,
      ),
      expect.stringMatching(
        /^workaround "search-result-sections": the swapped module \S+\/LocalProvider\.js was never requested$/,
      ),
    ]);
  });

  it('swap: a search button the navbar no longer requests fails "valid-search-button"', () => {
    const requested = new Set(
      swaps.filter(({ upstream }) => !upstream.endsWith('/SearchButton.js')),
    );
    expect(boundaryProblems({ ...site, requested })).toEqual([
      expect.stringMatching(
        /^workaround "valid-search-button": the swapped module \S+\/Search\/SearchButton\.js was never requested$/,
      ),
    ]);
  });
});

describe('the manifest and the swap table', () => {
  const names = workarounds.map(({ name }) => name);

  it('names every entry once', () => {
    expect(new Set(names).size).toBe(names.length);
  });

  it('ties every swap and source rewrite to a manifest entry of kind swap or rewrite', () => {
    const tied = [
      ...[...moduleSwaps('local'), ...moduleSwaps('docsearch')].flatMap(
        ({ workaround, alsoFor = [] }) => [workaround, ...alsoFor],
      ),
      ...sourceRewrites.map(({ workaround }) => workaround),
    ].map((workaround) => workarounds.find(({ name }) => name === workaround)?.kind);
    expect(tied.filter((kind) => kind !== 'swap' && kind !== 'rewrite')).toEqual([]);
  });

  it('gives each swap entry a module swap or source rewrite that reports under its name', () => {
    const reported = new Set([
      ...[...moduleSwaps('local'), ...moduleSwaps('docsearch')].flatMap(
        ({ workaround, alsoFor = [] }) => [workaround, ...alsoFor],
      ),
      ...sourceRewrites.map(({ workaround }) => workaround),
    ]);
    const silent = workarounds.filter(({ kind, name }) => kind === 'swap' && !reported.has(name));
    expect(silent.map(({ name }) => name)).toEqual([]);
  });

  it('gives each copy and wrap entry the exports it replaces, which the build checks', () => {
    const unchecked = workarounds.filter(
      ({ kind, overrides = [] }) => (kind === 'copy' || kind === 'wrap') && overrides.length === 0,
    );
    expect(unchecked.map(({ name }) => name)).toEqual([]);
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
