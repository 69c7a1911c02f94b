import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { parse as parseToml } from 'smol-toml';
import { parse as parseYaml } from 'yaml';
import { createMarkdownMiddleware, config as middlewareConfig } from '../../middleware';
import { createMarkdownHandler } from '../../netlify/edge-functions/markdown';
import {
  HOST_NODE_VERSION,
  hostConfigs,
  NETLIFY_CANONICAL_FUNCTION,
  NETLIFY_MARKDOWN_FUNCTION,
  staleHostConfigs,
  VERCEL_PAGE_SOURCE,
} from '../../scripts/generate/host-configs.mjs';
import headers from '../../site/http-headers.json';
import { defaultLang, langs } from '../../site/languages.mjs';
import { repoRoot } from '../shared/site-files';
import { writeTempTree } from '../shared/temp-docs';

const configs = hostConfigs();

/** The GitHub Pages workflow, parsed. */
const deployWorkflow = () =>
  parseYaml(readFileSync(join(repoRoot, '.github/workflows/deploy.yml'), 'utf8')) as Workflow;

interface NetlifyConfig {
  build: { command: string; publish: string; environment: Record<string, string> };
  redirects: { from: string; to: string; status: number }[];
  edge_functions: { function: string; path: string; excludedPath: string[] }[];
  headers: { for: string; values: Record<string, string> }[];
}

/** netlify.toml as Netlify reads it (a TOML parser, so a malformed file fails here too). */
const netlify = () => parseToml(configs['netlify.toml']) as unknown as NetlifyConfig;

/** The headers of each `[[headers]]` block of netlify.toml, by its `for` pattern. */
const netlifyHeaders = () =>
  Object.fromEntries(netlify().headers.map((block) => [block.for, block.values]));

interface Workflow {
  permissions: Record<string, string>;
  jobs: Record<
    string,
    { steps: { uses?: string; run?: string; with?: Record<string, unknown> }[] }
  >;
}

interface VercelConfig {
  outputDirectory: string;
  cleanUrls: boolean;
  headers: { source: string; headers: { key: string; value: string }[] }[];
}

describe('host configurations', () => {
  it('are written from the site data (run `node scripts/generate/host-configs.mjs` when this fails)', () => {
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
    const config = netlify();
    expect(config.build).toMatchObject({ command: 'npm run build', publish: 'doc_build' });
    expect(config.redirects).toEqual(
      langs
        .filter((l) => l !== defaultLang)
        .map((lang) => ({ from: `/${lang}/*`, to: `/${lang}/404.html`, status: 404 })),
    );
    const blocks = netlifyHeaders();
    expect(blocks['/*']).toEqual(headers.security);
    expect(blocks[`${headers.hashedAssetsPath}*`]).toEqual({
      'Cache-Control': headers.cacheControl.hashedAssets,
    });
  });

  it('the hosts build on a supported Node.js LTS line, the same on Netlify and GitHub Pages', () => {
    // Node.js 20 ended in April 2026; 22 and 24 are the LTS lines still supported.
    expect(['22', '24']).toContain(HOST_NODE_VERSION);
    expect(netlify().build.environment).toEqual({ NODE_VERSION: HOST_NODE_VERSION });
    const steps = deployWorkflow().jobs.build.steps;
    const setupNode = steps.find((step) => step.uses?.startsWith('actions/setup-node@'));
    expect(String(setupNode?.with?.['node-version'])).toBe(HOST_NODE_VERSION);
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
    const workflow = deployWorkflow();
    expect(workflow.permissions).toMatchObject({ pages: 'write' });
    const steps = Object.values(workflow.jobs).flatMap((job) => job.steps);
    const runs = steps.map((step) => step.run).filter(Boolean);
    expect(runs).toEqual(['npm ci', 'npm run build']);
    const upload = steps.find((step) => step.uses?.startsWith('actions/upload-pages-artifact@'));
    expect(upload?.with).toEqual({ path: 'doc_build' });
    expect(steps.some((step) => step.uses?.startsWith('actions/deploy-pages@'))).toBe(true);
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
    expect(netlify().edge_functions).toEqual([
      {
        function: NETLIFY_CANONICAL_FUNCTION,
        path: '/*',
        excludedPath: [`${headers.hashedAssetsPath}*`],
      },
      {
        function: NETLIFY_MARKDOWN_FUNCTION,
        path: '/*',
        excludedPath: [`${headers.hashedAssetsPath}*`, '/*.md'],
      },
    ]);
    for (const name of [NETLIFY_CANONICAL_FUNCTION, NETLIFY_MARKDOWN_FUNCTION])
      expect(existsSync(join(repoRoot, 'netlify/edge-functions', `${name}.ts`))).toBe(true);
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
