// Module hooks that let a command-line check import the build's TypeScript checks: Node.js 20,
// the oldest version the engines range allows, runs no TypeScript, so each `.ts` file is
// transpiled with the installed compiler (types dropped, nothing checked; tsc does that) and an
// extensionless relative import is resolved the way the bundler resolves it.
// Registered by lib/typescript-imports.mjs.
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

const TYPESCRIPT = /\.tsx?$/;

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  const relative = specifier.startsWith('.') && !/\.[cm]?[jt]sx?$|\.json$/.test(specifier);
  if (!relative || !context.parentURL || !TYPESCRIPT.test(new URL(context.parentURL).pathname))
    return nextResolve(specifier, context);
  for (const ending of ['.ts', '.tsx', '/index.ts']) {
    try {
      return await nextResolve(specifier + ending, context);
    } catch {
      // Not this ending; the next one, or the plain specifier below.
    }
  }
  return nextResolve(specifier, context);
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !TYPESCRIPT.test(new URL(url).pathname))
    return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: new URL(url).pathname,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      jsx: ts.JsxEmit.ReactJSX,
      verbatimModuleSyntax: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
