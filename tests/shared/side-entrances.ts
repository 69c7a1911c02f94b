// The side entrances of a tracked file: each place that reaches into installed packages other than
// through the door (theme/upstream/, upstream/). What tests/unit/upstream-imports.test.ts checks on
// every file `git ls-files` lists.
import { builtinModules } from 'node:module';
import ts from 'typescript';
import { specifiers } from './import-graph';

/** The folders that may name Rspress internals, undeclared packages and node_modules paths. */
export const DOORS = ['theme/upstream/', 'upstream/'];

export const inDoor = (file: string) => DOORS.some((door) => file.startsWith(door));

/** A file of Rspress's built package, of any `@rspress/…` package. */
const RSPRESS_DIST = /@rspress\/[\w.-]+\/dist(\/|$)/;
/**
 * A path into an installed package. A package's name starts with neither `.` nor `_`, so
 * `node_modules/.cache` (the tools' cache folder) and a page named `node_modules/_nav.json` are
 * none.
 */
const NODE_MODULES_PATH = /(?<![\w.-])node_modules[/\\](?![._])[^/\\\s'"`]/;
/** Our own built output imported as a module: the site's build, or a `dist/` folder of ours. */
const BUILT_OUTPUT = /(^|\/)(doc_build|dist)(\/|$)/;
const ORIGINAL_THEME = '@rspress/core/theme-original';

/** Files that hold no code to scan: prose, images and npm's record of the installed tree. */
const NOT_SOURCE = /(\.(md|png|svg|jpe?g|webp|ico|woff2?|txt)|(^|\/)package-lock\.json)$/;
const CODE = /\.(m?[jt]sx?|cjs)$/;

/** The package a bare specifier names (`@scope/name` or `name`), or undefined for a path. */
export function packageOf(spec: string): string | undefined {
  if (spec.startsWith('.') || spec.startsWith('/') || spec.startsWith('node:')) return undefined;
  const parts = spec.replace(/\?.*$/, '').split('/');
  return spec.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0];
}

const isBuiltin = (name: string) => builtinModules.includes(name);

/** A package is declared by its name, or by its types (`@types/mdast` for `mdast`). */
const typesOf = (name: string) => `@types/${name.replace(/^@/, '').replace('/', '__')}`;

/**
 * The modules Rspress's build makes for each site (`virtual-page-data`, `virtual-search-hooks`):
 * no package installs them, so there is nothing to declare.
 */
const isVirtual = (name: string) => name.startsWith('virtual-');

/** What is wrong with a module specifier outside the door, if anything. */
function specifierProblem(spec: string, declared: ReadonlySet<string>): string | undefined {
  if (RSPRESS_DIST.test(spec)) return 'Rspress internal file';
  if (spec === ORIGINAL_THEME || spec.startsWith(`${ORIGINAL_THEME}/`)) return 'original theme';
  if (spec.startsWith('.') && BUILT_OUTPUT.test(spec)) return 'built output';
  const name = packageOf(spec);
  if (!name || isBuiltin(name) || isVirtual(name)) return undefined;
  if (!declared.has(name) && !declared.has(typesOf(name))) return 'undeclared package';
  return undefined;
}

/** What is wrong with any other string of code outside the door, if anything. */
function stringProblem(text: string): string | undefined {
  if (RSPRESS_DIST.test(text)) return 'Rspress internal file';
  if (NODE_MODULES_PATH.test(text)) return 'node_modules path';
  return undefined;
}

/**
 * A call that resolves a module: `require.resolve(x)`, `createRequire(…)(x)`,
 * `createRequire(…).resolve(x)`, `import.meta.resolve(x)`.
 */
function isResolveCall(node: ts.CallExpression): boolean {
  const callee = node.expression;
  const isCreateRequire = (expression: ts.Expression) =>
    ts.isCallExpression(expression) &&
    ts.isIdentifier(expression.expression) &&
    expression.expression.text === 'createRequire';
  if (isCreateRequire(callee)) return true;
  if (!ts.isPropertyAccessExpression(callee) || callee.name.text !== 'resolve') return false;
  const owner = callee.expression;
  return (
    (ts.isIdentifier(owner) && owner.text === 'require') ||
    isCreateRequire(owner) ||
    ts.isMetaProperty(owner)
  );
}

/** `join(root, 'node_modules', 'pkg', …)`: a path into a package spelled in pieces. */
function splitNodeModulesPath(node: ts.CallExpression): number[] {
  const found: number[] = [];
  node.arguments.forEach((argument, index) => {
    const next = node.arguments[index + 1];
    if (
      ts.isStringLiteralLike(argument) &&
      argument.text === 'node_modules' &&
      next &&
      ts.isStringLiteralLike(next) &&
      !/^[._]/.test(next.text)
    )
      found.push(argument.getStart());
  });
  return found;
}

