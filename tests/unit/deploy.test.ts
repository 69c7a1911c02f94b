import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { createMarkdownMiddleware, config as middlewareConfig } from '../../middleware';
import { createMarkdownHandler } from '../../netlify/edge-functions/markdown';
import {
  hostConfigs,
  NETLIFY_MARKDOWN_FUNCTION,
  staleHostConfigs,
  VERCEL_PAGE_SOURCE,
} from '../../scripts/host-configs.mjs';
import headers from '../../site/http-headers.json';
import { defaultLang, langs } from '../../site/languages.mjs';
import { repoRoot } from '../shared/site-files';
import { writeTempTree } from '../shared/temp-docs';

const configs = hostConfigs();

/** `Key = "value"` pairs of each `[[headers]]` block of netlify.toml, by its `for` pattern. */
function netlifyHeaders(toml: string): Record<string, Record<string, string>> {
  const blocks = toml.split('[[headers]]').slice(1);
  return Object.fromEntries(
    blocks.map((block) => {
      const path = /for = "([^"]+)"/.exec(block)?.[1] ?? '';
      const values = [...block.matchAll(/^\s+([A-Z][A-Za-z-]+) = (".*")$/gm)].map(([, k, v]) => [
        k,
        JSON.parse(v),
      ]);
      return [path, Object.fromEntries(values)];
    }),
  );
}

interface VercelConfig {
  outputDirectory: string;
  cleanUrls: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

describe('host configurations', () => {
  it('are written from the site data (run `node scripts/host-configs.mjs` when this fails)', () => {
    expect(staleHostConfigs()).toEqual([]);
  });

  it('are named when one is stale or missing', () => {
    const dir = writeTempTree('hosts', {
      'netlify.toml': configs['netlify.toml'],
      'vercel.json': configs['vercel.json'].replace('nosniff', 'sniff'),
    });
    expect(staleHostConfigs(dir)).toEqual(['vercel.json']);
    expect(staleHostConfigs(writeTempTree('hosts', {}))).toEqual(['netlify.toml', 'vercel.json']);
  });

  it('Netlify: publishes doc_build, 404 pages per language, the security headers', () => {
    const toml = configs['netlify.toml'];
    expect(toml).toMatch(/publish = "doc_build"/);
    for (const lang of langs.filter((l) => l !== defaultLang))
      expect(toml).toContain(`from = "/${lang}/*"\n  to = "/${lang}/404.html"\n  status = 404`);
    const blocks = netlifyHeaders(toml);
    expect(blocks['/*']).toEqual(headers.security);
    expect(blocks[`${headers.hashedAssetsPath}*`]).toEqual({
      'Cache-Control': headers.cacheControl.hashedAssets,
    });
  });

  it('Vercel: serves clean URLs with the same headers', () => {
    const vercel = JSON.parse(configs['vercel.json']) as VercelConfig;
    expect(vercel).toMatchObject({ outputDirectory: 'doc_build', cleanUrls: true });
    const bySource = Object.fromEntries(
      vercel.headers.map(({ source, headers: list }) => [
        source,
        Object.fromEntries(list.map(({ key, value }) => [key, value])),
      ]),
    );
    expect(bySource['/((?!static/).*)']).toEqual({
      ...headers.security,
      'Cache-Control': headers.cacheControl.html,
    });
    expect(bySource['/static/(.*)']).toEqual({
      'Cache-Control': headers.cacheControl.hashedAssets,
    });
  });

  it('the GitHub Pages workflow builds with npm ci and uploads doc_build', () => {
    const workflow = readFileSync(join(repoRoot, '.github/workflows/deploy.yml'), 'utf8');
    for (const step of [
      'npm ci',
      'npm run build',
      'actions/upload-pages-artifact',
      'actions/deploy-pages',
    ])
      expect(workflow).toContain(step);
    expect(workflow).toMatch(/path: doc_build/);
    expect(workflow).toMatch(/pages: write/);
  });

  it('the policy allows only our own origin', () => {
    const csp = headers.security['Content-Security-Policy'];
    expect(csp).toMatch(/default-src 'self'/);
    expect(csp).not.toMatch(/'unsafe-eval'|script-src[^;]*'unsafe-inline'|\*/);
  });
});

/** A site with one page and its twin, as an edge function fetches it. */
const twinSite = async (url: URL) =>
  url.pathname === '/guide/start.md'
    ? new Response('# Start\n', { headers: { 'content-type': 'text/plain' } })
    : new Response('missing', { status: 404 });
const pageRequest = (path: string, accept: string) =>
  new Request(`https://docs.example${path}`, { headers: { accept } });

describe('Markdown by content negotiation on the hosts', () => {
  it('Netlify: netlify.toml runs the edge function on pages, not on assets or twins', () => {
    const toml = configs['netlify.toml'];
    const block = toml.split('[[edge_functions]]')[1]?.split('\n\n')[0] ?? '';
    expect(block).toContain(`function = "${NETLIFY_MARKDOWN_FUNCTION}"`);
    expect(block).toContain('path = "/*"');
    expect(block).toContain(
      `excludedPath = [${JSON.stringify(`${headers.hashedAssetsPath}*`)}, "/*.md"]`,
    );
    expect(
      existsSync(join(repoRoot, 'netlify/edge-functions', `${NETLIFY_MARKDOWN_FUNCTION}.ts`)),
    ).toBe(true);
  });

  it('Netlify: the edge function answers Markdown readers with the twin, others with Vary: Accept', async () => {
    const handler = createMarkdownHandler(twinSite);
    const next = async () => new Response('<html>', { headers: { 'content-type': 'text/html' } });
    const markdown = await handler(pageRequest('/guide/start', 'text/markdown'), { next });
    expect([await markdown.text(), markdown.headers.get('content-type')]).toEqual([
      '# Start\n',
      'text/markdown; charset=utf-8',
    ]);
    const html = await handler(pageRequest('/guide/start', 'text/html'), { next });
    expect([await html.text(), html.headers.get('vary')]).toEqual(['<html>', 'Accept']);
  });

  it('Vercel: the middleware runs on pages only, and vercel.json marks the same pages Vary: Accept', () => {
    expect(middlewareConfig.matcher).toEqual([VERCEL_PAGE_SOURCE]);
    const pattern = new RegExp(`^${VERCEL_PAGE_SOURCE}$`);
    for (const page of ['/', '/zh/', '/guide/start/introduction', '/zh/api/'])
      expect([page, pattern.test(page)]).toEqual([page, true]);
    for (const file of ['/static/js/app.1234.js', '/llms.txt', '/index.md', '/logo.svg'])
      expect([file, pattern.test(file)]).toEqual([file, false]);
    const vercel = JSON.parse(configs['vercel.json']) as VercelConfig;
    expect(vercel.headers.find(({ source }) => source === VERCEL_PAGE_SOURCE)?.headers).toEqual([
      { key: 'Vary', value: 'Accept' },
    ]);
  });

  it('Vercel: the middleware answers Markdown readers with the twin and leaves the rest to Vercel', async () => {
    const middleware = createMarkdownMiddleware(twinSite);
    const markdown = await middleware(pageRequest('/guide/start', 'text/markdown'));
    expect(await markdown?.text()).toBe('# Start\n');
    expect(markdown?.headers.get('vary')).toBe('Accept');
    expect(await middleware(pageRequest('/guide/start', '*/*'))).toBeUndefined();
  });
});
