// Walking the docs folder: one walker for every check, script and test helper.
import { readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/**
 * Every file under `dir` whose name `keep` accepts, as paths relative to `dir` with `/`, sorted.
 * Folders whose name `skipFolder` accepts are not entered.
 * @param {string} dir
 * @param {(name: string) => boolean} keep
 * @param {(name: string) => boolean} [skipFolder]
 * @returns {string[]}
 */
export function walkFiles(dir, keep, skipFolder = () => false) {
  // A symlink to a folder the walk is already inside (a loop) is not followed: it never ends.
  /** @param {string} folder @param {string[]} above real paths of the folders walked into @returns {string[]} */
  const walk = (folder, above) =>
    readdirSync(folder).flatMap((name) => {
      const path = join(folder, name);
      if (statSync(path).isDirectory()) {
        const real = realpathSync(path);
        if (skipFolder(name) || above.includes(real)) return [];
        return walk(path, [...above, real]);
      }
      return keep(name) ? [relative(dir, path).split(sep).join('/')] : [];
    });
  return walk(dir, [realpathSync(dir)]).sort();
}

/** True for a Markdown or MDX file name. */
export const isMarkdown = (/** @type {string} */ name) => /\.mdx?$/.test(name);

/** Markdown and MDX pages and fragments under `dir`, as full paths, sorted. */
export const markdownFiles = (/** @type {string} */ dir) =>
  walkFiles(dir, isMarkdown).map((file) => join(dir, file));
