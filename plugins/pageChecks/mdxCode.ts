/**
 * MDX is code that runs at build time, and what it computes is published. Two things it must not
 * reach: the build machine's environment (`process`, whose `env` holds tokens and paths) and files
 * outside the project (an `import` of `../../../.ssh/…` or `/etc/…` puts the file in the page).
 * Every ESM statement and expression of a page is read from its syntax tree (acorn's, through MDX).
 */
import { dirname, isAbsolute, relative, resolve, sep } from 'node:path';
import type { Root } from 'mdast';
import { walk } from '../../lib/mdast.mjs';
import { type EstreeNode, estreeNodes } from './authorHtml';
import type { PageProblem } from './types';

/** Where a page's imports may point: the repository and the docs folder. */
export interface CodeRoots {
  /** The page's own file, to resolve relative imports; without it they are not resolved. */
  file?: string;
  roots: string[];
}

const within = (root: string, path: string) => {
  const rest = relative(root, path);
  return !rest.startsWith(`..${sep}`) && rest !== '..' && !isAbsolute(rest);
};

/** The problem of one import specifier, if it points outside every root. */
function importProblem(specifier: unknown, { file, roots }: CodeRoots): string | undefined {
  if (typeof specifier !== 'string')
    return 'an import whose path is computed cannot be checked; import a fixed path';
  const path = specifier.replace(/^file:\/\//, '');
  const local = path.startsWith('.') || isAbsolute(path) || specifier.startsWith('file:');
  if (!local) return undefined;
  if (!isAbsolute(path) && !file) return undefined;
  const target = isAbsolute(path) ? path : resolve(dirname(file ?? ''), path);
  if (roots.some((root) => within(root, target))) return undefined;
  return `the import "${specifier}" reads a file outside the repository; nothing outside it is published`;
}

/** Keys of object literals and classes, which name no variable: `{ process: 1 }`. */
const keyNames = new WeakSet<object>();

/**
 * The global `process` read by this node: the identifier, `globalThis.process` or
 * `globalThis['process']`, but not an object's key (keys are marked before their children are
 * visited, depth first).
 */
function readsProcess(code: EstreeNode): boolean {
  if (
    (code.type === 'Property' ||
      code.type === 'PropertyDefinition' ||
      code.type === 'MethodDefinition') &&
    !code.computed &&
    !code.shorthand
  )
    keyNames.add(code.key as object);
  if (code.type === 'Identifier') return code.name === 'process' && !keyNames.has(code);
  if (code.type === 'MemberExpression' && code.computed) {
    const property = code.property as EstreeNode;
    return property.type === 'Literal' && property.value === 'process';
  }
  return false;
}

/** `process` (its `env` above all) and imports from outside the project, each at its line. */
export function mdxCodeProblems(tree: Root, roots: CodeRoots): PageProblem[] {
  const problems: PageProblem[] = [];
  walk(tree, (node) => {
    const estree = (node as { data?: { estree?: unknown } }).data?.estree;
    const attributes = (node as { attributes?: { value?: { data?: { estree?: unknown } } }[] })
      .attributes;
    const programs = [
      estree,
      ...(Array.isArray(attributes) ? attributes.map((a) => a?.value?.data?.estree) : []),
      ...(Array.isArray(attributes)
        ? attributes.map((a) => (a as { data?: { estree?: unknown } })?.data?.estree)
        : []),
    ];
    const fallback = node.position?.start.line ?? 1;
    for (const program of programs) {
      for (const code of estreeNodes(program)) {
        const line =
          (code.loc as { start?: { line?: number } } | undefined)?.start?.line ?? fallback;
        if (readsProcess(code))
          problems.push({
            line,
            message:
              "MDX reads `process` (the build machine's environment); pages must not publish it",
          });
        if (
          code.type === 'ImportDeclaration' ||
          code.type === 'ExportAllDeclaration' ||
          (code.type === 'ExportNamedDeclaration' && code.source) ||
          code.type === 'ImportExpression'
        ) {
          const source = code.source as EstreeNode;
          const message = importProblem(
            source.type === 'Literal' ? source.value : undefined,
            roots,
          );
          if (message) problems.push({ line, message });
        }
      }
    }
  });
  return problems;
}
