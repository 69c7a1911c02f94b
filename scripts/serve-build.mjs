// Serves doc_build/ the way a static host with clean URLs does: `/a/b` → `a/b.html`,
// `/a/` → `a/index.html`, and a miss → the language's 404.html with status 404.
// Usage: node scripts/serve-build.mjs [port] [dir] [--404=per-language|top-level]
// `--404=top-level` answers every miss with the one top-level 404.html, as GitHub Pages and Vercel do.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { createGzip } from 'node:zlib';
import { resolveOutputPath } from './build-output.mjs';

// The same headers the Netlify and Vercel configurations send (tests/unit/deploy.test.ts).
const headers = JSON.parse(
  readFileSync(new URL('../site/http-headers.json', import.meta.url), 'utf8'),
);

const args = process.argv.slice(2);
const options = args.filter((arg) => arg.startsWith('--'));
const [portArg, dirArg] = args.filter((arg) => !arg.startsWith('--'));
const port = Number(portArg ?? 4173);
const root = resolve(dirArg ?? 'doc_build');
const topLevel404 = options.includes('--404=top-level');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.md': 'text/markdown; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};

/** The file a request path maps to, or undefined for a miss. */
export const resolveRequest = (urlPath) => resolveOutputPath(root, urlPath);

function notFoundPage(urlPath) {
  if (topLevel404) return join(root, '404.html');
  const zh = urlPath === '/zh' || urlPath.startsWith('/zh/');
  const localized = join(root, zh ? 'zh/404.html' : '404.html');
  return existsSync(localized) ? localized : join(root, '404.html');
}

const server = createServer((req, res) => {
  const urlPath = req.url ?? '/';
  const file = resolveRequest(urlPath);
  const target = file ?? notFoundPage(urlPath);
  const hashed = Boolean(file) && urlPath.startsWith(headers.hashedAssetsPath);
  const type = TYPES[extname(target)] ?? 'application/octet-stream';
  // Text is sent gzipped, as every static host does, so measurements here match production.
  const gzip =
    /^(text|application\/(json|xml))|svg/.test(type) &&
    /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
  res.writeHead(file ? 200 : 404, {
    ...headers.security,
    'content-type': type,
    'cache-control': hashed ? headers.cacheControl.hashedAssets : headers.cacheControl.html,
    ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
  });
  const body = createReadStream(target);
  (gzip ? body.pipe(createGzip()) : body).pipe(res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}/`);
});
