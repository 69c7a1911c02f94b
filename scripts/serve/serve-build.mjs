// Serves a production build the way the hosts the site deploys to do: clean URLs (`/a/b` →
// `a/b.html`, `/a/` → `a/index.html`), a miss answered with status 404 and the language's
// 404.html (`/zh/…` → `zh/404.html`), the production headers of site/http-headers.json, gzip, and
// a page's Markdown twin for a request that prefers `text/markdown` (http/markdownNegotiation.mjs).
// Tests, `npm run preview`, the screenshots and the benches all serve the build with it.
//
// It is our own code rather than a static file library (sirv, serve-static) because most of what it
// does is this site's rules: gzip without precompressed files (those libraries need them), the
// 404 page per language, Markdown negotiation and the production headers on every status.
// Every other spelling of a page's address (`//a/b`, `/a/b/`, `/A/B`, `/a/b.html`, `/a/index`) is
// redirected to the one its canonical link gives, as the hosts do (http/canonicalPath.mjs).
//
// CLI: node scripts/serve/serve-build.mjs [port] [dir] [--404=per-language|top-level]
// `--404=top-level` answers every miss with the one top-level 404.html, as GitHub Pages and Vercel do.
import { createReadStream, existsSync, readFileSync } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, STATUS_CODES } from 'node:http';
import { extname, join, relative, resolve, sep } from 'node:path';
import { pipeline } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { createGzip, gzip as gzipCallback } from 'node:zlib';
import {
  CANONICAL_STATUS,
  canonicalLocation,
  canonicalPagePath,
} from '../../http/canonicalPath.mjs';
import {
  acceptsGzip,
  MARKDOWN_HEADERS,
  mergeVary,
  prefersMarkdown,
} from '../../http/markdownNegotiation.mjs';
import { decodeRequestPath, resolveOutputPath } from './build-output.mjs';

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
/**
 * @typedef {object} HttpHeaders
 * @property {Record<string, string>} security
 * @property {{ html: string, hashedAssets: string }} cacheControl
 * @property {string} hashedAssetsPath
 */
/** @typedef {import('node:http').IncomingMessage} Request */
/** @typedef {import('node:http').ServerResponse} Response */
/** @typedef {import('node:http').OutgoingHttpHeaders} OutgoingHeaders */

// The same headers the Netlify and Vercel configurations send (tests/unit/deploy.test.ts).
/** @type {HttpHeaders} */
const headers = JSON.parse(
  readFileSync(new URL('../../site/http-headers.json', import.meta.url), 'utf8'),
);

/** The largest file whose gzipped body is kept (a larger one is compressed as it streams). */
const KEPT_GZIP_MAX_BYTES = 1024 * 1024;
const gzipBytes = promisify(gzipCallback);
/** @type {Map<string, { version: string, body: Promise<Buffer> }>} */
const keptGzip = new Map();

/**
 * A file's gzipped body, compressed once per version (size and modification time) and kept. Hosts
 * serve static files from a compressed cache; compressing on every request, on the machine that
 * also runs the browser under test, made each download here wait for it (bench/NOTES.md,
 * "Preview server's gzip cache").
 * @param {string} path
 * @param {import('node:fs').Stats} stats
 * @returns {Promise<Buffer>}
 */
function gzippedBody(path, stats) {
  const version = `${stats.size}:${stats.mtimeMs}`;
  const kept = keptGzip.get(path);
  if (kept?.version === version) return kept.body;
  const body = readFile(path).then((bytes) => gzipBytes(bytes));
  // A failed read is not kept: the next request tries again.
  body.catch(() => {
    if (keptGzip.get(path)?.body === body) keptGzip.delete(path);
  });
  keptGzip.set(path, { version, body });
  return body;
}

/** @type {Record<string, string>} */
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
  '.md': MARKDOWN_HEADERS['Content-Type'],
  '.xml': 'application/xml; charset=utf-8',
  '.woff2': 'font/woff2',
};
const NOT_FOUND_MODES = ['per-language', 'top-level'];
const ALLOWED_METHODS = 'GET, HEAD';
/** The hashed asset folder as a path relative to the build (`static/`). */
const hashedFolder = headers.hashedAssetsPath.replace(/^\/+/, '');

/**
 * The 404 page for a missed path: `/zh/…` gets `zh/404.html` when the build has one.
 * @param {string} root
 * @param {string} decodedPath
 * @param {NotFoundMode} mode
 */
function notFoundPage(root, decodedPath, mode) {
  const top = join(root, '404.html');
  if (mode === 'top-level') return top;
  const firstSegment = decodedPath.split('/').find(Boolean) ?? '';
  const localized = join(root, firstSegment, '404.html');
  return isInside(root, localized) && existsSync(localized) ? localized : top;
}

