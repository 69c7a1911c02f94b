/**
 * The check of the module list before any mutant is made: a test file that is not there kills no
 * mutant, and a mutate pattern that matches nothing makes none, so either would let a run report a
 * score for less than the list claims.
 */
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** @typedef {import('./modules.mjs').MutationModule} MutationModule */

/** Glob syntax other than a `*` in the last segment, which this check does not read. */
const OTHER_GLOB = /[?[\]{}!]/;

/** @param {string} path */
const isFile = (path) => statSync(path, { throwIfNoEntry: false })?.isFile() ?? false;

/**
 * The files under `root` that a listed path names: the path itself, or, when its last segment holds
 * `*` (any characters but `/`), the files of its folder that match. `undefined` for glob syntax the
 * list does not use (`**`, `?`, classes, braces, negation), so no pattern passes unread.
 * @param {string} pattern a path relative to `root`, with `/`
 * @param {string} root
 * @returns {string[] | undefined}
 */
export function matchingFiles(pattern, root) {
  const slash = pattern.lastIndexOf('/');
  const folder = pattern.slice(0, slash + 1);
  const name = pattern.slice(slash + 1);
  if (folder.includes('*') || OTHER_GLOB.test(pattern)) return undefined;
  if (!name.includes('*')) return isFile(join(root, pattern)) ? [pattern] : [];
  const escaped = name.split('*').map((part) => part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
  const wanted = new RegExp(`^${escaped.join('[^/]*')}$`);
  const dir = join(root, folder);
  const entries = statSync(dir, { throwIfNoEntry: false })?.isDirectory() ? readdirSync(dir) : [];
  return entries
    .filter((entry) => wanted.test(entry) && isFile(join(root, folder, entry)))
    .map((entry) => `${folder}${entry}`)
    .sort();
}

/**
 * Every listed test file and mutate pattern that names no file under `root`, as
 * `<module>: <path> …`, in list order.
 * @param {MutationModule[]} modules
 * @param {string} [root]
 * @returns {string[]}
 */
export function missingPaths(modules, root = process.cwd()) {
  return modules.flatMap(({ name, mutate, tests }) =>
    [...mutate, ...tests].flatMap((path) => {
      const files = matchingFiles(path, root);
      if (files === undefined)
        return [
          `${name}: ${path} uses glob syntax the list check does not read (only * in a name)`,
        ];
      return files.length ? [] : [`${name}: ${path} matches no file`];
    }),
  );
}
