// Builds the site twice, cold, in two folders, and fails if the two outputs differ in any file: one
// commit must give the same site wherever it is built (HTML, Markdown twins, llms*.txt, search
// indexes, sitemap, assets), on CI as on a laptop. The first build runs here and goes to doc_build/,
// where the browser tests read it next. The second runs in a copy of the working tree at another
// path of another length (.reproducible/site/, ignored by git), so an absolute path that reaches the
// output fails the check. The two run at the same time (a build keeps about one core busy; the
// second build's output is printed only when it fails). Neither build reads or writes the
// persistent cache, so each compiles every page afresh. The copy is removed at the end; when the
// builds differ, the second output is kept in node_modules/.cache/reproducible-build/ to compare.
// Two scripts that are one program under other minified names pass, named (./reproducible/).
// Usage: node scripts/checks/check-reproducible.mjs
import { execFileSync, spawn } from 'node:child_process';
import {
  copyFileSync,
  cpSync,
  existsSync,
  linkSync,
  mkdirSync,
  readdirSync,
  readlinkSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs';
import { basename, dirname, join, relative } from 'node:path';
import { packageBin } from '../../upstream/packages.mjs';
import { compareBuilds } from './reproducible/compare.mjs';

const ROOT = realpathSync(process.cwd());
const FIRST = join(ROOT, 'doc_build');
/** The copy's folder; `.reproducible/` is in .gitignore. */
const COPIES = join(ROOT, '.reproducible');
const KEPT = join(ROOT, 'node_modules/.cache/reproducible-build');

/** @param {string[]} args */
const git = (args) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' });

/**
 * node_modules as hard links to this one's files: the installed packages are shared (no second
 * install, no second copy on disk), yet they sit inside the copy as a clone's own install does.
 * A link to the folder would not do: the bundler follows it, and every package would then lie
 * outside the copy, a path no clone has (module ids are hashes of paths relative to the project).
 * The cache is left out: each build starts without one.
 * @param {string} from
 * @param {string} to
 */
function linkPackages(from, to) {
  mkdirSync(to, { recursive: true });
  for (const entry of readdirSync(from, { withFileTypes: true })) {
    if (entry.name === '.cache') continue;
    const [source, target] = [join(from, entry.name), join(to, entry.name)];
    if (entry.isDirectory()) linkPackages(source, target);
    else if (entry.isSymbolicLink()) symlinkSync(readlinkSync(source), target);
    else {
      try {
        linkSync(source, target);
      } catch {
        // A file system without hard links: a copy gives the same tree.
        copyFileSync(source, target);
      }
    }
  }
}

/**
 * A copy of the working tree as a clone with its uncommitted changes would have it: tracked and
 * untracked files, not the ignored ones (no build output). Git commands in the copy read this
 * repository (GIT_DIR), so the sitemap's commit dates and the build's commit are the same.
 */
function copyWorkingTree() {
  rmSync(COPIES, { recursive: true, force: true });
  const copy = join(COPIES, 'site');
  const files = git(['ls-files', '-z', '--cached', '--others', '--exclude-standard'])
    .split('\0')
    .filter((file) => file && existsSync(join(ROOT, file)));
  for (const file of files) {
    mkdirSync(dirname(join(copy, file)), { recursive: true });
    cpSync(join(ROOT, file), join(copy, file));
  }
  linkPackages(join(ROOT, 'node_modules'), join(copy, 'node_modules'));
  return {
    dir: copy,
    env: { GIT_DIR: git(['rev-parse', '--absolute-git-dir']).trim(), GIT_WORK_TREE: copy },
  };
}

/**
 * @param {string} cwd  the project folder to build in
 * @param {string} outDir
 * @param {Record<string, string>} [env]
 * @param {boolean} [quiet]  keep the build's output, to print it when the build fails
 * @returns {Promise<{ status: number, seconds: number, output: string }>}
 */
function build(cwd, outDir, env = {}, quiet = false) {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  // The folder's own Rspress: Node resolves its packages, and the theme's path, from there.
  const rspress = packageBin('@rspress/core', 'rspress', cwd);
  const child = spawn(process.execPath, [rspress, 'build'], {
    cwd,
    stdio: quiet ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    // A line per output file is noise here: Rsbuild prints its totals only.
    env: {
      ...process.env,
      ...env,
      SITE_OUT_DIR: outDir,
      RSPRESS_PERSISTENT_CACHE: 'false',
      SITE_SIZE_TABLE: 'totals',
    },
  });
  let output = '';
  child.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  return new Promise((done) => {
    child.once('close', (code) =>
      done({ status: code ?? 1, seconds: (performance.now() - started) / 1000, output }),
    );
  });
}

// The build writes its commit into the section menu's report link: a commit made while the check
// runs gives two builds of two commits.
const head = git(['rev-parse', 'HEAD']).trim();
const copyStarted = performance.now();
const copy = copyWorkingTree();
const copySeconds = (performance.now() - copyStarted) / 1000;
const SECOND = join(copy.dir, 'doc_build');
const [first, second] = await Promise.all([
  build(ROOT, FIRST),
  build(copy.dir, SECOND, copy.env, true),
]);
if (first.status !== 0 || second.status !== 0) {
  rmSync(COPIES, { recursive: true, force: true });
  if (first.status === 0) {
    process.stderr.write(second.output);
    console.error(
      `\nThe second build, in a copy of the working tree (${relative(ROOT, copy.dir)}/), failed.`,
    );
  }
  process.exit(first.status || second.status);
}

if (git(['rev-parse', 'HEAD']).trim() !== head) {
  rmSync(COPIES, { recursive: true, force: true });
  console.error(
    '\nA commit was made while the check ran, so the builds are of two commits: run it again.',
  );
  process.exit(1);
}

const { count, problems, renamed } = compareBuilds(FIRST, SECOND);

const timing = `cold builds: ${first.seconds.toFixed(1)} s in ${ROOT} and ${second.seconds.toFixed(1)} s in ${relative(ROOT, copy.dir)}/, copied in ${copySeconds.toFixed(1)} s`;
if (problems.length) {
  rmSync(KEPT, { recursive: true, force: true });
  cpSync(SECOND, KEPT, { recursive: true });
  rmSync(COPIES, { recursive: true, force: true });
  console.error(`\nThe two builds differ in ${problems.length} file(s) (${timing}):`);
  for (const problem of problems) console.error(`  ${problem}`);
  console.error(`\nCompare ${relative('.', FIRST)}/ with ${relative('.', KEPT)}/.`);
  process.exit(1);
}
rmSync(COPIES, { recursive: true, force: true });
rmSync(KEPT, { recursive: true, force: true });
if (renamed.size) {
  console.log(
    `\nReproducible, but for the minifier's names in ${renamed.size} script(s), the same program under other names, and the file names that follow from them (${timing}):`,
  );
  for (const [second, first] of renamed) console.log(`  ${first} / ${basename(second)}`);
} else console.log(`\nReproducible: ${count} files identical in both builds (${timing}).`);
