/**
 * The type of every documentable identifier in the docs' TypeScript examples, from one program
 * with the compiler options of the snippet check (scripts/check-snippets.mjs). A block marked
 * `partial`, or one with a compiler error, yields nothing: its hovers could be wrong.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';
import ts from 'typescript';
import {
  AMBIENT,
  COMPILER_OPTIONS,
  isPartial,
  TS_LANGS,
  virtualFiles,
} from '../../scripts/check-snippets.mjs';
import { codeBlocks } from '../../scripts/lib/fences.mjs';
import { markdownFiles } from '../../scripts/lib/files.mjs';
import type { NameKey } from './reference';

const OPTIONS: ts.CompilerOptions = COMPILER_OPTIONS;

/** One annotated identifier: where it is in its block and what the compiler says it is. */
export interface Annotation {
  /** 0-based line within the block's code, and UTF-16 column within that line. */
  line: number;
  column: number;
  length: number;
  /** The identifier as written. */
  text: string;
  key: NameKey;
  /** The compiler's type, one line, as a declaration (`hideNavbar?: 'auto' | …`). */
  type: string;
}

export interface AnalyzedBlock {
  /** The block's code exactly as in the page (the rendered text matches it). */
  code: string;
  /** 1-based line of the block's first code line in its page. */
  line: number;
  /** 0-based index among the page's code blocks. */
  index: number;
  annotations: Annotation[];
}

/** Config roots: the type an object literal is written for, and the key family of its fields. */
const ROOTS: Record<string, 'config' | 'plugin'> = {
  UserConfig: 'config',
  RspressPlugin: 'plugin',
};

const CORE_PREFIX = '@rspress/core';

/** Skips the wrappers that do not change which object a literal is (`(x)`, `x as T`, `x satisfies T`). */
function outer(node: ts.Node): ts.Node {
  let current = node.parent;
  while (
    ts.isParenthesizedExpression(current) ||
    ts.isAsExpression(current) ||
    ts.isSatisfiesExpression(current)
  )
    current = current.parent;
  return current;
}

function typeNames(type: ts.Type | undefined): string[] {
  if (!type) return [];
  const parts = type.isUnion() ? type.types : [type];
  return parts.flatMap((part) =>
    [part.aliasSymbol?.name, part.getSymbol()?.name].filter((n): n is string => Boolean(n)),
  );
}

/** The name key of an object literal's property: its path up to a config or plugin object. */
function propertyKey(
  checker: ts.TypeChecker,
  property: ts.ObjectLiteralElementLike,
): NameKey | undefined {
  const segments: string[] = [];
  let element: ts.Node = property;
  for (;;) {
    const name = (element as ts.ObjectLiteralElementLike).name;
    if (!name || !(ts.isIdentifier(name) || ts.isStringLiteral(name))) return undefined;
    segments.unshift(name.text);
    let literal: ts.Node = element.parent;
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

/** `name?: type` for a property, `name(params): result` for a function, `name: type` otherwise. */
function describe(checker: ts.TypeChecker, symbol: ts.Symbol, name: string): string | undefined {
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

function annotateBlock(checker: ts.TypeChecker, source: ts.SourceFile): Annotation[] {
  const found: Annotation[] = [];
  // A name without a type (`any`, unresolved) is kept with an empty type: if the reference
  // documents it, the build reports it instead of showing an empty popup.
  const add = (node: ts.Node, key: NameKey, type: string | undefined) => {
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
  // Imports from @rspress/core: the local binding → its key and its target symbol.
  const imported = new Map<ts.Symbol, { key: NameKey; target: ts.Symbol; name: string }>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || !ts.isStringLiteral(statement.moduleSpecifier))
      continue;
    const specifier = statement.moduleSpecifier.text;
    if (specifier !== CORE_PREFIX && !specifier.startsWith(`${CORE_PREFIX}/`)) continue;
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
  const visit = (node: ts.Node) => {
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
  const seen = new Set<string>();
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
 * Analyzes every TypeScript block under `docsDir`. Identical blocks (the en and zh copies of an
 * example) are compiled once. Returns page path relative to `docsDir` → its analyzed blocks.
 */
export function analyzeDocs(docsDir: string): Map<string, AnalyzedBlock[]> {
  // Virtual files live under a folder of the docs' parent, so packages resolve from node_modules.
  const virtualRoot = join(resolve(docsDir, '..'), '.type-hovers');
  const files = new Map<string, string>([[join(virtualRoot, 'ambient.d.ts'), AMBIENT]]);
  const pending: { page: string; block: AnalyzedBlock; file: string }[] = [];
  const roots = new Set<string>();
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
  const program = ts.createProgram([join(virtualRoot, 'ambient.d.ts'), ...roots], OPTIONS, host);
  const checker = program.getTypeChecker();
  const results = new Map<string, Annotation[]>();
  for (const file of roots) {
    const source = program.getSourceFile(file);
    if (!source) continue;
    const clean =
      !program.getSyntacticDiagnostics(source).length &&
      !program.getSemanticDiagnostics(source).length;
    results.set(file, clean ? annotateBlock(checker, source) : []);
  }
  const byPage = new Map<string, AnalyzedBlock[]>();
  for (const { page, file, block } of pending) {
    block.annotations = results.get(file) ?? [];
    byPage.set(page, [...(byPage.get(page) ?? []), block]);
  }
  return byPage;
}
