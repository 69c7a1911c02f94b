// Serves doc_build/ the way a static host with clean URLs does: `/a/b` → `a/b.html`,
// `/a/` → `a/index.html`, and a miss → the language's 404.html with status 404.
// Usage: node scripts/serve-build.mjs [port] [dir]
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const port = Number(process.argv[2] ?? 4173);
const root = resolve(process.argv[3] ?? 'doc_build');

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

const isFile = (path) => existsSync(path) && statSync(path).isFile();

/** The file a request path maps to, or undefined for a miss. */
export function resolveRequest(urlPath) {
  const path = normalize(decodeURIComponent(urlPath.split('?')[0])).replace(/^(\.\.[/\\])+/, '');
  const base = join(root, path);
  if (!base.startsWith(root)) return undefined;
  const candidates = path.endsWith('/')
    ? [join(base, 'index.html')]
    : [base, `${base}.html`, join(base, 'index.html')];
  return candidates.find(isFile);
}

function notFoundPage(urlPath) {
  const zh = urlPath === '/zh' || urlPath.startsWith('/zh/');
  const localized = join(root, zh ? 'zh/404.html' : '404.html');
  return isFile(localized) ? localized : join(root, '404.html');
}

const server = createServer((req, res) => {
  const urlPath = req.url ?? '/';
  const file = resolveRequest(urlPath);
  const target = file ?? notFoundPage(urlPath);
  res.writeHead(file ? 200 : 404, {
    'content-type': TYPES[extname(target)] ?? 'application/octet-stream',
  });
  createReadStream(target).pipe(res);
});

server.listen(port, '127.0.0.1', () => {
  console.log(`Serving ${root} at http://127.0.0.1:${port}/`);
});
