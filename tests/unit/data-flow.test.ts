// The layers of CONTRIBUTING.md, enforced: the table there says which folder may import which, and
// this test reads that table (the one place the rule is written), every import of every tracked
// module, and the import graph's circles.
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import ts from 'typescript';
import { closesFence, type Fence, openingFence } from '../../core/fences.mjs';

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

/** A module and its imports' specifiers, each with its line. */
type Specifier = { spec: string; line: number };

/** MDX keeps ESM in paragraphs that start with `import` or `export`, outside code blocks. */
function mdxEsm(text: string): string {
  let fence: Fence | undefined;
  let inEsm = false;
  return text
    .split('\n')
    .map((line) => {
      if (fence) {
        if (closesFence(line, fence)) fence = undefined;
        return '';
      }
      if (!inEsm) fence = openingFence(line);
      if (fence) return '';
      if (line.trim() === '') inEsm = false;
      else if (/^(import|export)\b/.test(line)) inEsm = true;
      return inEsm ? line : '';
    })
    .join('\n');
}

/**
 * The module specifiers of a file: static imports and re-exports, `import()`, `require()`,
 * `import x = require()`, `import('…')` types, and in JavaScript those of its JSDoc; for an MDX
 * page, those of its ESM lines.
 */
export function specifiers(file: string, text: string): Specifier[] {
  const code = file.endsWith('.mdx') ? mdxEsm(text) : text;
  const javascript = /\.(m?jsx?|cjs|mdx)$/.test(file);
  const kind = javascript ? ts.ScriptKind.JSX : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(file, code, ts.ScriptTarget.Latest, true, kind);
  const found: Specifier[] = [];
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node))
      found.push({ spec: node.text, line: lineOf(node.getStart()) });
  };
  const check = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (
      ts.isImportEqualsDeclaration(node) &&
      ts.isExternalModuleReference(node.moduleReference)
    )
      add(node.moduleReference.expression);
    else if (
      ts.isCallExpression(node) &&
      (node.expression.kind === ts.SyntaxKind.ImportKeyword ||
        (ts.isIdentifier(node.expression) && node.expression.text === 'require'))
    )
      add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal);
  };
  const visitDoc = (node: ts.Node) => {
    check(node);
    ts.forEachChild(node, visitDoc);
  };
  const visit = (node: ts.Node) => {
    check(node);
    // JavaScript states its types in JSDoc, which the tree keeps beside the node it documents.
    if (javascript) for (const doc of (node as { jsDoc?: ts.JSDoc[] }).jsDoc ?? []) visitDoc(doc);
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

const EXTENSIONS = ['', '.ts', '.tsx', '.mjs', '.js', '.json', '/index.ts', '/index.tsx'];

const isRepoFile = (path: string) => {
  const absolute = join(repoRoot, path);
  return existsSync(absolute) && statSync(absolute).isFile();
};

/**
 * The repository path a relative specifier names (`?raw` and other queries dropped), completed to
 * the file it resolves to when `exists` knows one; undefined for a package.
 */
function target(file: string, spec: string, exists = isRepoFile): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const path = posix.normalize(posix.join(posix.dirname(file), spec.replace(/\?.*$/, '')));
  return EXTENSIONS.map((extension) => path + extension).find(exists) ?? path;
}

/** The imports of one module that its row does not allow, as `file:line: spec (row → path)`. */
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

/** The circles of an import graph, each as `a → b → … → a`, one per strongly connected part. */
export function importCycles(graph: Map<string, string[]>): string[] {
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const parts: string[][] = [];
  const connect = (node: string) => {
    index.set(node, index.size);
    low.set(node, index.get(node) ?? 0);
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (!index.has(next)) {
        connect(next);
        low.set(node, Math.min(low.get(node) ?? 0, low.get(next) ?? 0));
      } else if (stack.includes(next)) {
        low.set(node, Math.min(low.get(node) ?? 0, index.get(next) ?? 0));
      }
    }
    if (low.get(node) !== index.get(node)) return;
    const part: string[] = [];
    let member: string | undefined;
    do {
      member = stack.pop();
      if (member) part.push(member);
    } while (member !== node);
    if (part.length > 1 || graph.get(node)?.includes(node)) parts.push(part);
  };
  for (const node of [...graph.keys()].sort()) if (!index.has(node)) connect(node);
  // One circle through each part, from its first file by name along the first edge inside it.
  return parts.map((part) => {
    const inside = new Set(part);
    const first = [...part].sort()[0];
    const path = [first];
    const seen = new Set(path);
    const walk = (node: string): boolean => {
      for (const next of (graph.get(node) ?? []).filter((n) => inside.has(n)).sort()) {
        if (next === first) return true;
        if (seen.has(next)) continue;
        seen.add(next);
        path.push(next);
        if (walk(next)) return true;
        path.pop();
      }
      return false;
    };
    walk(first);
    return [...path, first].join(' → ');
  });
}

/** The import graph of some modules (path → text): each module's targets that are modules too. */
export function importGraph(modules: Map<string, string>): Map<string, string[]> {
  const graph = new Map<string, string[]>();
  for (const [file, text] of modules) {
    const targets = specifiers(file, text)
      .map(({ spec }) => target(file, spec, (path) => modules.has(path)))
      .filter((to): to is string => to !== undefined && modules.has(to));
    graph.set(file, [...new Set(targets)]);
  }
  return graph;
}

const MODULE = /\.(m?[jt]sx?|cjs|mdx)$/;

/** Every tracked module of the repository, by path. */
function trackedModules(): Map<string, string> {
  const files = execFileSync('git', ['ls-files', '-z'], { cwd: repoRoot, encoding: 'utf8' })
    .split('\0')
    .filter((file) => MODULE.test(file) && existsSync(join(repoRoot, file)));
  return new Map(files.map((file) => [file, readFileSync(join(repoRoot, file), 'utf8')]));
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
        "import { grayMatter } from '../theme/upstream/build';",
      ),
    ).toEqual([
      'plugins/frontmatterCheck.ts:1: ../theme/upstream/build (theme/upstream/build.ts: plugins/ may not import it)',
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

  it('flags the configuration importing the theme, but not its boundary plugin', () => {
    const config = [
      "import { scriptsReadyHead } from './theme/components/ScriptsReady/scriptsReadyHead';",
      "import { homeBackgroundStyle } from './theme/overrides/homeBackgroundHead';",
      "import { pluginUpstream } from './theme/upstream/plugin';",
    ].join('\n');
    expect(flagged('rspress.config.ts', config)).toEqual([
      'rspress.config.ts:1: ./theme/components/ScriptsReady/scriptsReadyHead (theme/components/ScriptsReady/scriptsReadyHead: rspress.config.ts may not import it)',
      'rspress.config.ts:2: ./theme/overrides/homeBackgroundHead (theme/overrides/homeBackgroundHead: rspress.config.ts may not import it)',
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
    expect(flagged('plugins/x.ts', "import { a } from '../theme/upstream/swaps';")).toHaveLength(1);
  });

  it('holds in the repository: every tracked module', () => {
    const modules = trackedModules();
    expect(modules.size).toBeGreaterThan(400);
    const found = [...modules].flatMap(([file, text]) => flagged(file, text));
    expect(found).toEqual([]);
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
