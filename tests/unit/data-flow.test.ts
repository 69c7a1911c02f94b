// Data flows one way: site/ holds facts and imports no code of ours; lib/ holds the logic that
// plugins/ and scripts/ share, so a plugin never reaches into scripts/ (a command-line tool) and
// lib/ depends on nothing above it. The folders and what each may not import are listed here only.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import ts from 'typescript';

const repoRoot = resolve(__dirname, '../..');

/** For each folder, the top-level folders its modules may not import from. */
const FORBIDDEN: Record<string, string[]> = {
  site: ['plugins', 'theme', 'scripts', 'lib', 'config'],
  lib: ['plugins', 'theme', 'scripts', 'config'],
  plugins: ['scripts'],
};

const SOURCE = /\.(m?[jt]sx?)$/;

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return SOURCE.test(path) ? [path] : [];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

/** Every module specifier in a file: static imports and re-exports, `import()`, `import('…')` types. */
function specifiers(file: string, text: string): { spec: string; line: number }[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: { spec: string; line: number }[] = [];
  const add = (node: ts.Node | undefined) => {
    if (node && ts.isStringLiteralLike(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push({ spec: node.text, line: line + 1 });
    }
  };
  const visit = (node: ts.Node) => {
    if (ts.isImportDeclaration(node) || ts.isExportDeclaration(node)) add(node.moduleSpecifier);
    else if (ts.isCallExpression(node) && node.expression.kind === ts.SyntaxKind.ImportKeyword)
      add(node.arguments[0]);
    else if (ts.isImportTypeNode(node) && ts.isLiteralTypeNode(node.argument))
      add(node.argument.literal);
    ts.forEachChild(node, visit);
  };
  visit(source);
  // JSDoc `import('…')` types in .mjs files are comments to the parser: read them as text.
  text.split('\n').forEach((lineText, index) => {
    for (const match of lineText.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g)) {
      if (!found.some(({ spec, line }) => spec === match[1] && line === index + 1))
        found.push({ spec: match[1], line: index + 1 });
    }
  });
  return found;
}

/**
 * The imports of one file (path from the repository root) that break the rules, as
 * `file:line: specifier (folder → folder)`.
 */
export function wrongImports(file: string, text: string): string[] {
  const from = file.split('/')[0];
  const forbidden = FORBIDDEN[from] ?? [];
  return specifiers(file, text).flatMap(({ spec, line }) => {
    if (!spec.startsWith('.')) return [];
    const target = relative(repoRoot, resolve(repoRoot, dirname(file), spec)).split(sep)[0];
    return forbidden.includes(target) ? [`${file}:${line}: ${spec} (${from} → ${target})`] : [];
  });
}

describe('data flows one way', () => {
  it('flags an import from a forbidden folder, with its file and line', () => {
    expect(
      wrongImports('site/x.ts', "import { a } from './links';\nimport b from '../plugins/y';"),
    ).toEqual(['site/x.ts:2: ../plugins/y (site → plugins)']);
    expect(wrongImports('site/deep/x.mjs', "export { c } from '../../theme/z';")).toEqual([
      'site/deep/x.mjs:1: ../../theme/z (site → theme)',
    ]);
    expect(
      wrongImports('plugins/a/b.ts', "const m = await import('../../scripts/c.mjs');"),
    ).toEqual(['plugins/a/b.ts:1: ../../scripts/c.mjs (plugins → scripts)']);
    expect(
      wrongImports(
        'lib/x.mjs',
        "/** @param {import('../scripts/y.mjs').T} t */\nexport const f = 1;",
      ),
    ).toEqual(['lib/x.mjs:1: ../scripts/y.mjs (lib → scripts)']);
  });

  it('lets plugins and scripts import lib/ and site/', () => {
    expect(wrongImports('plugins/a.ts', "import { b } from '../lib/files.mjs';")).toEqual([]);
    expect(wrongImports('plugins/a.ts', "import { langs } from '../site/languages.mjs';")).toEqual(
      [],
    );
    expect(wrongImports('scripts/a.mjs', "import { b } from './lib-like/c.mjs';")).toEqual([]);
  });

  it('holds in the repository', () => {
    const files = Object.keys(FORBIDDEN).flatMap((folder) => sourceFiles(join(repoRoot, folder)));
    expect(files.length).toBeGreaterThan(50);
    const found = files.flatMap((file) => {
      const path = relative(repoRoot, file).split(sep).join('/');
      return wrongImports(path, readFileSync(file, 'utf8'));
    });
    expect(found).toEqual([]);
  });
});
