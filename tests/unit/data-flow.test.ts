// The layers of CONTRIBUTING.md, enforced: the table there says which folder may import which, and
// this test reads that table (the one place the rule is written), every import of every tracked
// module, and the import graph's circles.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { importCycles, importGraph, specifiers, target } from '../shared/import-graph';
import { exportedLogic } from '../shared/logic-exports';

const repoRoot = resolve(__dirname, '../..');

/** One row of the table: the paths it covers (`folder/` or a file) and what they may import. */
interface Layer {
  paths: string[];
  /** Paths (`folder/` or a file) the row's modules may import besides their own row's; `*`: any. */
  mayImport: string[];
}

/** The Layers table of a CONTRIBUTING.md: the first table after its `## Layers` heading. */
export function readLayers(markdown: string): Layer[] {
  const lines = markdown.split('\n');
  const heading = lines.indexOf('## Layers');
  if (heading < 0) throw new Error('CONTRIBUTING.md has no "## Layers" section');
  const start = lines.findIndex((line, index) => index > heading && line.startsWith('|'));
  const rows: Layer[] = [];
  // The header and its separator come first.
  for (const line of lines.slice(start + 2)) {
    if (!line.startsWith('|')) break;
    const cells = line.split('|').slice(1, -1);
    const paths = [...cells[0].matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    const last = cells[cells.length - 1];
    const named = [...last.matchAll(/`([^`]+)`/g)].map((match) => match[1]);
    rows.push({ paths, mayImport: last.trim() === 'anything' ? ['*'] : named });
  }
  return rows;
}

const covers = (path: string, file: string) =>
  path.endsWith('/') ? file.startsWith(path) : file === path;

/** The row of a file: the one whose path covers it most closely (a subfolder over its folder). */
function layerOf(layers: Layer[], file: string): { layer: Layer; path: string } | undefined {
  let found: { layer: Layer; path: string } | undefined;
  for (const layer of layers) {
    for (const path of layer.paths) {
      if (covers(path, file) && (!found || path.length > found.path.length))
        found = { layer, path };
    }
  }
  return found;
}

/** The imports of one module that its row does not allow, as `file:line: spec (target: why)`. */
export function wrongImports(layers: Layer[], file: string, text: string): string[] {
  const from = layerOf(layers, file);
  return specifiers(file, text).flatMap(({ spec, line }) => {
    const to = target(file, spec);
    if (to === undefined) return [];
    const allowed = from && [...from.layer.paths, ...from.layer.mayImport];
    if (allowed?.some((path) => path === '*' || covers(path, to))) return [];
    const rule = from ? `${from.path} may not import it` : 'no row of the Layers table';
    return [`${file}:${line}: ${spec} (${to}: ${rule})`];
  });
}

const MODULE = /\.(m?[jt]sx?|cjs|mdx)$/;

/** Every tracked module of the repository, by path. */
function trackedModules(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => MODULE.test(file) && existsSync(join(repoRoot, file)));
  return new Map(files.map((file) => [file, readFileSync(join(repoRoot, file), 'utf8')]));
}

/**
 * What a browser module (`theme/`, its door `theme/upstream/` included) imports of Node: a builtin
 * (`node:fs`, `path`) or a module of the Node side of the door (`upstream/`, where the build's
 * swaps and rewrites live). Apart from the Layers table, so that a row edited to allow it still
 * fails.
 */
export function nodeImports(file: string, text: string): string[] {
  if (!file.startsWith('theme/')) return [];
  return specifiers(file, text).flatMap(({ spec, line }) => {
    const builtin = spec.startsWith('node:') || builtinModules.includes(spec.split('/')[0]);
    const to = target(file, spec);
    if (builtin) return [`${file}:${line}: ${spec} (a Node builtin)`];
    if (to?.startsWith('upstream/'))
      return [`${file}:${line}: ${spec} (${to}: Node side of the door)`];
    return [];
  });
}

/**
 * What a module of `site/` exports that is logic rather than a fact, as `file:line: name`: a
 * function or a class. Logic that reads the facts lives with what runs it (`core/` when both sides
 * do). `site/languages.mjs` keeps its lookups of the language table, which the Node scripts read.
 */
export function logicInSite(file: string, text: string): string[] {
  if (!file.startsWith('site/') || file === 'site/languages.mjs') return [];
  return exportedLogic(file, text).map(
    ({ line, name }) =>
      `${file}:${line}: ${name} (site/ holds facts: move the logic to what runs it)`,
  );
}

const layers = readLayers(readFileSync(join(repoRoot, 'CONTRIBUTING.md'), 'utf8'));
const flagged = (file: string, text: string) => wrongImports(layers, file, text);

describe('the Layers table', () => {
  it('is read from its section: paths, and what each row may import', () => {
    const markdown = [
      '## Layers',
      '',
      '| Folder or file | What it holds | May import |',
      '| --- | --- | --- |',
      '| `site/`, `i18n.json` | Facts | nothing |',
      '| `theme/` | The browser | `core/`, `site/` |',
      '| `tests/` | Tests | anything |',
      '',
      '| `other/` | another table | `x/` |',
    ].join('\n');
    expect(readLayers(markdown)).toEqual([
      { paths: ['site/', 'i18n.json'], mayImport: [] },
      { paths: ['theme/'], mayImport: ['core/', 'site/'] },
      { paths: ['tests/'], mayImport: ['*'] },
    ]);
  });

  it('has a row for every top-level folder and every module at the top, and no row for nothing', () => {
    const tracked = execFileSync('git', ['ls-files'], { cwd: repoRoot, encoding: 'utf8' })
      .trim()
      .split('\n');
    const folders = new Set(
      tracked.filter((f) => f.includes('/')).map((f) => `${f.split('/')[0]}/`),
    );
    const topModules = tracked.filter((f) => !f.includes('/') && MODULE.test(f));
    const rowless = [...folders, ...topModules].filter((path) => !layerOf(layers, path));
    expect(rowless).toEqual([]);
    const named = layers.flatMap((layer) => [...layer.paths, ...layer.mayImport]);
    expect(named.filter((path) => path !== '*' && !existsSync(join(repoRoot, path)))).toEqual([]);
  });
});

describe('imports against the layers', () => {
  it('flags the build importing the theme (plugins/searchIndex.ts, frontmatterCheck.ts)', () => {
    const searchIndex = [
      "import { inlineMarkdownText } from '../theme/overrides/renderInlineMarkdown';",
      "import { COMPACT_INDEX_FORMAT } from '../theme/search/compactIndex';",
      "import { packTerms } from '../theme/search/pageIndex';",
      "import { searchDocOf } from '../theme/search/searchDoc';",
      "import { cjkRuns, latinTerms } from '../theme/search/tokens';",
      "import { SEARCH_INDEX_BUDGET } from './budgets';",
      "import { inlineMarkdownText as text } from '../core/inlineMarkdown';",
    ].join('\n');
    expect(flagged('plugins/searchIndex.ts', searchIndex)).toEqual([
      'plugins/searchIndex.ts:1: ../theme/overrides/renderInlineMarkdown (theme/overrides/renderInlineMarkdown.ts: plugins/ may not import it)',
      'plugins/searchIndex.ts:2: ../theme/search/compactIndex (theme/search/compactIndex: plugins/ may not import it)',
      'plugins/searchIndex.ts:3: ../theme/search/pageIndex (theme/search/pageIndex: plugins/ may not import it)',
      'plugins/searchIndex.ts:4: ../theme/search/searchDoc (theme/search/searchDoc: plugins/ may not import it)',
      'plugins/searchIndex.ts:5: ../theme/search/tokens (theme/search/tokens: plugins/ may not import it)',
    ]);
    expect(
      flagged(
        'plugins/frontmatterCheck.ts',
        "import { Layout } from '../theme/upstream/original';",
      ),
    ).toEqual([
      'plugins/frontmatterCheck.ts:1: ../theme/upstream/original (theme/upstream/original.ts: plugins/ may not import it)',
    ]);
  });

  it('flags the theme importing the build or the Node library (LastUpdated.tsx, sectionMarkdown.ts)', () => {
    expect(
      flagged(
        'theme/overrides/LastUpdated.tsx',
        "import { usePage } from '@rspress/core/runtime';\nimport type { PageDates } from '../../plugins/pageDates';",
      ),
    ).toEqual([
      'theme/overrides/LastUpdated.tsx:2: ../../plugins/pageDates (plugins/pageDates.ts: theme/ may not import it)',
    ]);
    expect(
      flagged(
        'theme/components/SectionActions/sectionMarkdown.ts',
        "import { closesFence } from '../../../lib/fences.mjs';",
      ),
    ).toEqual([
      'theme/components/SectionActions/sectionMarkdown.ts:1: ../../../lib/fences.mjs (lib/fences.mjs: theme/ may not import it)',
    ]);
  });

  it('flags the configuration importing the theme, its door included, but not the boundary plugin', () => {
    const config = [
      "import { scriptsReadyHead } from './theme/components/ScriptsReady/scriptsReadyHead';",
      "import { homeBackgroundStyle } from './theme/overrides/homeBackgroundHead';",
      "import { pluginUpstream } from './upstream/theme/plugin';",
      "import { rewriteTreeFor } from './theme/upstream/rewriteTree';",
    ].join('\n');
    expect(flagged('rspress.config.ts', config)).toEqual([
      'rspress.config.ts:1: ./theme/components/ScriptsReady/scriptsReadyHead (theme/components/ScriptsReady/scriptsReadyHead: rspress.config.ts may not import it)',
      'rspress.config.ts:2: ./theme/overrides/homeBackgroundHead (theme/overrides/homeBackgroundHead: rspress.config.ts may not import it)',
      'rspress.config.ts:4: ./theme/upstream/rewriteTree (theme/upstream/rewriteTree.ts: rspress.config.ts may not import it)',
    ]);
  });

  it('finds imports in every form: re-exports, import(), require(), types, JSDoc, MDX', () => {
    expect(flagged('site/x.ts', "export { a } from '../plugins/a';")).toHaveLength(1);
    expect(flagged('lib/x.mjs', "const m = await import('../scripts/m.mjs');")).toHaveLength(1);
    expect(flagged('lib/x.cjs', "const m = require('../theme/m');")).toHaveLength(1);
    expect(flagged('core/x.ts', "type T = import('../lib/files.mjs').T;")).toHaveLength(1);
    expect(flagged('core/x.ts', "import t = require('../plugins/t');")).toHaveLength(1);
    expect(
      flagged('lib/x.mjs', "/**\n * @param {import('../plugins/y').T} t\n */\nexport const f = 1;"),
    ).toEqual(['lib/x.mjs:2: ../plugins/y (plugins/y: lib/ may not import it)']);
    const page = [
      '# Title',
      '',
      "import { Note } from '../../theme/components/Note';",
      '',
      '```ts',
      "import { notThis } from '../../../plugins/x';",
      '```',
      '',
      "Text that says import { x } from '../../theme/y'.",
    ].join('\n');
    expect(flagged('docs/en/page.mdx', page)).toEqual([
      'docs/en/page.mdx:3: ../../theme/components/Note (theme/components/Note: docs/ may not import it)',
    ]);
  });

  it('flags a module no row covers, and lets a subfolder row name its own folder', () => {
    expect(flagged('newFolder/x.ts', "import { a } from '../site/links';")).toEqual([
      'newFolder/x.ts:1: ../site/links (site/links.ts: no row of the Layers table)',
    ]);
    expect(flagged('theme/upstream/x.ts', "import { a } from '../overrides/drawerFocus';")).toEqual(
      [],
    );
    expect(flagged('theme/x.ts', "import { a } from './upstream/original';")).toEqual([]);
    expect(flagged('plugins/x.ts', "import { a } from '../theme/upstream/original';")).toHaveLength(
      1,
    );
  });

  it('holds in the repository: every tracked module', () => {
    const modules = trackedModules();
    expect(modules.size).toBeGreaterThan(400);
    const found = [...modules].flatMap(([file, text]) => flagged(file, text));
    expect(found).toEqual([]);
  });
});

