/**
 * The type of every documentable identifier in the docs' TypeScript examples, from one program
 * with the compiler options of the snippet check (scripts/checks/check-snippets.mjs). A block
 * marked `partial`, or one with a compiler error, yields nothing: its hovers could be wrong. Plain
 * JavaScript because the build runs it in a worker thread (analyzePool.ts), which loads it
 * directly.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import { parentPort, workerData } from 'node:worker_threads';
import ts from 'typescript';
import { codeBlocks } from '../../core/fences.mjs';
import { expectedOptions, mappedModules } from '../../lib/api-coverage/check-options.mjs';
import { declarationFile } from '../../lib/api-coverage/types.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import {
  AMBIENT,
  COMPILER_OPTIONS,
  isPartial,
  TS_LANGS,
  virtualFiles,
} from '../../lib/snippets.mjs';
import { EXCLUDED, MAPPING } from './coverage.mjs';

/** @typedef {import('./reference').NameKey} NameKey */

/** @type {ts.CompilerOptions} */
const OPTIONS = COMPILER_OPTIONS;

/**
 * One annotated identifier: where it is in its block and what the compiler says it is.
 * @typedef {object} Annotation
 * @property {number} line    0-based line within the block's code
 * @property {number} column  UTF-16 column within that line
 * @property {number} length
 * @property {string} text    the identifier as written
 * @property {NameKey} key
 * @property {string} type    the compiler's type, one line, as a declaration (`hideNavbar?: 'auto' | …`)
 */

/**
 * @typedef {object} AnalyzedBlock
 * @property {string} code    the block's code exactly as in the page (the rendered text matches it)
 * @property {number} line    1-based line of the block's first code line in its page
 * @property {number} index   0-based index among the page's code blocks
 * @property {Annotation[]} annotations
 */

/**
 * Config roots: the type an object literal is written for, and the key family of its fields.
 * @type {Record<string, 'config' | 'plugin'>}
 */
const ROOTS = {
  UserConfig: 'config',
  RspressPlugin: 'plugin',
};

const CORE_PREFIX = '@rspress/core';
/** The official plugin packages: their functions get the summary of their page. */
const PLUGIN_PREFIX = '@rspress/plugin-';

/**
 * Skips the wrappers that do not change which object a literal is (`(x)`, `x as T`, `x satisfies T`).
 * @param {ts.Node} node
 * @returns {ts.Node}
 */
function outer(node) {
  let current = node.parent;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current)
  )
    current = current.parent;
  return current;
}

/**
 * @param {ts.Type | undefined} type
 * @returns {string[]}
 */
function typeNames(type) {
  if (!type) return [];
  const parts = type.isUnion() ? type.types : [type];
  return parts.flatMap((part) =>
    [part.aliasSymbol?.name, part.getSymbol()?.name].filter(
      /** @returns {n is string} */ (n) => Boolean(n),
    ),
  );
}

/**
 * The name key of an object literal's property: its path up to a config or plugin object.
 * @param {ts.TypeChecker} checker
 * @param {ts.ObjectLiteralElementLike} property
 * @returns {NameKey | undefined}
 */
function propertyKey(checker, property) {
  /** @type {string[]} */
  const segments = [];
  /** @type {ts.Node} */
  let element = property;
  for (;;) {
    const name = /** @type {ts.ObjectLiteralElementLike} */ (element).name;
    if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) return undefined;
    segments.unshift(name.text);
    /** @type {ts.Node} */
    let literal = element.parent;
    if (!ts.isObjectLiteralExpression(literal)) return undefined;
    const root = typeNames(checker.getContextualType(literal))
      .map((n) => ROOTS[n])
      .find(Boolean);
    if (root) return `${root}:${segments.join('.').replace(/\.\[\]/g, '[]')}`;
    let parent = outer(literal);
    while (ts.isArrayLiteralExpression(parent)) {
      segments.unshift('[]');
      literal = parent;
      parent = outer(parent);
    }
    if (!ts.isPropertyAssignment(parent)) return undefined;
    element = parent;
  }
}

const FORMAT =
  ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType |
  ts.TypeFormatFlags.UseAliasDefinedOutsideCurrentScope;

