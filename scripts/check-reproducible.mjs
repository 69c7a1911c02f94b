// Builds the site twice, cold, and fails if the two outputs differ in any file: one commit must
// always give the same site (HTML, Markdown twins, llms*.txt, search indexes, sitemap, assets).
// The first build goes to doc_build/, where the browser tests read it next; the second to
// node_modules/.cache/reproducible-build/, removed when both agree. Neither reads or writes the
// persistent cache, so each compiles every page afresh.
// Usage: node scripts/check-reproducible.mjs
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

const FIRST = resolve('doc_build');
const SECOND = resolve('node_modules/.cache/reproducible-build');
const rspress = resolve('node_modules/@rspress/core/bin/rspress.js');

/** @param {string} outDir */
function build(outDir) {
  const started = performance.now();
  rmSync(outDir, { recursive: true, force: true });
  const result = spawnSync(process.execPath, [rspress, 'build'], {
    stdio: 'inherit',
    // A line per output file is noise here: Rsbuild prints its totals only.
    env: {
      ...process.env,
      SITE_OUT_DIR: outDir,
      RSPRESS_PERSISTENT_CACHE: 'false',
      SITE_SIZE_TABLE: 'totals',
    },
  });
  if (result.status !== 0) process.exit(result.status ?? 1);
  return (performance.now() - started) / 1000;
}

const files = (/** @type {string} */ dir) =>
  readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)).split(sep).join('/'))
    .sort();

/**
 * Where two texts first differ, with a little context, so the cause can be found.
 * @param {string} a
 * @param {string} b
 */
function firstDifference(a, b) {
  let at = 0;
  while (at < a.length && a[at] === b[at]) at++;
  const line = a.slice(0, at).split('\n').length;
  const around = (/** @type {string} */ text) =>
    JSON.stringify(text.slice(Math.max(0, at - 60), at + 60));
  return `line ${line}, character ${at}:\n      first:  ${around(a)}\n      second: ${around(b)}`;
}

const firstTime = build(FIRST);
const secondTime = build(SECOND);

const [firstFiles, secondFiles] = [files(FIRST), files(SECOND)];
const problems = [
  ...firstFiles.filter((file) => !secondFiles.includes(file)).map((f) => `only in the first: ${f}`),
  ...secondFiles
    .filter((file) => !firstFiles.includes(file))
    .map((f) => `only in the second: ${f}`),
];
for (const file of firstFiles.filter((f) => secondFiles.includes(f))) {
  const [a, b] = [readFileSync(join(FIRST, file)), readFileSync(join(SECOND, file))];
  if (a.equals(b)) continue;
  problems.push(`${file} differs at ${firstDifference(a.toString('utf8'), b.toString('utf8'))}`);
}

const timing = `cold builds: ${firstTime.toFixed(1)} s and ${secondTime.toFixed(1)} s`;
if (problems.length) {
  console.error(`\nThe two builds differ in ${problems.length} file(s) (${timing}):`);
  for (const problem of problems.slice(0, 20)) console.error(`  ${problem}`);
  console.error(`\nCompare ${relative('.', FIRST)}/ with ${relative('.', SECOND)}/.`);
  process.exit(1);
}
rmSync(SECOND, { recursive: true, force: true });
console.log(`\nReproducible: ${firstFiles.length} files identical in both builds (${timing}).`);
