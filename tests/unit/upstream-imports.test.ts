import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import ts from 'typescript';

/** The modules allowed to name the theme's internal files (see the header of theme/upstream.ts). */
const upstreamModules = [
  'theme/upstream.ts',
  'theme/upstream-modules.d.ts',
  'theme/upstreamPageSearcher.ts',
  'theme/upstreamSearchPanel.ts',
  'theme/upstreamBuild.ts',
];
const INTERNAL = '@rspress/core/dist';

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
    return text.includes(INTERNAL) ? [`${file}: names ${INTERNAL}`] : [];
  }
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: string[] = [];
  const visit = (node: ts.Node) => {
    if (
      (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) &&
      node.text.startsWith(INTERNAL)
    ) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart());
      found.push(`${file}:${line + 1}: ${node.text}`);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

describe('imports from the theme internal files', () => {
  it('are all in the upstream modules', () => {
    const files = [...sourceFiles('theme'), ...sourceFiles('site'), ...sourceFiles('plugins')]
      .concat('rspress.config.ts')
      .filter((file) => !upstreamModules.includes(file));
    const found = files.flatMap((file) => internalReferences(file, readFileSync(file, 'utf8')));
    expect(found, `move these into one of ${upstreamModules.join(', ')}`).toEqual([]);
  });

  it('are found in every form, and not in comments', () => {
    const code = [
      "import type { A } from '@rspress/core/dist/a.js';",
      "export { B } from '@rspress/core/dist/b.js';",
      "const c = () => import('@rspress/core/dist/c.js');",
      'const d = (path: string) => require.resolve(`@rspress/core/dist/\u0024{path}`);',
      '// @rspress/core/dist/e.js is named in a comment only',
    ].join('\n');
    expect(internalReferences('example.ts', code).map((line) => line.split(':')[1])).toEqual([
      '1',
      '2',
      '3',
      '4',
    ]);
    expect(internalReferences('style.css', "@import '@rspress/core/dist/x.css';")).toHaveLength(1);
  });

  it('are found in the upstream modules themselves', () => {
    for (const file of upstreamModules.filter((name) => name.endsWith('.ts'))) {
      expect(internalReferences(file, readFileSync(file, 'utf8')).length).toBeGreaterThan(0);
    }
  });
});