/**
 * `name?: type` for a property, `name(params): result` for a function, `name: type` otherwise.
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} symbol
 * @param {string} name
 * @returns {string | undefined}
 */
function describe(checker, symbol, name) {
  const byName = described.get(symbol) ?? new Map();
  described.set(symbol, byName);
  if (!byName.has(name)) byName.set(name, describeType(checker, symbol, name));
  return byName.get(name);
}

/**
 * A symbol's type does not depend on where it is used: the same option in a hundred examples is
 * described once.
 * @type {WeakMap<ts.Symbol, Map<string, string | undefined>>}
 */
const described = new WeakMap();

/**
 * @param {ts.TypeChecker} checker
 * @param {ts.Symbol} symbol
 * @param {string} name
 * @returns {string | undefined}
 */
function describeType(checker, symbol, name) {
  const type = checker.getTypeOfSymbol(symbol);
  if (type.flags & (ts.TypeFlags.Any | ts.TypeFlags.Unknown)) return undefined;
  const optional = symbol.flags & ts.SymbolFlags.Optional ? '?' : '';
  const shown = optional ? checker.getNonNullableType(type) : type;
  const signatures = shown.getCallSignatures();
  if (signatures.length === 1 && !shown.getProperties().length) {
    return `${name}${optional}${checker.signatureToString(signatures[0], undefined, FORMAT)}`;
  }
  return `${name}${optional}: ${checker.typeToString(shown, undefined, FORMAT)}`;
}

/**
 * @param {ts.TypeChecker} checker
 * @param {ts.SourceFile} source
 * @returns {Annotation[]}
 */
