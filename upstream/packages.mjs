// Where an installed package's files are, found the way Node looks a package up: scripts, benches
// and tests that run a package's command or read its files ask here instead of spelling a
// `node_modules/…` path, so every path into installed packages is in the door (CONTRIBUTING.md,
// Layers). JavaScript, so scripts run by Node import it as it is.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The folder of package `name` as Node resolves it from the project in `from` (this repository by
 * default). Found by its package.json along Node's lookup folders rather than by resolving
 * `<name>/package.json`, which a package's `exports` may not list.
 * @param {string} name
 * @param {string} [from]
 */
export function packageDir(name, from = repoRoot) {
  const folders = createRequire(join(from, 'package.json')).resolve.paths(name) ?? [];
  const found = folders
    .map((folder) => join(folder, name))
    .find((dir) => existsSync(join(dir, 'package.json')));
  if (!found) throw new Error(`${name} is not installed for ${from} (run npm ci there)`);
  return found;
}

/**
 * The file that the `bin` field of package `name` names for `command`, to run with `node`.
 * @param {string} name
 * @param {string} command
 * @param {string} [from]
 */
export function packageBin(name, command, from = repoRoot) {
  const dir = packageDir(name, from);
  /** @type {{ bin?: string | Record<string, string> }} */
  const { bin } = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8'));
  const file = typeof bin === 'string' ? bin : bin?.[command];
  if (!file) throw new Error(`${name} has no command ${command} in its bin field`);
  return join(dir, file);
}
