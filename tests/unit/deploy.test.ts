import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { hostConfigs, staleHostConfigs } from '../../scripts/host-configs.mjs';
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