function annotateBlock(checker, source) {
  /** @type {Annotation[]} */
  const found = [];
  // A name without a type (`any`, unresolved) is kept with an empty type: if the reference
  // documents it, the build reports it instead of showing an empty popup.
  /** @type {(node: ts.Node, key: NameKey, type: string | undefined) => void} */
  const add = (node, key, type) => {
    const start = node.getStart(source);
    const { line, character } = source.getLineAndCharacterOfPosition(start);
    found.push({
      line,
      column: character,
      length: node.getWidth(source),
      text: node.getText(source),
      key,
      type: type ?? '',
    });
  };
  // Imports from @rspress/core and the official plugin packages: the local binding → its key and
  // its target symbol.
  /** @type {Map<ts.Symbol, { key: NameKey, target: ts.Symbol, name: string }>} */
  const imported = new Map();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    const core = specifier === CORE_PREFIX || specifier.startsWith(`${CORE_PREFIX}/`);
    if (!core && !specifier.startsWith(PLUGIN_PREFIX)) continue;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      if (element.isTypeOnly || statement.importClause?.isTypeOnly) continue;
      const local = checker.getSymbolAtLocation(element.name);
      if (!local) continue;
      const target = checker.getAliasedSymbol(local);
      const name = (element.propertyName ?? element.name).text;
      imported.set(local, { key: `export:${specifier}:${name}`, target, name });
    }
  }
  /** @param {ts.Node} node */
  const visit = (node) => {
    if (ts.isIdentifier(node) && imported.size) {
      const symbol = checker.getSymbolAtLocation(node);
      const entry = symbol && imported.get(symbol);
      if (entry) add(node, entry.key, describe(checker, entry.target, entry.name));
    }
    if (
      (ts.isPropertyAssignment(node) ||
        ts.isShorthandPropertyAssignment(node) ||
        ts.isMethodDeclaration(node)) &&
      ts.isObjectLiteralExpression(node.parent) &&
      node.name &&
      ts.isIdentifier(node.name)
    ) {
      const key = propertyKey(checker, node);
      const contextual = key && checker.getContextualType(node.parent);
      const declared =
        contextual &&
        checker.getPropertyOfType(checker.getNonNullableType(contextual), node.name.text);
      if (key && declared) add(node.name, key, describe(checker, declared, node.name.text));
      // A shorthand property's name is also a reference: it is not visited twice.
      if (ts.isShorthandPropertyAssignment(node)) return;
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  // Document order, one annotation per position (an import binding used as a shorthand property).
  const seen = new Set();
  return found
    .sort((a, b) => a.line - b.line || a.column - b.column)
    .filter((a) => {
      const at = `${a.line}:${a.column}`;
      if (seen.has(at)) return false;
      seen.add(at);
      return true;
    });
}

/**
 * @typedef {object} Analysis
 * @property {Map<string, AnalyzedBlock[]>} pages  page path relative to the docs → its blocks
 * @property {Map<string, Set<string>>} required  reference page → the names the coverage mapping
 *   finds in the installed types, whose sections must exist
 */

/**
 * Analyzes every TypeScript block under `docsDir`. Identical blocks (the en and zh copies of an
 * example) are compiled once, in one program that also answers which names the coverage mapping
 * requires (its declaration files are already parsed for the examples).
 * @param {string} docsDir
 * @returns {Analysis}
 */
export function analyzeDocs(docsDir) {
  // Virtual files live under a folder of the docs' parent, so packages resolve from node_modules.
  const virtualRoot = join(resolve(docsDir, '..'), '.type-hovers');
  const files = new Map([[join(virtualRoot, 'ambient.d.ts'), AMBIENT]]);
  /** @type {{ page: string, block: AnalyzedBlock, file: string }[]} */
  const pending = [];
  /** @type {Set<string>} */
  const roots = new Set();
  for (const pagePath of markdownFiles(docsDir)) {
    const page = relative(docsDir, pagePath).split(sep).join('/');
    const blocks = codeBlocks(readFileSync(pagePath, 'utf8'));
    blocks.forEach((block, index) => {
      if (!TS_LANGS.has(block.lang) || isPartial(block.meta)) return;
      const { ownPath, siblings } = virtualFiles(blocks, index);
      const all = [...siblings, { path: ownPath, code: block.code }];
      const id = createHash('sha1').update(JSON.stringify(all)).digest('hex').slice(0, 16);
      for (const { path, code } of all) files.set(join(virtualRoot, id, path), code);
      const file = join(virtualRoot, id, ownPath);
      roots.add(file);
      pending.push({
        page,
        file,
        block: { code: block.code, line: block.line, index, annotations: [] },
      });
    });
  }
  // No examples (a small fixture site): no program to build, which would cost a second or two.
  if (pending.length === 0) return { pages: new Map(), required: new Map() };
  const host = ts.createCompilerHost(OPTIONS);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (name) => files.get(name) ?? readFile(name);
  host.fileExists = (name) => files.has(name) || fileExists(name);
  host.getSourceFile = (name, version, onError) => {
    const text = files.get(name);
    return text === undefined
      ? getSourceFile(name, version, onError)
      : ts.createSourceFile(name, text, version, true);
  };
  host.directoryExists = (name) => name.startsWith(virtualRoot) || ts.sys.directoryExists(name);
  const declarations = mappedModules(MAPPING).map(declarationFile);
  const program = ts.createProgram(
    [join(virtualRoot, 'ambient.d.ts'), ...declarations, ...roots],
    OPTIONS,
    host,
  );
  const checker = program.getTypeChecker();
  /** @type {Map<string, Annotation[]>} */
  const results = new Map();
  for (const file of roots) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const clean =
      !program.getSyntacticDiagnostics(source).length &&
      !program.getSemanticDiagnostics(source).length;
    results.set(file, clean ? annotateBlock(checker, source) : []);
  }
  /** @type {Map<string, AnalyzedBlock[]>} */
  const pages = new Map();
  for (const { page, file, block } of pending) {
    block.annotations = results.get(file) ?? [];
    pages.set(page, [...(pages.get(page) ?? []), block]);
  }
  const expected = expectedOptions(MAPPING, EXCLUDED, { program, checker, files: declarations });
  const required = new Map(
    [...expected.pages].map(([page, names]) => [page, new Set(names.keys())]),
  );
  return { pages, required };
}

// Only a worker started by analyzeInWorker.ts answers (a test runner's own worker must not).
if (workerData?.typeHoversDocs && parentPort) {
  parentPort.postMessage(analyzeDocs(workerData.typeHoversDocs));
}