describe('site/', () => {
  it('flags a function or a class it exports, in every form, and lets data be', () => {
    const code = [
      "import { siteOrigin } from './links';",
      'export const llmsTxtUrl = (lang: string): string => siteOrigin + lang;',
      "export function headTag(name: string): string { return '<' + name; }",
      'export const toLang = /** @type {X} */ ((value) => value);',
      'export default function seoHead() {}',
      'export class Head {}',
      'const local = function () {};',
      'export { local as renamed };',
      "export const siteName = 'Rspress';",
      'export const toolCards = [{ name: () => 1 }];',
      'export type Lang = string;',
      'const count = 3;',
      'export { count };',
    ].join('\n');
    expect(logicInSite('site/agents.ts', code)).toEqual([
      'site/agents.ts:2: llmsTxtUrl (site/ holds facts: move the logic to what runs it)',
      'site/agents.ts:3: headTag (site/ holds facts: move the logic to what runs it)',
      'site/agents.ts:4: toLang (site/ holds facts: move the logic to what runs it)',
      'site/agents.ts:5: seoHead (site/ holds facts: move the logic to what runs it)',
      'site/agents.ts:6: Head (site/ holds facts: move the logic to what runs it)',
      'site/agents.ts:8: renamed (site/ holds facts: move the logic to what runs it)',
    ]);
    expect(logicInSite('site/x.mjs', 'export default (a) => a;')).toEqual([
      'site/x.mjs:1: default (site/ holds facts: move the logic to what runs it)',
    ]);
    expect(logicInSite('core/agents.ts', code)).toEqual([]);
    expect(logicInSite('site/languages.mjs', 'export const langPrefix = (lang) => lang;')).toEqual(
      [],
    );
  });

  it('exports only facts in the repository', () => {
    const found = [...trackedModules()].flatMap(([file, text]) => logicInSite(file, text));
    expect(found).toEqual([]);
  });
});

