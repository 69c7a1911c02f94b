import { mkdirSync, mkdtempSync, readdirSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type BuildServer, parseArgs, serveBuild } from '../../scripts/serve/serve-build.mjs';
import headers from '../../site/http-headers.json';

// A tiny build: two languages, each with its own 404 page, Markdown twins as Rspress's `llms`
// writes them (the 404 page's too), one hashed asset and one large file to abort downloads of.
const FILES: Record<string, string> = {
  'index.html': 'home',
  'index.md': '# Home\n',
  'guide/start.html': 'guide page',
  'guide/start.md': '# Start\n\nThe guide page, in Markdown.\n',
  'guide/no-twin.html': 'a page without a twin',
  'zh/index.html': 'zh home',
  'zh/index.md': '# 首页\n',
  '404.html': 'en not found',
  '404.md': '# Not found\n',
  'zh/404.html': 'zh not found',
  'static/js/app.1234.js': 'console.log(1);',
};
/** Larger than the socket buffers on both sides, so an aborted download stops mid-body. */
const LARGE_FILE = 'downloads/large.bin';
const LARGE_SIZE = 16 * 1024 * 1024;

let dir = '';
let server: BuildServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-build-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  mkdirSync(join(dir, dirname(LARGE_FILE)), { recursive: true });
  writeFileSync(join(dir, LARGE_FILE), Buffer.alloc(LARGE_SIZE, 7));
  server = await serveBuild({ dir, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

interface RawResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: string;
}

/** One request exactly as written (fetch would normalize the URL), without gzip unless asked. */
function raw(
  path: string,
  { method = 'GET', headers: requestHeaders = {} as Record<string, string> } = {},
  base = server.url,
): Promise<RawResponse> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${base}${path}`, { method, headers: requestHeaders }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        done({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString('utf8'),
        }),
      );
    });
    req.on('error', fail);
    // Node's client refuses a path that is not absolute; a raw socket is not needed for these.
    req.end();
  });
}

/** One gzipped download: the body's bytes as they came and the length the server announced. */
function gzippedDownload(path: string): Promise<{ body: Buffer; contentLength: string }> {
  return new Promise((done, fail) => {
    const req = httpRequest(
      `${server.url}${path}`,
      { headers: { 'accept-encoding': 'gzip' } },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          done({
            body: Buffer.concat(chunks),
            contentLength: String(res.headers['content-length']),
          }),
        );
      },
    );
    req.on('error', fail);
    req.end();
  });
}

/** Starts downloading the large file and hangs up after the first chunk of its body. */
function abortedDownload(): Promise<void> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${server.url}/${LARGE_FILE}`, (res) => {
      res.once('data', () => {
        req.destroy();
        done();
      });
    });
    req.on('error', (error: NodeJS.ErrnoException) => {
      if (req.destroyed) done();
      else fail(error);
    });
    req.end();
  });
}

/** This process's open file descriptors (the server runs in it). */
const openDescriptors = () => readdirSync('/proc/self/fd').length;

const expectSecurityHeaders = (response: { headers: IncomingHttpHeaders }) => {
  for (const [name, value] of Object.entries(headers.security))
    expect(response.headers[name.toLowerCase()]).toBe(value);
};

const MALFORMED_URLS = ['/guide/100%', '/%', '/zh/%E4%B8', '/%c0%ae'];

