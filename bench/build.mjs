// Measures the production build: wall time, page count, and the JS and CSS bytes (raw and gzip)
// that the HTML of a few pages loads. Prints figures; never fails on them.
// Usage: npm run bench
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

const OUT = 'doc_build';
const PAGES = ['/', '/guide/start/introduction'];
const BUDGET = { js: 200 * 1024, css: 15 * 1024 };

function build() {
  rmSync(OUT, { recursive: true, force: true });
  rmSync('node_modules/.cache', { recursive: true, force: true });
  const start = process.hrtime.bigint();
  const result = spawnSync('npx', ['rspress', 'build'], { stdio: ['ignore', 'ignore', 'inherit'] });
  const seconds = Number(process.hrtime.bigint() - start) / 1e9;
  if (result.status !== 0) throw new Error(`rspress build exited with ${result.status}`);
  return seconds;
}

function htmlFiles(dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return htmlFiles(path);
    return name.endsWith('.html') ? [path] : [];
  });
}

function htmlFileOf(route) {
  return join(OUT, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
}

/** Scripts, preloaded scripts and stylesheets referenced by a page's HTML. */
export function assetsOf(html) {
  const attr = (tag, name) => tag.match(new RegExp(`${name}="([^"]+)"`))?.[1];
  const js = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)].map((m) => attr(m[0], 'src'));
  const preloads = [...html.matchAll(/<link\b[^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => /rel="(preload|modulepreload)"/.test(tag) && /as="script"/.test(tag));
  const css = [...html.matchAll(/<link\b[^>]*rel="stylesheet"[^>]*>/g)].map((m) =>
    attr(m[0], 'href'),
  );
  return {
    js: [...new Set([...js, ...preloads.map((tag) => attr(tag, 'href'))])],
    css: [...new Set(css)],
  };
}

function sizes(urls) {
  return urls
    .filter((url) => url?.startsWith('/'))
    .map((url) => {
      const bytes = readFileSync(join(OUT, url));
      return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const sum = (list, key) => list.reduce((total, item) => total + item[key], 0);

const seconds = build();
const pages = htmlFiles(OUT);
console.log(`Build wall time: ${seconds.toFixed(1)} s`);
console.log(`HTML pages: ${pages.length}`);
for (const route of PAGES) {
  const { js, css } = assetsOf(readFileSync(htmlFileOf(route), 'utf8'));
  const jsSizes = sizes(js);
  const cssSizes = sizes(css);
  const jsGzip = sum(jsSizes, 'gzip');
  const cssGzip = sum(cssSizes, 'gzip');
  console.log(`\n${route}`);
  console.log(
    `  JS : ${jsSizes.length} files, ${kb(sum(jsSizes, 'raw'))} raw, ${kb(jsGzip)} gzip` +
      ` (budget ${kb(BUDGET.js)}: ${jsGzip <= BUDGET.js ? 'within' : 'OVER'})`,
  );
  console.log(
    `  CSS: ${cssSizes.length} files, ${kb(sum(cssSizes, 'raw'))} raw, ${kb(cssGzip)} gzip` +
      ` (budget ${kb(BUDGET.css)}: ${cssGzip <= BUDGET.css ? 'within' : 'OVER'})`,
  );
  for (const file of [...jsSizes, ...cssSizes].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`    ${kb(file.gzip).padStart(9)} gzip  ${file.url}`);
  }
}
