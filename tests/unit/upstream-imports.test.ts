import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import ts from 'typescript';

/** The folder allowed to name Rspress internals (theme/upstream/README.md), and its build side. */
const BOUNDARY = 'theme/upstream/';
const BUILD_SIDE = 'upstream/';
const DIST = '@rspress/core/dist';
const ORIGINAL = '@rspress/core/theme-original';
/** Rspress internals: the package's built files and the original theme behind the site's theme. */
const INTERNALS = [DIST, ORIGINAL];

/** A string that is a module specifier: of an import or export, `import()` or `require()`. */
function isSpecifier(node: ts.Node): boolean {
  const { parent } = node;
  if (ts.isImportDeclaration(parent) || ts.isExportDeclaration(parent)) return true;
  if (ts.isImportTypeNode(parent.parent)) return true;
  return ts.isCallExpression(parent) && parent.arguments[0] === node;
}

/**
 * A built file is internal wherever its path is written (a path given to `require.resolve` or
 * built in a template too); the original theme when it is imported (a type-hover table may name
 * the specifier as data).
 */
const isInternal = (node: ts.StringLiteralLike | ts.TemplateHead) =>
  node.text.startsWith(DIST) || (node.text.startsWith(ORIGINAL) && isSpecifier(node));

function sourceFiles(path: string): string[] {
  if (!statSync(path).isDirectory()) return [path];
  return readdirSync(path).flatMap((name) => sourceFiles(join(path, name)));
}

/**
 * Every string in a file's code (not its comments) that names a theme internal file, with its
 * line: import and export specifiers, `import()`, paths given to `require.resolve`, templates.
 */
function internalReferences(file: string, text: string): string[] {
  if (!/\.(m?[jt]sx?)$/.test(file)) {
    return INTERNALS.filter((prefix) => text.includes(prefix)).map(
      (prefix) => `${file}: names ${prefix}`,
    );
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if ((ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) && isInternal(node)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('imports of Rspress internals', () => {
  it('are all in theme/upstream/', () => {
    const files = ['theme', 'site', 'plugins', 'config']
      .flatMap((folder) => sourceFiles(folder))
      .concat('rspress.config.ts')
      .filter((file) => !file.startsWith(BOUNDARY));
    const found = files.flatMap((file) => internalReferences(file, readFileSync(file, 'utf8')));
    expect(
      found,
      `move these into ${BOUNDARY}, or ${BUILD_SIDE} for the build (the original theme: ${BOUNDARY}original.ts)`,
    ).toEqual([]);
  });

  it('are found in every form, and not in comments', () => {
    const code = [
      "import type { A } from '@rspress/core/dist/a.js';",
      "export { B } from '@rspress/core/dist/b.js';",
      "const c = () => import('@rspress/core/dist/c.js');",
      'const d = (path: string) => require.resolve(`@rspress/core/dist/\u0024{path}`);',
      '// @rspress/core/dist/e.js is named in a comment only',
      "import { Layout } from '@rspress/core/theme-original';",
      "import { Layout as Site } from '@rspress/core/theme';",
      "const names = { theme: ['@rspress/core/theme-original'] };",
    ].join('\n');
    expect(internalReferences('example.ts', code).map((line) => line.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
      '6',
    ]);
    expect(internalReferences('style.css', "@import '@rspress/core/dist/x.css';")).toHaveLength(1);
  });

  it('are found in the boundary folder itself', () => {
    for (const file of [
      'browser.ts',
      'build.ts',
      'original.ts',
      'pageSearcher.ts',
      'searchPanel.ts',
    ]) {
      expect(
        internalReferences(file, readFileSync(BOUNDARY + file, 'utf8')).length,
      ).toBeGreaterThan(0);
    }
    const helpers = `${BUILD_SIDE}helpers.ts`;
    expect(internalReferences(helpers, readFileSync(helpers, 'utf8')).length).toBeGreaterThan(0);
  });
});