describe('serve-build', () => {
  it('answers clean URLs with the production headers, gzipped', async () => {
    const page = await get(server.url, '/guide/start');
    expect(page.status).toBe(200);
    expect(page.text).toBe('guide page');
    expect(page.headers.get('content-encoding')).toBe('gzip');
    expect(page.headers.get('cache-control')).toBe(headers.cacheControl.html);
    for (const [name, value] of Object.entries(headers.security))
      expect(page.headers.get(name)).toBe(value);
    expect((await get(server.url, '/zh/')).text).toBe('zh home');
    const asset = await get(server.url, '/static/js/app.1234.js');
    expect(asset.headers.get('cache-control')).toBe(headers.cacheControl.hashedAssets);
  });

  it('answers a miss with status 404 and the 404 page of its language', async () => {
    const en = await get(server.url, '/no/such/page');
    expect([en.status, en.text]).toEqual([404, 'en not found']);
    expect(en.headers.get('Content-Security-Policy')).toBe(
      headers.security['Content-Security-Policy'],
    );
    const zh = await get(server.url, '/zh/no/such/page');
    expect([zh.status, zh.text]).toEqual([404, 'zh not found']);
  });

  it('answers every miss with the top-level 404 page in top-level mode', async () => {
    const topLevel = await serveBuild({ dir, port: 0, notFound: 'top-level' });
    try {
      const zh = await get(topLevel.url, '/zh/no/such/page');
      expect([zh.status, zh.text]).toEqual([404, 'en not found']);
    } finally {
      await topLevel.close();
    }
  });

  it('refuses a folder without a build, and an unknown 404 mode, with a clear message', async () => {
    await expect(serveBuild({ dir: join(dir, 'guide'), port: 0 })).rejects.toThrow(
      'Run `npm run build` first',
    );
    // @ts-expect-error: a mode the server does not know
    await expect(serveBuild({ dir, port: 0, notFound: 'nowhere' })).rejects.toThrow('--404');
  });

  it('reads the command line: [port] [dir] [--404=mode]', () => {
    expect(parseArgs(['4000', 'out', '--404=top-level'])).toEqual({
      port: 4000,
      dir: 'out',
      notFound: 'top-level',
    });
    expect(parseArgs([])).toEqual({ port: undefined, dir: undefined, notFound: undefined });
  });

  it('answers malformed percent-escapes with 400 and keeps answering', async () => {
    for (const path of MALFORMED_URLS) {
      const response = await raw(path);
      expect([path, response.status]).toEqual([path, 400]);
      expectSecurityHeaders(response);
    }
    expect((await raw('/guide/start')).status).toBe(200);
  });

  it('releases the file of every download the client aborts', async () => {
    // Warm up: the first requests open sockets and lazily loaded modules that stay open.
    await abortedDownload();
    await raw('/');
    const before = openDescriptors();
    const ABORTED = 40;
    for (let i = 0; i < ABORTED; i += 1) await abortedDownload();
    // The server sees each hang-up a moment later; give it up to two seconds to close the files.
    let after = openDescriptors();
    for (let wait = 0; wait < 40 && after - before >= 5; wait += 1) {
      await new Promise((done) => setTimeout(done, 50));
      after = openDescriptors();
    }
    expect(after - before).toBeLessThan(5);
    expect((await raw('/guide/start')).status).toBe(200);
  });

  it('answers only GET and HEAD: 405 with Allow for the other methods', async () => {
    for (const method of ['POST', 'PUT', 'DELETE', 'PATCH']) {
      const response = await raw('/guide/start', { method });
      expect([method, response.status, response.headers.allow]).toEqual([method, 405, 'GET, HEAD']);
      expect(response.body).not.toContain('guide page');
      expectSecurityHeaders(response);
    }
    const head = await raw('/guide/start', { method: 'HEAD' });
    expect([head.status, head.body, head.headers['content-length']]).toEqual([
      200,
      '',
      String(FILES['guide/start.html'].length),
    ]);
  });

  it('gzips only when the client accepts gzip with a weight above 0', async () => {
    const encoding = async (acceptEncoding: string) =>
      (await raw('/guide/start', { headers: { 'accept-encoding': acceptEncoding } })).headers[
        'content-encoding'
      ];
    expect(await encoding('gzip')).toBe('gzip');
    expect(await encoding('gzip;q=0.5')).toBe('gzip');
    expect(await encoding('gzip;q=0')).toBeUndefined();
    expect(await encoding('br, gzip;q=0, *')).toBeUndefined();
    expect(await encoding('identity')).toBeUndefined();
  });

  it('sends a gzipped body with its length, and the new text once the file changes', async () => {
    const file = join(dir, 'static/js/kept.5678.js');
    writeFileSync(file, 'console.log("first version");');
    const first = await gzippedDownload('/static/js/kept.5678.js');
    expect(gunzipSync(first.body).toString()).toBe('console.log("first version");');
    expect(first.contentLength).toBe(String(first.body.length));
    expect(gunzipSync((await gzippedDownload('/static/js/kept.5678.js')).body).toString()).toBe(
      'console.log("first version");',
    );
    // The same length, a later time: only the modification time tells the versions apart.
    writeFileSync(file, 'console.log("other version");');
    utimesSync(file, new Date(), new Date(Date.now() + 5_000));
    const changed = await gzippedDownload('/static/js/kept.5678.js');
    expect(gunzipSync(changed.body).toString()).toBe('console.log("other version");');
  });

  it('chooses the cache rule by the file served, not by the URL', async () => {
    const page = await raw('/static/..%2findex.html');
    expect([page.status, page.body]).toEqual([200, FILES['index.html']]);
    expect(page.headers['cache-control']).toBe(headers.cacheControl.html);
    const asset = await raw('/static/js/../js/app.1234.js');
    expect(asset.headers['cache-control']).toBe(headers.cacheControl.hashedAssets);
  });

  it('sends ETag and Last-Modified, and answers matching revalidations with 304', async () => {
    const first = await raw('/guide/start');
    const etag = String(first.headers.etag);
    const lastModified = String(first.headers['last-modified']);
    expect(etag).toMatch(/^(W\/)?".+"$/);
    expect(Number.isNaN(Date.parse(lastModified))).toBe(false);

    const byTag = await raw('/guide/start', { headers: { 'if-none-match': etag } });
    expect([byTag.status, byTag.body, byTag.headers.etag]).toEqual([304, '', etag]);
    expectSecurityHeaders(byTag);
    const byDate = await raw('/guide/start', { headers: { 'if-modified-since': lastModified } });
    expect([byDate.status, byDate.body]).toEqual([304, '']);

    const otherTag = await raw('/guide/start', {
      headers: { 'if-none-match': '"something-else"' },
    });
    expect([otherTag.status, otherTag.body]).toEqual([200, FILES['guide/start.html']]);
    const older = await raw('/guide/start', {
      headers: { 'if-modified-since': new Date(0).toUTCString() },
    });
    expect(older.status).toBe(200);
    // Twin and page are two representations with two validators.
    const twin = await raw('/guide/start', { headers: { accept: 'text/markdown' } });
    expect(twin.headers.etag).not.toBe(etag);
  });

  it('never shows a server path in an error body, and sends the security headers on every status', async () => {
    const bare = mkdtempSync(join(tmpdir(), 'serve-build-bare-'));
    writeFileSync(join(bare, 'index.html'), 'home');
    const withoutNotFound = await serveBuild({ dir: bare, port: 0 });
    try {
      const answers = [
        await raw('/guide/start'),
        await raw('/guide/start', { headers: { 'if-none-match': '*' } }),
        await raw('/%'),
        await raw('/no/such/page'),
        await raw('/', { method: 'POST' }),
        await raw('/no/such/page', {}, withoutNotFound.url),
      ];
      expect(answers.map(({ status }) => status)).toEqual([200, 304, 400, 404, 405, 404]);
      for (const answer of answers) {
        expectSecurityHeaders(answer);
        for (const folder of [dir, bare, process.cwd(), tmpdir()])
          expect(answer.body).not.toContain(folder);
      }
    } finally {
      await withoutNotFound.close();
      rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('serve-build: Markdown by content negotiation', () => {
  it('answers a page with its twin when the request prefers text/markdown', async () => {
    for (const [path, twin] of [
      ['/guide/start', 'guide/start.md'],
      ['/', 'index.md'],
      ['/zh/', 'zh/index.md'],
    ]) {
      const response = await raw(path, { headers: { accept: 'text/markdown' } });
      expect([path, response.status, response.body]).toEqual([path, 200, FILES[twin]]);
      expect(response.headers['content-type']).toBe('text/markdown; charset=utf-8');
      expect(response.headers.vary).toBe('Accept, Accept-Encoding');
      expectSecurityHeaders(response);
    }
    // Gzipped, the twin's bytes are the same once decoded (fetch decodes).
    const gzipped = await fetch(`${server.url}/guide/start`, {
      headers: { accept: 'text/markdown;q=0.9, text/html;q=0.5', 'accept-encoding': 'gzip' },
    });
    expect(gzipped.headers.get('content-encoding')).toBe('gzip');
    expect(await gzipped.text()).toBe(FILES['guide/start.md']);
  });

  it('answers HTML, with Vary: Accept, to every other request for a page', async () => {
    for (const accept of [
      'text/html',
      '*/*',
      'text/markdown;q=0',
      'text/markdown;q=0.5, text/html',
    ]) {
      const response = await raw('/guide/start', { headers: { accept } });
      expect([accept, response.body]).toEqual([accept, FILES['guide/start.html']]);
      expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(response.headers.vary).toBe('Accept, Accept-Encoding');
    }
  });

  it('answers a miss or a page without a twin with HTML, and .md addresses as they are', async () => {
    const accept = { accept: 'text/markdown' };
    const miss = await raw('/no/such/page', { headers: accept });
    expect([miss.status, miss.body]).toEqual([404, FILES['404.html']]);
    const noTwin = await raw('/guide/no-twin', { headers: accept });
    expect([noTwin.status, noTwin.body]).toEqual([200, FILES['guide/no-twin.html']]);
    const direct = await raw('/guide/start.md');
    expect([direct.status, direct.body]).toEqual([200, FILES['guide/start.md']]);
    expect(direct.headers['content-type']).toBe('text/markdown; charset=utf-8');
  });
});

/** Writes `request` as bytes to the server and reads the whole answer (the server closes). */
function rawSocket(request: Buffer | string): Promise<string> {
  return new Promise((done, fail) => {
    const socket = connect(server.port, '127.0.0.1', () => socket.end(request));
    const chunks: Buffer[] = [];
    socket.on('data', (chunk: Buffer) => chunks.push(chunk));
    socket.on('error', fail);
    socket.on('close', () => done(Buffer.concat(chunks).toString('latin1')));
  });
}

/** The status and the lower-cased header names and values of a raw answer's head. */
function head(answer: string) {
  const [statusLine, ...lines] = answer.split('\r\n\r\n')[0].split('\r\n');
  const fields = new Map(
    lines.map((line) => {
      const colon = line.indexOf(':');
      return [line.slice(0, colon).toLowerCase(), line.slice(colon + 1).trim()] as const;
    }),
  );
  return { status: Number(statusLine.split(' ')[1]), fields };
}

// Issue 47, row 11: requests Node refuses before the server's code runs were answered without the
// production headers (CSP, nosniff, cache-control).
describe('serve-build: requests Node refuses carry the production headers', () => {
  const cases: [string, Buffer | string, number][] = [
    ['a bad request line', 'GARBAGE\r\n\r\n', 400],
    ['a raw 0xFF byte', Buffer.from('GET /\xff HTTP/1.1\r\nHost: a\r\n\r\n', 'latin1'), 400],
    [
      'Content-Length with Transfer-Encoding',
      'GET / HTTP/1.1\r\nHost: a\r\nContent-Length: 3\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n',
      400,
    ],
    [
      'Expect: 200-ok',
      'GET / HTTP/1.1\r\nHost: a\r\nExpect: 200-ok\r\nConnection: close\r\n\r\n',
      417,
    ],
    [
      'a 1,000-type Accept header',
      `GET / HTTP/1.1\r\nHost: a\r\nAccept: ${Array.from({ length: 1000 }, (_, i) => `application/x-type-number-${i};q=0.5`).join(', ')}\r\n\r\n`,
      431,
    ],
  ];
  for (const [name, request, status] of cases)
    it(`${name}: ${status} with the security headers and no-store`, async () => {
      const answer = head(await rawSocket(request));
      expect(answer.status).toBe(status);
      expect(answer.fields.get('content-security-policy')).toBe(
        "default-src 'self'; script-src 'self' 'sha256-q9v9L3nvZ2foIbusngVGzxbBQHMlm6wYB/b0/F1ocx8='; style-src 'self' 'unsafe-inline'; img-src 'self' data:; font-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'self'; form-action 'self'; frame-ancestors 'none'",
      );
      expect(answer.fields.get('x-content-type-options')).toBe('nosniff');
      expect(answer.fields.get('referrer-policy')).toBe('strict-origin-when-cross-origin');
      expect(answer.fields.get('cache-control')).toBe('no-store');
    });
});

// Issue 47, row 12: a date later than the server's clock is not a validator (RFC 9110 §13.1.3).
describe('serve-build: If-Modified-Since in the future', () => {
  it('is ignored: the page is sent with 200', async () => {
    const future = await raw('/guide/start', {
      headers: { 'if-modified-since': 'Fri, 01 Jan 2100 00:00:00 GMT' },
    });
    expect([future.status, future.body]).toEqual([200, 'guide page']);
  });
});
