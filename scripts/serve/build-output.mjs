// Reading the production build (doc_build/): which file a URL maps to, the pages, and the JS and
// CSS each page's HTML loads. Shared by the static server, the output tests and the benchmarks.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, normalize } from 'node:path';
import { gzipSync } from 'node:zlib';

const isFile = (/** @type {string} */ path) => {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
};

/**
 * The path of a request URL, query and fragment dropped and percent-escapes decoded; undefined
 * when an escape is malformed (`%`, `%E4%B8`, `%c0%ae`) or decodes to a NUL byte, which no file
 * name holds. A server answers those with 400.
 * @param {string} urlPath
 * @returns {string | undefined}
 */
export function decodeRequestPath(urlPath) {
  try {
    const path = decodeURIComponent(urlPath.split(/[?#]/)[0]);
    return path.includes('\0') ? undefined : path;
  } catch {
    return undefined;
  }
}

/**
 * The file a request path maps to under clean URLs (`/a/b` → `a/b.html`), or undefined (also for
 * a path that does not decode).
 * @param {string} outDir
 * @param {string} urlPath
 */
export function resolveOutputPath(outDir, urlPath) {
  const decoded = decodeRequestPath(urlPath);
  if (decoded === undefined) return undefined;
  const path = normalize(decoded).replace(/^(\.\.[/\\])+/, '');
  const base = join(outDir, path);
  if (!base.startsWith(outDir)) return undefined;
  const candidates = path.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile);
}

/**
 * Every HTML file of the build, outside the hashed asset folder.
 * @param {string} outDir
 * @param {string} [dir]
 * @returns {string[]}
 */
export function htmlFiles(outDir, dir = outDir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'static' ? [] : htmlFiles(outDir, path);
    return name.endsWith('.html') ? [path] : [];
  });
}

const attr = (/** @type {string} */ tag, /** @type {string} */ name) =>
  tag.match(new RegExp(`\\b${name}="([^"]*)"`))?.[1];
/** @param {(string | undefined)[]} values */
const present = (values) => values.filter((value) => value !== undefined);

/**
 * Scripts (including preloaded route chunks) and stylesheets a page's HTML loads.
 * @param {string} html
 * @returns {{ js: string[], css: string[] }}
 */
export function assetsOf(html) {
  const scripts = [...html.matchAll(/<script\b[^>]*\bsrc="[^"]+"[^>]*>/g)].map((m) =>
    attr(m[0], 'src'),
  );
  const links = [...html.matchAll(/<link\b[^>]*>/g)].map((m) => m[0]);
  const preloads = links
    .filter((tag) => /rel="(preload|modulepreload)"/.test(tag) && /as="script"/.test(tag))
    .map((tag) => attr(tag, 'href'));
  const css = links.filter((tag) => /rel="stylesheet"/.test(tag)).map((tag) => attr(tag, 'href'));
  return { js: [...new Set(present([...scripts, ...preloads]))], css: [...new Set(present(css))] };
}

/**
 * Raw and gzip (level 9) bytes of same-origin asset URLs.
 * @param {string} outDir
 * @param {string[]} urls
 * @returns {{ url: string, raw: number, gzip: number }[]}
 */
export function assetSizes(outDir, urls) {
  return urls
    .filter((url) => url.startsWith('/'))
    .map((url) => {
      const bytes = readFileSync(join(outDir, url));
      return { url, raw: bytes.length, gzip: gzipSync(bytes, { level: 9 }).length };
    });
}

/**
 * The bodies of inline `<script>` elements, which a Content-Security-Policy must allow by hash.
 * @param {string} html
 */
export function inlineScripts(html) {
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]);
}