/** A package's manifest, resolved to find the package's folder (`'@rspress/core/package.json'`). */
const PACKAGE_MANIFEST = /^(@[\w.-]+\/)?[\w.-]+\/package\.json$/;

/** The text a path piece starts with: a string, or a template's text before its first `${…}`. */
function leadingText(node: ts.Expression): string | undefined {
  if (ts.isStringLiteralLike(node)) return node.text;
  if (ts.isTemplateExpression(node)) return node.head.text;
  return undefined;
}

/**
 * The `'dist'` pieces of paths joined in a file that also resolves a package's manifest: the
 * package's folder, then its built files (`join(dirname(resolve('x/package.json')), 'dist', …)`),
 * a way into Rspress's internals that names no `@rspress/…/dist` in one string.
 */
function packageDistJoins(source: ts.SourceFile): number[] {
  let resolvesManifest = false;
  const pieces: number[] = [];
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      for (const argument of node.arguments) {
        const text = leadingText(argument);
        if (text === undefined) continue;
        if (PACKAGE_MANIFEST.test(text)) resolvesManifest = true;
        if (text === 'dist' || text.startsWith('dist/')) pieces.push(argument.getStart());
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return resolvesManifest ? pieces : [];
}

function codeProblems(file: string, text: string, declared: ReadonlySet<string>): string[] {
  const found: string[] = [];
  for (const { spec, line } of specifiers(file, text)) {
    const problem = specifierProblem(spec, declared);
    if (problem) found.push(`${file}:${line}: ${problem}: ${spec}`);
  }
  const kind = /\.(m?jsx?|cjs)$/.test(file) ? ts.ScriptKind.JSX : ts.ScriptKind.TSX;
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true, kind);
  const lineOf = (position: number) => source.getLineAndCharacterOfPosition(position).line + 1;
  const seen = new Set(found.map((entry) => entry.split(': ')[0]));
  const add = (position: number, problem: string, what: string) => {
    const where = `${file}:${lineOf(position)}`;
    if (!seen.has(where)) found.push(`${where}: ${problem}: ${what}`);
    seen.add(where);
  };
  const visit = (node: ts.Node) => {
    if (ts.isCallExpression(node)) {
      const first = node.arguments[0];
      if (isResolveCall(node) && first && ts.isStringLiteralLike(first)) {
        const problem = specifierProblem(first.text, declared);
        if (problem) add(first.getStart(), problem, first.text);
      }
      for (const position of splitNodeModulesPath(node))
        add(position, 'node_modules path', 'node_modules, …');
    }
    if (ts.isStringLiteralLike(node) || ts.isTemplateHead(node)) {
      const problem = stringProblem(node.text);
      if (problem) add(node.getStart(), problem, node.text);
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  for (const position of packageDistJoins(source))
    add(position, 'package dist path', "'dist' after a package.json");
  return found;
}

/** Lines of a workflow, a shell script or a stylesheet: every line but `#` comments. */
function textProblems(file: string, text: string): string[] {
  return text.split('\n').flatMap((line, index) => {
    if (/^\s*#/.test(line)) return [];
    const problem = stringProblem(line);
    return problem ? [`${file}:${index + 1}: ${problem}: ${line.trim()}`] : [];
  });
}

/** JSON: its string values, but for `$schema` (an editor's hint, read by no tool of ours). */
function jsonProblems(file: string, text: string): string[] {
  const lines = text.split('\n');
  return lines.flatMap((line, index) => {
    if (/^\s*"\$schema"\s*:/.test(line)) return [];
    const problem = stringProblem(line);
    return problem ? [`${file}:${index + 1}: ${problem}: ${line.trim()}`] : [];
  });
}

/**
 * The side entrances of one tracked file outside the door, each as `file:line: kind: what`. Code is
 * read by its syntax (strings and specifiers, not comments); an MDX page by its ESM lines; other
 * text line by line; prose, images and lock files hold none.
 */
export function sideEntrances(file: string, text: string, declared: ReadonlySet<string>): string[] {
  if (inDoor(file) || NOT_SOURCE.test(file)) return [];
  if (CODE.test(file)) return codeProblems(file, text, declared);
  if (file.endsWith('.mdx'))
    return specifiers(file, text).flatMap(({ spec, line }) => {
      const problem = specifierProblem(spec, declared);
      return problem ? [`${file}:${line}: ${problem}: ${spec}`] : [];
    });
  if (file.endsWith('.json')) return jsonProblems(file, text);
  return textProblems(file, text);
}
