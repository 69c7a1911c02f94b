// Serves a production build the way the hosts the site deploys to do: clean URLs (`/a/b` →
// `a/b.html`, `/a/` → `a/index.html`), a miss answered with status 404 and the language's
// 404.html (`/zh/…` → `zh/404.html`), the production headers of site/http-headers.json, and gzip.
// Tests, `npm run preview`, the screenshots and the benches all serve the build with it.
//
// CLI: node scripts/serve-build.mjs [port] [dir] [--404=per-language|top-level]
// `--404=top-level` answers every miss with the one top-level 404.html, as GitHub Pages and Vercel do.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { createGzip } from 'node:zlib';
import { resolveOutputPath } from './build-output.mjs';

/** @typedef {'per-language' | 'top-level'} NotFoundMode */
/**
 * @typedef {object} ServeOptions
 * @property {string} [dir] the build folder (default `doc_build`)
 * @property {number} [port] 0 picks a free port (default 4173)
 * @property {NotFoundMode} [notFound] which 404.html answers a miss (default `per-language`)
 */
/**
 * @typedef {object} BuildServer
 * @property {string} url the origin, without a trailing slash
 * @property {number} port
 * @property {() => Promise<void>} close
 */

// The same headers the Netlify and Vercel configurations send (tests/unit/deploy.test.ts).
const headers = JSON.parse(
  readFileSync(new URL('../site/http-headers.json', import.meta.url), 'utf8'),
);

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
const NOT_FOUND_MODES = ['per-language', 'top-level'];

/** The 404 page for a missed path: `/zh/…` gets `zh/404.html` when the build has one. */
function notFoundPage(root, urlPath, mode) {
  const top = join(root, '404.html');
  if (mode === 'top-level') return top;
  const firstSegment = urlPath.split(/[?#]/)[0].split('/').find(Boolean) ?? '';
  const localized = join(root, firstSegment, '404.html');
  return localized.startsWith(root) && existsSync(localized) ? localized : top;
}

/**
 * Starts serving `dir` on 127.0.0.1 and resolves once the server listens.
 * @param {ServeOptions} [options]
 * @returns {Promise<BuildServer>}
 */
export async function serveBuild({
  dir = 'doc_build',
  port = 4173,
  notFound = 'per-language',
} = {}) {
  const root = resolve(dir);
  if (!existsSync(join(root, 'index.html')))
    throw new Error(`${dir}/ holds no build (no index.html). Run \`npm run build\` first.`);
  if (!NOT_FOUND_MODES.includes(notFound))
    throw new Error(`--404 must be one of ${NOT_FOUND_MODES.join(', ')}; got "${notFound}"`);

  const server = createServer((req, res) => {
    const urlPath = req.url ?? '/';
    const file = resolveOutputPath(root, urlPath);
    const target = file ?? notFoundPage(root, urlPath, notFound);
    const hashed = Boolean(file) && urlPath.startsWith(headers.hashedAssetsPath);
    const type = TYPES[extname(target)] ?? 'application/octet-stream';
    // Text is sent gzipped, as every static host does, so measurements here match production.
    const gzip =
      /^(text|application\/(json|xml))|svg/.test(type) &&
      /\bgzip\b/.test(req.headers['accept-encoding'] ?? '');
    const body = createReadStream(target);
    body.once('error', () => {
      res.writeHead(file ? 500 : 404, { 'content-type': 'text/plain; charset=utf-8' });
      res.end(`${file ? 'Cannot read' : 'Not found, and no 404 page at'} ${target}\n`);
    });
    body.once('open', () => {
      res.writeHead(file ? 200 : 404, {
        ...headers.security,
        'content-type': type,
        'cache-control': hashed ? headers.cacheControl.hashedAssets : headers.cacheControl.html,
        ...(gzip ? { 'content-encoding': 'gzip', vary: 'Accept-Encoding' } : {}),
      });
      (gzip ? body.pipe(createGzip()) : body).pipe(res);
    });
  });

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', done);
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  return {
    url: `http://127.0.0.1:${actualPort}`,
    port: actualPort,
    close: () =>
      new Promise((done) => {
        server.closeAllConnections();
        server.close(() => done());
      }),
  };
}

/** Reads `[port] [dir] [--404=mode]`. */
export function parseArgs(args) {
  const [portArg, dir] = args.filter((arg) => !arg.startsWith('--'));
  const notFound = args.find((arg) => arg.startsWith('--404='))?.slice('--404='.length);
  return {
    port: portArg === undefined ? undefined : Number(portArg),
    dir,
    notFound: /** @type {NotFoundMode | undefined} */ (notFound),
  };
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    const { url } = await serveBuild(parseArgs(process.argv.slice(2)));
    console.log(`Serving the build at ${url}/`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}
