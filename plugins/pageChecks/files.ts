/**
 * The files of the docs folder themselves, before any is read: a name outside the safe set becomes
 * a route and an address as it is (a space, `#`, `?` or `%41` give a wrong or dead URL, and a `"`
 * or `>` reached the head's attributes), and a symlink to a file outside the project would publish
 * that file (docs/public is copied into the build as it is).
 */
import { lstatSync, readdirSync, realpathSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** The characters a file or folder name of the docs may hold: they need no encoding in a URL. */
export const SAFE_NAME = /^[a-z0-9._-]+$/;

export interface FileProblem {
  /** The file or folder, as an absolute path. */
  path: string;
  message: string;
}

const inside = (root: string, path: string) => {
  const rest = relative(root, path);
  return rest === '' || (!rest.startsWith(`..${sep}`) && rest !== '..' && !rest.startsWith(sep));
};

/**
 * Names outside SAFE_NAME and symlinks resolving outside `projectRoot`, under `docsRoot`. A
 * symlinked folder inside the project is walked once (a loop is not followed twice).
 */
export function docsFileProblems(docsRoot: string, projectRoot: string): FileProblem[] {
  const problems: FileProblem[] = [];
  const project = realpathSync(projectRoot);
  const seen = new Set<string>();
  const walk = (folder: string) => {
    const real = realpathSync(folder);
    if (seen.has(real)) return;
    seen.add(real);
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      if (!SAFE_NAME.test(name))
        problems.push({
          path,
          message: `the name ${JSON.stringify(name)} has characters outside [a-z0-9._-] (lower-case letters, digits, dot, hyphen, underscore); a file's name is its address, so rename it`,
        });
      let target = path;
      if (lstatSync(path).isSymbolicLink()) {
        try {
          target = realpathSync(path);
        } catch {
          problems.push({ path, message: 'a symlink to nothing; remove it' });
          continue;
        }
        if (!inside(project, target)) {
          problems.push({
            path,
            message: `a symlink to ${target}, outside the project (${project}); nothing outside the repository is published, so copy the file in or remove the link`,
          });
          continue;
        }
      }
      if (statSync(target).isDirectory()) walk(path);
    }
  };
  walk(docsRoot);
  return problems;
}
