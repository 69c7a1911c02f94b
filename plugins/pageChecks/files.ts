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

/** True when every segment of a route's address is a safe name (`/zh/guide/a-b`, `/`). */
export const safeAddress = (routePath: string): boolean =>
  routePath
    .split('/')
    .filter(Boolean)
    .every((segment) => SAFE_NAME.test(segment));

/**
 * Names outside SAFE_NAME and symlinks resolving outside `projectRoot`, under `docsRoot`. A
 * symlinked folder inside the project is walked once (a loop is not followed twice).
 *
 * `explicitlyRouted` holds the pages whose every route was given explicitly with a safe address
 * (a plugin's `addPages`, the file left out of the conventional routes by `route.exclude`): their
 * name is not their address, so it may be anything; a folder holding only such pages too.
 */
export function docsFileProblems(
  docsRoot: string,
  projectRoot: string,
  explicitlyRouted: ReadonlySet<string> = new Set(),
): FileProblem[] {
  const problems: FileProblem[] = [];
  const project = realpathSync(projectRoot);
  const seen = new Set<string>();
  /** Walks `folder`; true when it holds files and all are explicitly routed pages. */
  const walk = (folder: string): boolean => {
    const real = realpathSync(folder);
    if (seen.has(real)) return false;
    seen.add(real);
    let allRouted = true;
    let any = false;
    for (const name of readdirSync(folder).sort()) {
      const path = join(folder, name);
      const nameProblem = () => ({
        path,
        message: `the name ${JSON.stringify(name)} has characters outside [a-z0-9._-] (lower-case letters, digits, dot, hyphen, underscore); a file's name is its address, so rename it (or give the page its route explicitly: addPages with a safe routePath, and the file in route.exclude)`,
      });
      if (!SAFE_NAME.test(name) && !explicitlyRouted.has(path) && lstatSync(path).isSymbolicLink())
        problems.push(nameProblem());
      const at = problems.length;
      let target = path;
      if (lstatSync(path).isSymbolicLink()) {
        try {
          target = realpathSync(path);
        } catch {
          problems.push({ path, message: 'a symlink to nothing; remove it' });
          allRouted = false;
          continue;
        }
        if (!inside(project, target)) {
          problems.push({
            path,
            message: `a symlink to ${target}, outside the project (${project}); nothing outside the repository is published, so copy the file in or remove the link`,
          });
          allRouted = false;
          continue;
        }
      }
      const routed = statSync(target).isDirectory() ? walk(path) : explicitlyRouted.has(path);
      any = true;
      allRouted &&= routed;
      // A symlink's name was judged above, before its target was.
      if (!SAFE_NAME.test(name) && !routed && !lstatSync(path).isSymbolicLink())
        problems.splice(at, 0, nameProblem());
    }
    return any && allRouted;
  };
  walk(docsRoot);
  return problems;
}
