import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { type BuildServer, parseArgs, serveBuild } from '../../scripts/serve-build.mjs';
import headers from '../../site/http-headers.json';

// A tiny build: two languages, each with its own 404 page, and one hashed asset.
const FILES: Record<string, string> = {
  'index.html': 'home',
  'guide/start.html': 'guide page',
  'zh/index.html': 'zh home',
  '404.html': 'en not found',
  'zh/404.html': 'zh not found',
  'static/js/app.1234.js': 'console.log(1);',
};

let dir = '';
let server: BuildServer;

beforeAll(async () => {
  dir = mkdtempSync(join(tmpdir(), 'serve-build-'));
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

const get = async (base: string, path: string) => {
  const response = await fetch(`${base}${path}`);
  return { status: response.status, headers: response.headers, text: await response.text() };
};

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
});
