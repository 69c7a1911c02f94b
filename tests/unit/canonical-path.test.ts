// One answer per page address: every other spelling of a page's address is redirected (308) to the
// address its canonical link gives, and a spelling of no page is a 404. Checked on the preview
// server with a tiny build, raw requests (fetch would normalize the URL and follow redirects).
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { PROBE_HEADER } from '../../http/canonicalPath.mjs';
import { type BuildServer, serveBuild } from '../../scripts/serve/serve-build.mjs';

const FILES: Record<string, string> = {
  'index.html': 'home',
  'guide/start/introduction.html': 'introduction',
  'api/index.html': 'api overview',
  'zh/index.html': 'zh home',
  'zh/guide/start/introduction.html': 'zh introduction',
  '404.html': 'en not found',
  'zh/404.html': 'zh not found',
  'static/js/App.1234.js': 'console.log(1);',
};

let dir = '';
let server: BuildServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'canonical-path-'));
  for (const [file, text] of Object.entries(FILES)) {
    mkdirSync(dirname(join(dir, file)), { recursive: true });
    writeFileSync(join(dir, file), text);
  }
  server = await serveBuild({ dir, port: 0 });
});

afterAll(async () => {
  await server.close();
  rmSync(dir, { recursive: true, force: true });
});

/** The status and Location of one request, sent exactly as written. */
function answer(path: string, method = 'GET'): Promise<[number, string | undefined]> {
  return new Promise((done, fail) => {
    const req = httpRequest(`${server.url}${path}`, { method }, (res) => {
      res.resume();
      res.on('end', () => done([res.statusCode ?? 0, res.headers.location]));
    });
    req.on('error', fail);
    req.end();
  });
}

describe('one answer per page address (preview server)', () => {
  it('serves each page at its canonical address', async () => {
    for (const path of ['/', '/guide/start/introduction', '/api/', '/zh/'])
      expect([path, await answer(path)]).toEqual([path, [200, undefined]]);
  });

  it.each([
    ['//////guide/start/introduction', '/guide/start/introduction'],
    ['/guide//start/introduction', '/guide/start/introduction'],
    ['/guide/start/introduction/', '/guide/start/introduction'],
    ['/Guide/Start/Introduction', '/guide/start/introduction'],
    ['/ZH/GUIDE/START/INTRODUCTION/', '/zh/guide/start/introduction'],
    ['/guide/start/introduction.html', '/guide/start/introduction'],
    ['/%67uide/start/introduction', '/guide/start/introduction'],
    ['/index', '/'],
    ['/index.html', '/'],
    ['//', '/'],
    ['/api', '/api/'],
    ['/api/index', '/api/'],
    ['/api/index.html', '/api/'],
    ['/API//', '/api/'],
    ['/zh', '/zh/'],
    ['/zh/index.html', '/zh/'],
  ])('redirects %s to %s with 308', async (path, target) => {
    expect(await answer(path)).toEqual([308, target]);
    expect(await answer(path, 'HEAD')).toEqual([308, target]);
  });

  it('keeps the query string on the redirect', async () => {
    expect(await answer('/guide/start/introduction/?q=%25&x=1')).toEqual([
      308,
      '/guide/start/introduction?q=%25&x=1',
    ]);
  });

  it('answers spellings of no page with the 404 page, never a redirect elsewhere', async () => {
    for (const path of [
      '//evil.example/',
      '//evil.example/guide/start/introduction',
      '/\\evil.example',
      '/no/such/page/',
      '/No/Such/Page',
      '/guide/start/introduction/extra',
      '/zh//no-page',
    ])
      expect([path, (await answer(path))[0]]).toEqual([path, 404]);
  });

  it('leaves files that are not pages as they are', async () => {
    expect(await answer('/static/js/App.1234.js')).toEqual([200, undefined]);
    expect((await answer('/static/js/app.1234.js'))[0]).toBe(404);
  });
});

/**
 * A host as the edge code sees it, serving FILES: clean URLs, `/a/b.html` of an existing page
 * redirected to `/a/b` (Netlify and Vercel do), a miss answered 404. Records every probe.
 */
function fakeHost() {
  const probes: { path: string; init: RequestInit }[] = [];
  const fetchFile = async (url: URL, init: RequestInit = {}) => {
    probes.push({ path: url.pathname, init });
    const file = url.pathname.slice(1);
    if (!(file in FILES)) return new Response('not found', { status: 404 });
    return file.endsWith('.html')
      ? new Response(null, { status: 308, headers: { location: url.pathname.slice(0, -5) } })
      : new Response(FILES[file]);
  };
  return { probes, fetchFile };
}

const hostRequest = (path: string, method = 'GET') =>
  new Request(`https://docs.example${path}`, { method });

const hosts = [
  ['Netlify edge function', () => import('../../netlify/edge-functions/canonical')],
  ['Vercel middleware', () => import('../../middleware')],
] as const;

describe('one answer per page address (host edge code)', () => {
  it.each(hosts)('%s: the same redirects as the preview server', async (_, load) => {
    const module = await load();
    const { fetchFile, probes } = fakeHost();
    const handler =
      'createCanonicalHandler' in module
        ? module.createCanonicalHandler(fetchFile)
        : module.createMarkdownMiddleware(fetchFile);
    const location = async (path: string, method?: string) => {
      const response = await handler(hostRequest(path, method));
      return response ? [response.status, response.headers.get('location')] : undefined;
    };
    expect(await location('//////guide/start/introduction')).toEqual([
      308,
      '/guide/start/introduction',
    ]);
    expect(await location('/Guide/Start/Introduction/?q=%25')).toEqual([
      308,
      '/guide/start/introduction?q=%25',
    ]);
    expect(await location('/api')).toEqual([308, '/api/']);
    expect(await location('/zh/index', 'HEAD')).toEqual([308, '/zh/']);
    // Canonical addresses, misses, other methods and files go on to the host unchanged.
    for (const path of ['/guide/start/introduction', '/api/', '/no/such/page/', '/logo.svg'])
      expect([path, await location(path)]).toEqual([path, undefined]);
    expect(await location('/Guide/Start/Introduction', 'POST')).toBeUndefined();
    // Probes are HEAD requests that do not follow the host's redirects and are marked, so the
    // edge code that answers them does not probe again.
    expect(probes.length).toBeGreaterThan(0);
    for (const { init } of probes) {
      expect(init).toMatchObject({ method: 'HEAD', redirect: 'manual' });
      expect(new Headers(init.headers).has(PROBE_HEADER)).toBe(true);
    }
    const probe = new Request('https://docs.example/Guide/Start/Introduction', {
      headers: { [PROBE_HEADER]: '1' },
    });
    expect(await handler(probe)).toBeUndefined();
  });
});
