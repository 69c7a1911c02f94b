// core/ runs in the build and in the browser alike (CONTRIBUTING.md, Layers), so it may use neither
// the DOM nor Node: compiled with the language's own types only, it must type-check, and the
// program must hold no file outside core/ and site/ (no package).
import { readdirSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import ts from 'typescript';

const repoRoot = resolve(__dirname, '../..');

/** The compiler's findings for some files, with no types but the ES2022 library's. */
export function isomorphicProblems(files: string[], host?: ts.CompilerHost): string[] {
  const options: ts.CompilerOptions = {
    lib: ['lib.es2022.d.ts'],
    types: [],
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.ESNext,
    moduleResolution: ts.ModuleResolutionKind.Bundler,
    strict: true,
    allowJs: true,
    checkJs: true,
    noEmit: true,
  };
  const program = ts.createProgram(files, options, host ?? ts.createCompilerHost(options));
  const outside = program
    .getSourceFiles()
    .filter((source) => !program.isSourceFileDefaultLibrary(source))
    .map((source) => relative(repoRoot, source.fileName).split(sep).join('/'))
    .filter((file) => !file.startsWith('core/') && !file.startsWith('site/'))
    .map((file) => `${file}: outside core/ and site/`);
  const diagnostics = ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const text = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (!diagnostic.file || diagnostic.start === undefined) return text;
    const { line } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start);
    return `${relative(repoRoot, diagnostic.file.fileName).split(sep).join('/')}:${line + 1}: ${text}`;
  });
  return [...outside, ...diagnostics];
}

function modulesUnder(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    if (entry.isDirectory()) return modulesUnder(path);
    return /\.(m?[jt]s)$/.test(entry.name) ? [path] : [];
  });
}

/** A compiler host that also knows some files that are not on disk (path from the repository). */
function hostWith(virtual: Record<string, string>): ts.CompilerHost {
  const host = ts.createCompilerHost({});
  const text = (fileName: string) => virtual[relative(repoRoot, fileName).split(sep).join('/')];
  return {
    ...host,
    fileExists: (fileName) => text(fileName) !== undefined || host.fileExists(fileName),
    readFile: (fileName) => text(fileName) ?? host.readFile(fileName),
    getSourceFile: (fileName, language, ...rest) => {
      const source = text(fileName);
      return source === undefined
        ? host.getSourceFile(fileName, language, ...rest)
        : ts.createSourceFile(fileName, source, language);
    },
  };
}

describe('core/', () => {
  it('flags the DOM, Node and packages, each at its line', () => {
    const virtual = {
      'core/dom.ts': 'export const title = () => document.title;',
      'core/node.ts': "import { readFileSync } from 'node:fs';\nexport const read = readFileSync;",
      'core/env.ts': 'export const mode = () => process.env.MODE;',
      'core/react.ts': "export type { ReactNode } from 'react';",
      'core/pure.ts': 'export const twice = (text: string) => text.repeat(2);',
    };
    const files = Object.keys(virtual).map((file) => join(repoRoot, file));
    const problems = isomorphicProblems(files, hostWith(virtual));
    // The compiler's first sentence, without its advice on which types to add.
    const found = problems
      .filter((problem) => problem.startsWith('core/'))
      .map((problem) => problem.replace(/\. .*$/, '.'))
      .sort();
    expect(found).toEqual([
      "core/dom.ts:1: Cannot find name 'document'.",
      "core/env.ts:1: Cannot find name 'process'.",
      "core/node.ts:1: Cannot find module 'node:fs' or its corresponding type declarations.",
    ]);
    expect(
      problems.some((problem) => /^node_modules\/@types\/react\/.*: outside/.test(problem)),
    ).toBe(true);
  });

  it('uses neither the DOM nor Node, and imports no package', () => {
    const files = modulesUnder(join(repoRoot, 'core'));
    expect(files.length).toBeGreaterThan(5);
    expect(isomorphicProblems(files)).toEqual([]);
  });
});