/**
 * @param {string} root
 * @param {string} path
 */
const isInside = (root, path) => path.startsWith(root + sep);

/**
 * @param {string} root
 * @param {string} path
 */
async function isFileIn(root, path) {
  if (!isInside(root, path)) return false;
  try {
    return (await stat(path)).isFile();
  } catch {
    return false;
  }
}

/**
 * A short plain-text answer (308, 400, 404 without a 404 page, 405, 500) with the production headers.
 * The body never names a file: the client learns what went wrong, not where the build lives.
 * @param {Response} res
 * @param {number} status
 * @param {string} message
 * @param {OutgoingHeaders} [extra]
 */
function sendText(res, status, message, extra = {}) {
  if (res.headersSent) {
    res.destroy();
    return;
  }
  const body = `${message}\n`;
  res.writeHead(status, {
    ...headers.security,
    'content-type': 'text/plain; charset=utf-8',
    'content-length': Buffer.byteLength(body),
    'cache-control': 'no-store',
    ...extra,
  });
  res.end(res.req.method === 'HEAD' ? undefined : body);
}

/**
 * The status Node's own answer to a request it refused while parsing would have: 431 for headers
 * over its limit, 408 for a request that took too long, 400 for the rest.
 * @param {NodeJS.ErrnoException} error
 */
const clientErrorStatus = (error) =>
  error.code === 'HPE_HEADER_OVERFLOW'
    ? 431
    : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
      ? 408
      : 400;

/**
 * The whole answer, head and body, to a request Node refused before any handler ran (a bad
 * request line, a raw 0xFF byte, Content-Length with Transfer-Encoding, headers over the limit).
 * Node would write a bare status line; the production headers go on every answer, so this one
 * carries them too, and closes the connection, since the parser's state is lost.
 * @param {number} status
 */
export function refusedRequestAnswer(status) {
  const body = `${STATUS_CODES[status] ?? 'Bad request'}\n`;
  const lines = [
    `HTTP/1.1 ${status} ${STATUS_CODES[status] ?? ''}`,
    ...Object.entries({
      ...headers.security,
      'content-type': 'text/plain; charset=utf-8',
      'content-length': String(Buffer.byteLength(body)),
      'cache-control': 'no-store',
      connection: 'close',
    }).map(([name, value]) => `${name}: ${value}`),
  ];
  return `${lines.join('\r\n')}\r\n\r\n${body}`;
}

/**
 * True when the request's validators (If-None-Match, else If-Modified-Since) match the file, so
 * a 304 answers it.
 * @param {Request} req
 * @param {string} etag
 * @param {Date} modified
 */
function notModified(req, etag, modified) {
  const ifNoneMatch = req.headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    // Weak comparison: gzip changes the bytes, not the representation's validator.
    const bare = (/** @type {string} */ tag) => tag.trim().replace(/^W\//, '');
    return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
  }
  const since = Date.parse(req.headers['if-modified-since'] ?? '');
  // A date later than the server's clock is invalid and ignored (RFC 9110 §13.1.3): a client
  // that sends one would otherwise keep a stale copy for as long as its clock is wrong.
  if (Number.isNaN(since) || since > Date.now()) return false;
  return Math.floor(modified.getTime() / 1000) * 1000 <= since;
}

/**
 * Sends one file of the build with its type, cache rule and validators, gzipped when the type is
 * text and the client accepts gzip. The read stream, the gzip stream and the socket are joined by
 * `pipeline`, so a client that goes away mid-body closes the file too.
 * @param {Request} req
 * @param {Response} res
 * @param {object} file
 * @param {string} file.path  absolute path in the build
 * @param {number} file.status  200 for a page or asset, 404 for the 404 page of a miss
 * @param {string} file.cacheControl
 * @param {boolean} file.negotiated  the answer depends on Accept (a page or its Markdown twin)
 */
