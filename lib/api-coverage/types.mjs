// Reading the installed declarations with the TypeScript compiler: the declaration file of a
// module, the object members of a type, the `@default` of an option, the exports of an entry point
// and the package that declares each.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { strictBundlerOptions } from '../typescript-options.mjs';

export const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
const require = createRequire(join(repoRoot, 'package.json'));

export const CORE = '@rspress/core';
const corePackageFile = require.resolve(`${CORE}/package.json`);
/** The folder of the installed @rspress/core, where its schemas are. */
export const coreDir = dirname(corePackageFile);
/** @type {{ exports: Record<string, { types?: string } | string> }} */
export const corePackage = JSON.parse(readFileSync(corePackageFile, 'utf8'));

/**
 * @typedef {object} LoadedProgram
 * @property {ts.Program} program
 * @property {ts.TypeChecker} checker
 * @property {string[]} files  the declaration files it was built from
 */

/**
 * The declaration file of a module: @rspress/core entries through the `types` of its exports map.
 * @param {string} specifier
 */
export function declarationFile(specifier) {
  if (specifier === CORE || specifier.startsWith(`${CORE}/`)) {
    const entry = `.${specifier.slice(CORE.length)}`;
    const target = corePackage.exports[entry];
    const types = typeof target === 'object' ? target.types : undefined;
    if (!types) throw new Error(`${CORE} has no types for the export ${entry}`);
    return join(coreDir, types);
  }
  return require.resolve(specifier).replace(/\.js$/, '.d.ts');
}

/**
 * @param {string[]} modules
 * @returns {LoadedProgram}
 */
function createProgram(modules) {
  const files = modules.map(declarationFile);
  for (const file of files) if (!existsSync(file)) throw new Error(`No type definitions: ${file}`);
  const program = ts.createProgram(files, { ...strictBundlerOptions, types: [] });
  return { program, checker: program.getTypeChecker(), files };
}

// One compiler program per set of modules: building it takes seconds, and tests call the check often.
/** @type {Map<string, LoadedProgram>} */
const programs = new Map();

/** @param {string[]} modules */
export function loadProgram(modules) {
  const key = [...modules].sort().join('\n');
  const loaded = programs.get(key) ?? createProgram(modules);
  programs.set(key, loaded);
  return loaded;
}

/**
 * The module symbol of a declaration file the program was built from.
 * @param {LoadedProgram} loaded
 * @param {string} specifier
 */
export function moduleSymbol({ program, checker }, specifier) {
  const source = program.getSourceFile(declarationFile(specifier));
  const symbol = source && checker.getSymbolAtLocation(source);
  if (!symbol) throw new Error(`${specifier}: its declaration file declares no module`);
  return symbol;
}

/**
 * The symbol an export stands for, through `export { x } from` aliases.
 * @param {ts.Symbol} symbol
 * @param {ts.TypeChecker} checker
 */
export const aliasTarget = (symbol, checker) =>
  symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol;

/**
 * The `@default` tag of a property, as written.
 * @param {ts.Symbol} symbol
 * @param {ts.TypeChecker} checker
 */
export function defaultTag(symbol, checker) {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'default');
  return tag ? ts.displayPartsToString(tag.text).trim() : undefined;
}

/**
 * The object members of a type, looking through unions (`boolean | { … }`) and arrays.
 * @param {ts.Type} type
 * @param {ts.TypeChecker} checker
 */
export function objectProperties(type, checker) {
  const parts = type.isUnion() ? type.types : [type];
  /** @type {Map<string, ts.Symbol>} */
  const props = new Map();
  for (let part of parts) {
    if (checker.isArrayType(part))
      part = checker.getTypeArguments(/** @type {ts.TypeReference} */ (part))[0];
    const isObject = part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection);
    if (!isObject || checker.getSignaturesOfType(part, ts.SignatureKind.Call).length) continue;
    if (checker.isArrayType(part)) continue;
    for (const prop of checker.getPropertiesOfType(part)) props.set(prop.name, prop);
  }
  return [...props.values()];
}

/**
 * The package whose files declare a symbol (`react-router`, `@rspress/shared`, …).
 * @param {ts.Symbol} symbol
 */
export function declaringPackage(symbol) {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  if (!file.includes('/node_modules/')) return undefined;
  return /^((?:@[^/]+\/)?[^/]+)\//.exec(file.split('/node_modules/').pop() ?? '')?.[1];
}

/**
 * Every export (values and types) of one entry point, with the package that declares it.
 * @param {string} entry  a key of the exports map: `.`, `./theme`, …
 * @returns {{ name: string, from?: string }[]}
 */
export function entryPointExports(entry) {
  const specifier = entry === '.' ? CORE : `${CORE}${entry.slice(1)}`;
  const loaded = loadProgram([specifier]);
  const { checker } = loaded;
  return checker.getExportsOfModule(moduleSymbol(loaded, specifier)).map((exp) => ({
    name: exp.name,
    from: declaringPackage(aliasTarget(exp, checker)),
  }));
}
