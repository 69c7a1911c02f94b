// The benchmarks' own tools are not dependencies of the site: building, checking and testing never
// load them, so `npm ci` does not install them. Each is a small package here, bench/tools/<name>/,
// with its tool pinned in package.json and every package under it in package-lock.json; the bench
// that runs it installs it on first use with `npm ci`, and again after its lockfile changes.
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

const here = fileURLToPath(new URL('.', import.meta.url));
// Written after an install: the hash of the lockfile it installed.
const MARKER = '.installed-lockfile-sha256';

/** @param {string} dir */
const lockHash = (dir) =>
  createHash('sha256')
    .update(readFileSync(join(dir, 'package-lock.json')))
    .digest('hex');

/**
 * The folder of an installed tool, installing it first when its node_modules is missing or was
 * installed from another lockfile. Exits with npm's status when the install fails.
 * @param {string} name  the tool's package, also its folder's name
 */
export function benchTool(name) {
  const dir = join(here, name);
  const marker = join(dir, 'node_modules', MARKER);
  const hash = lockHash(dir);
  if (existsSync(marker) && readFileSync(marker, 'utf8') === hash) return dir;
  const version = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')).dependencies[name];
  console.log(
    `Installing ${name} ${version} for this bench into bench/tools/${name}/ (first use)…`,
  );
  // Under `npm run`, the npm that runs the script; otherwise the one on the PATH.
  const npm = process.env.npm_execpath;
  const args = ['ci', '--no-audit', '--no-fund', '--prefix', dir];
  const result = npm
    ? spawnSync(process.execPath, [npm, ...args], { cwd: dir, stdio: 'inherit' })
    : spawnSync('npm', args, { cwd: dir, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`Installing bench/tools/${name}/ failed; run \`npm ci\` there to see why.`);
    process.exit(result.status ?? 1);
  }
  writeFileSync(marker, hash);
  return dir;
}