async function sendFile(req, res, { path, status, cacheControl, negotiated }) {
  let stats;
  try {
    stats = await stat(path);
  } catch {
    sendText(
      res,
      status === 404 ? 404 : 500,
      status === 404 ? 'Not found' : 'Cannot read this file',
    );
    return;
  }
  const type = TYPES[extname(path)] ?? 'application/octet-stream';
  // Text is sent gzipped, as every static host does, so measurements here match production.
  const compressible = /^(text|application\/(json|xml))|svg/.test(type);
  const gzip = compressible && acceptsGzip(req.headers['accept-encoding']);
  const vary = [negotiated ? 'Accept' : '', compressible ? 'Accept-Encoding' : '']
    .filter(Boolean)
    .reduce((list, name) => mergeVary(list, name), '');
  /** @type {OutgoingHeaders} */
  const common = {
    ...headers.security,
    'cache-control': cacheControl,
    ...(vary ? { vary } : {}),
  };
  if (status === 200) {
    const etag = `W/"${stats.size.toString(16)}-${Math.floor(stats.mtimeMs).toString(16)}"`;
    Object.assign(common, { etag, 'last-modified': stats.mtime.toUTCString() });
    if (notModified(req, etag, stats.mtime)) {
      res.writeHead(304, common);
      res.end();
      return;
    }
  }
  /** @type {Buffer | undefined} */
  let kept;
  if (gzip && req.method !== 'HEAD' && stats.size <= KEPT_GZIP_MAX_BYTES) {
    try {
      kept = await gzippedBody(path, stats);
    } catch {
      sendText(res, 500, 'Cannot read this file');
      return;
    }
  }
  const length = gzip ? kept?.length : stats.size;
  res.writeHead(status, {
    ...common,
    'content-type': type,
    ...(gzip ? { 'content-encoding': 'gzip' } : {}),
    ...(length === undefined ? {} : { 'content-length': length }),
  });
  if (req.method === 'HEAD') {
    res.end();
    return;
  }
  if (kept) {
    res.end(kept);
    return;
  }
  const body = createReadStream(path);
  /** @param {NodeJS.ErrnoException | null} error */
  const done = (error) => {
    // A client that left needs no answer; a read that failed after the headers went out can
    // only be cut short, so the client sees an incomplete body rather than a truncated page.
    if (error && !res.destroyed) res.destroy();
  };
  if (gzip) pipeline(body, createGzip(), res, done);
  else pipeline(body, res, done);
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

  /**
   * @param {Request} req
   * @param {Response} res
   */
  async function answer(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      sendText(res, 405, `Method ${req.method} not allowed`, { allow: ALLOWED_METHODS });
      return;
    }
    const urlPath = req.url ?? '/';
    const decoded = decodeRequestPath(urlPath);
    if (decoded === undefined) {
      sendText(res, 400, 'Bad request: the URL has a malformed percent-escape');
      return;
    }
    const [pathname] = urlPath.split(/[?#]/);
    const canonical = await canonicalPagePath(pathname, async (name) =>
      isFileIn(root, join(root, name)),
    );
    if (canonical) {
      const search = urlPath.slice(pathname.length).split('#')[0];
      sendText(res, CANONICAL_STATUS, `Moved to ${canonical}`, {
        location: canonicalLocation(canonical, search),
      });
      return;
    }
    const file = resolveOutputPath(root, urlPath);
    if (!file) {
      const page = notFoundPage(root, decoded, notFound);
      await sendFile(req, res, {
        path: page,
        status: 404,
        cacheControl: headers.cacheControl.html,
        negotiated: false,
      });
      return;
    }
    // Cache rules follow the file served, not the URL: `/static/..%2findex.html` is a page.
    const hashed = relative(root, file).split(sep).join('/').startsWith(hashedFolder);
    const twin = file.endsWith('.html') ? `${file.slice(0, -'.html'.length)}.md` : undefined;
    const isPage = twin !== undefined && existsSync(twin);
    const markdown = isPage && prefersMarkdown(req.headers.accept);
    await sendFile(req, res, {
      path: markdown && twin ? twin : file,
      status: 200,
      cacheControl: hashed ? headers.cacheControl.hashedAssets : headers.cacheControl.html,
      negotiated: isPage,
    });
  }

  const server = createServer((req, res) => {
    answer(req, res).catch(() => sendText(res, 500, 'Internal server error'));
  });
  // Requests Node refuses before `answer` runs get the production headers too (see above).
  server.on('clientError', (/** @type {NodeJS.ErrnoException} */ error, socket) => {
    if (error.code === 'ECONNRESET' || !socket.writable) socket.destroy();
    else socket.end(refusedRequestAnswer(clientErrorStatus(error)));
  });
  // An `Expect` other than 100-continue: Node answers 417 itself unless the server does.
  server.on('checkExpectation', (_req, res) =>
    sendText(res, 417, 'Expectation failed: only Expect: 100-continue is understood'),
  );
  // Node closes an idle kept-alive socket after 5 s; a client that reuses it just then (the AFDocs
  // checker does) sees "fetch failed". Hosts keep connections for about a minute.
  server.keepAliveTimeout = 65_000;

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(port, '127.0.0.1', () => done(undefined));
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

/**
 * Reads `[port] [dir] [--404=mode]`.
 * @param {string[]} args
 */
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
