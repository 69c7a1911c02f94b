// Node module hooks that let the engine runs import the site's TypeScript modules (the route list
// of tests/shared/site-files.ts, the tools of site/tools.ts) on Node 20, which cannot run
// TypeScript itself: a `.ts` file is transpiled with the project's own `typescript` (types
// dropped, nothing checked: `tsc --noEmit` does that), and a relative import without extension
// finds its `.ts` file, as the bundler resolution of tsconfig.json does. Registered by site.mjs.
import { readFile } from 'node:fs/promises';
import ts from 'typescript';

/** @type {import('node:module').ResolveHook} */
export async function resolve(specifier, context, nextResolve) {
  try {
    return await nextResolve(specifier, context);
  } catch (error) {
    const notFound = /** @type {{ code?: string }} */ (error).code === 'ERR_MODULE_NOT_FOUND';
    const relativeWithoutExtension =
      /^\.\.?\//.test(specifier) && !/\.[a-z]+$/i.test(specifier.split('/').pop() ?? '');
    if (!notFound || !relativeWithoutExtension) throw error;
    return nextResolve(`${specifier}.ts`, context);
  }
}

/** @type {import('node:module').LoadHook} */
export async function load(url, context, nextLoad) {
  if (!url.startsWith('file:') || !url.endsWith('.ts')) return nextLoad(url, context);
  const source = await readFile(new URL(url), 'utf8');
  const { outputText } = ts.transpileModule(source, {
    fileName: url,
    compilerOptions: {
      module: ts.ModuleKind.ESNext,
      target: ts.ScriptTarget.ES2022,
      verbatimModuleSyntax: true,
    },
  });
  return { format: 'module', source: outputText, shortCircuit: true };
}
