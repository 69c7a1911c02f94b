// First-load bytes per page of one build, or of two side by side (a before/after in one run):
// the JS and CSS each page's HTML loads, and the HTML itself, gzip level 9. Prints figures; never
// fails. Usage: node bench/first-load.mjs [build] [other build], e.g. doc_build ../base/doc_build
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { assetSizes, assetsOf, htmlFiles } from '../scripts/serve/build-output.mjs';

const dirs = process.argv.slice(2);
if (!dirs.length) dirs.push('doc_build');

/** @param {string} dir */
function perPage(dir) {
  /** @type {Map<string, { js: number, css: number, html: number }>} */
  const pages = new Map();
  for (const file of htmlFiles(dir)) {
    const html = readFileSync(file, 'utf8');
    const { js, css } = assetsOf(html);
    const gzip = (/** @type {string[]} */ urls) =>
      assetSizes(dir, urls).reduce((total, { gzip }) => total + gzip, 0);
    pages.set(relative(dir, file), {
      js: gzip(js),
      css: gzip(css),
      html: gzipSync(html, { level: 9 }).length,
    });
  }
  return pages;
}

/** @param {number[]} values */
const stats = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  return { min: sorted[0], median: sorted[Math.floor(sorted.length / 2)], max: sorted.at(-1) };
};
const bytes = (/** @type {number | undefined} */ n) => `${n ?? '-'} B`;

const builds = dirs.map((dir) => ({ dir, pages: perPage(dir) }));
for (const kind of /** @type {const} */ (['js', 'css', 'html'])) {
  for (const { dir, pages } of builds) {
    const { min, median, max } = stats([...pages.values()].map((page) => page[kind]));
    console.log(
      `${kind.padEnd(4)} ${dir.padEnd(20)} ${pages.size} pages: min ${bytes(min)}, median ${bytes(median)}, max ${bytes(max)}`,
    );
  }
  if (builds.length === 2) {
    const [a, b] = builds;
    const diffs = [...a.pages].flatMap(([page, sizes]) => {
      const other = b.pages.get(page);
      return other ? [sizes[kind] - other[kind]] : [];
    });
    const { min, median, max } = stats(diffs);
    console.log(
      `${kind.padEnd(4)} per page, first minus second: min ${bytes(min)}, median ${bytes(median)}, max ${bytes(max)}`,
    );
  }
}