describe('the browser side', () => {
  it('flags a Node builtin or the Node side of the door, in theme/upstream/ as in the rest of theme/', () => {
    const code = [
      "import { readFileSync } from 'node:fs';",
      "import { join } from 'path';",
      "import { moduleSwaps } from '../../upstream/theme/swaps';",
      "import { packageDir } from '../../upstream/packages.mjs';",
      "import { reportRewrite } from './rewriteReport';",
      "import { rewriteTally } from '../../core/rewriteTally';",
      "import { useLang } from '@rspress/core/runtime';",
    ].join('\n');
    expect(nodeImports('theme/upstream/x.ts', code)).toEqual([
      'theme/upstream/x.ts:1: node:fs (a Node builtin)',
      'theme/upstream/x.ts:2: path (a Node builtin)',
      'theme/upstream/x.ts:3: ../../upstream/theme/swaps (upstream/theme/swaps.ts: Node side of the door)',
      'theme/upstream/x.ts:4: ../../upstream/packages.mjs (upstream/packages.mjs: Node side of the door)',
    ]);
    expect(nodeImports('theme/search/x.ts', "const fs = await import('node:fs');")).toEqual([
      'theme/search/x.ts:1: node:fs (a Node builtin)',
    ]);
    expect(nodeImports('upstream/theme/x.ts', "import { join } from 'node:path';")).toEqual([]);
  });

  it('imports no Node module in the repository', () => {
    const found = [...trackedModules()].flatMap(([file, text]) => nodeImports(file, text));
    expect(found).toEqual([]);
  });

  it('is never imported by the build side: upstream/ reaches theme/ only as file paths', () => {
    expect(
      flagged(
        'upstream/theme/plugin.ts',
        "import { reportRewrite } from '../../theme/upstream/rewriteReport';",
      ),
    ).toEqual([
      'upstream/theme/plugin.ts:1: ../../theme/upstream/rewriteReport (theme/upstream/rewriteReport.ts: upstream/ may not import it)',
    ]);
  });
});

describe('import circles', () => {
  it('are found, each with its files in order', () => {
    const modules = new Map([
      ['theme/search/compactIndex.ts', "import type { PackedTerms } from './pageIndex';"],
      ['theme/search/pageIndex.ts', "import { FIELDS } from './searchDoc';"],
      ['theme/search/searchDoc.ts', "import type { CompactPage } from './compactIndex';"],
      ['theme/search/engine.ts', "import { packTerms } from './pageIndex';"],
      ['lib/self.mjs', "import { me } from './self.mjs';"],
    ]);
    expect(importCycles(importGraph(modules))).toEqual([
      'lib/self.mjs → lib/self.mjs',
      'theme/search/compactIndex.ts → theme/search/pageIndex.ts → theme/search/searchDoc.ts → theme/search/compactIndex.ts',
    ]);
  });

  it('are none in the repository', () => {
    expect(importCycles(importGraph(trackedModules()))).toEqual([]);
  });
});
