// Measures the production build: wall time with a cold and a warm cache, page count, output size,
// and the JS and CSS (raw and gzip) that the HTML of each page loads. Prints figures; never fails.
// Usage: npm run bench:build
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { assetSizes, assetsOf, htmlFiles } from '../scripts/serve/build-output.mjs';

const OUT = 'doc_build';
const BUDGET = { js: 200 * 1024, css: 15 * 1024 };
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
/**
 * @template {string} K
 * @param {Record<K, number>[]} list
 * @param {K} key
 */
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);

function timedBuild() {
  const start = process.hrtime.bigint();
  const result = spawnSync('npx', ['rspress', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  if (result.status !== 0) throw new Error(`rspress build exited with ${result.status}`);
  return Number(process.hrtime.bigint() - start) / 1e9;
}

/**
 * @param {string} dir
 * @returns {number}
 */
function folderBytes(dir) {
  return readdirSync(dir).reduce((total, name) => {
    const path = join(dir, name);
    return total + (statSync(path).isDirectory() ? folderBytes(path) : statSync(path).size);
  }, 0);
}

rmSync(OUT, { recursive: true, force: true });
rmSync('node_modules/.cache', { recursive: true, force: true });
const cold = timedBuild();
const warm = timedBuild();
const pages = htmlFiles(OUT);
console.log(`Build: ${cold.toFixed(1)} s cold cache, ${warm.toFixed(1)} s warm cache`);
console.log(`Output: ${pages.length} HTML pages, ${kb(folderBytes(OUT))} in ${OUT}/`);

const weights = pages.map((file) => {
  const { js, css } = assetsOf(readFileSync(file, 'utf8'));
  const [jsSizes, cssSizes] = [assetSizes(OUT, js), assetSizes(OUT, css)];
  return {
    page: relative(OUT, file),
    jsSizes,
    cssSizes,
    js: sum(jsSizes, 'gzip'),
    css: sum(cssSizes, 'gzip'),
  };
});
weights.sort((a, b) => b.js - a.js);
console.log(`\nJS and CSS per page (gzip; budget ${kb(BUDGET.js)} JS, ${kb(BUDGET.css)} CSS):`);
for (const { page, js, css } of weights) {
  const flag = js > BUDGET.js || css > BUDGET.css ? '  OVER' : '';
  console.log(`  ${kb(js).padStart(9)} JS ${kb(css).padStart(8)} CSS  ${page}${flag}`);
}
const heaviest = weights[0];
console.log(`\nLargest files of the heaviest page (${heaviest.page}):`);
for (const file of [...heaviest.jsSizes, ...heaviest.cssSizes]
  .sort((a, b) => b.gzip - a.gzip)
  .slice(0, 8)) {
  console.log(`  ${kb(file.gzip).padStart(9)} gzip ${kb(file.raw).padStart(9)} raw  ${file.url}`);
}
