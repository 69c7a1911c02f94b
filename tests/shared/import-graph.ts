// The imports of the repository's modules, read from their syntax, and the circles of the graph
// they make: what tests/unit/data-flow.test.ts checks against the Layers table of CONTRIBUTING.md.
import { existsSync, statSync } from 'node:fs';
import { join, posix, resolve } from 'node:path';
import ts from 'typescript';
import { closesFence, type Fence, openingFence } from '../../core/fences.mjs';

const repoRoot = resolve(__dirname, '../..');

/** An import's specifier, with its line. */
export type Specifier = { spec: string; line: number };

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
export function target(file: string, spec: string, exists = isRepoFile): string | undefined {
  if (!spec.startsWith('.')) return undefined;
  const path = posix.normalize(posix.join(posix.dirname(file), spec.replace(/\?.*$/, '')));
  return EXTENSIONS.map((extension) => path + extension).find(exists) ?? path;
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
