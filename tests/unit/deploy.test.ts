import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import headers from '../../site/http-headers.json';
import { repoRoot } from '../shared/site-files';

const read = (file: string) => readFileSync(join(repoRoot, file), 'utf8');

/** `Key = "value"` pairs of each `[[headers]]` block of netlify.toml, by its `for` pattern. */
function netlifyHeaders(toml: string): Record<string, Record<string, string>> {
  const blocks = toml.split('[[headers]]').slice(1);
  return Object.fromEntries(
    blocks.map((block) => {
      const path = /for = "([^"]+)"/.exec(block)?.[1] ?? '';
      const values = [...block.matchAll(/^\s+([A-Z][A-Za-z-]+) = "(.*)"$/gm)].map(([, k, v]) => [
        k,
        v,
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

describe('deployment configurations', () => {
  it('Netlify publishes doc_build with the security headers and immutable hashed assets', () => {
    const toml = read('netlify.toml');
    expect(toml).toMatch(/publish = "doc_build"/);
    expect(toml).toMatch(/from = "\/zh\/\*"\s+to = "\/zh\/404.html"\s+status = 404/);
    const blocks = netlifyHeaders(toml);
    expect(blocks['/*']).toEqual(headers.security);
    expect(blocks['/static/*']).toEqual({ 'Cache-Control': headers.cacheControl.hashedAssets });
  });

  it('Vercel serves clean URLs with the same headers', () => {
    const vercel = JSON.parse(read('vercel.json')) as VercelConfig;
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
    const workflow = read('.github/workflows/deploy.yml');
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
