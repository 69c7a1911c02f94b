// A page with bad input must fail this site's build with a message naming the file, and leave no
// pages in the output folder. Each case builds a two-language fixture with the real site config.
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { repoRoot } from '../shared/site-files';
import { writeTempTree } from '../shared/temp-docs';

function buildFixture(badPage: string) {
  const dir = writeTempTree('bad-input', {
    'docs/en/index.md': '# Home\n\nWelcome.\n',
    'docs/zh/index.md': '# 首页\n\n欢迎。\n',
    'docs/en/bad.mdx': badPage,
    'docs/zh/bad.mdx': '# 页面\n\n正文。\n',
  });
  const config = [
    `import config from ${JSON.stringify(join(repoRoot, 'rspress.config.ts'))};`,
    `export default { ...config, root: ${JSON.stringify(join(dir, 'docs'))}, outDir: ${JSON.stringify(join(dir, 'doc_build'))} };`,
  ];
  writeFileSync(join(dir, 'rspress.config.ts'), config.join('\n'));
  // The config names the site's favicon and logo, which live in docs/public.
  symlinkSync(join(repoRoot, 'docs', 'public'), join(dir, 'docs', 'public'));
  const result = spawnSync('npx', ['rspress', 'build', '-c', join(dir, 'rspress.config.ts')], {
    cwd: repoRoot,
    encoding: 'utf8',
    // A fixture must not read or write the site's own build cache.
    env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false', NO_COLOR: '1' },
  });
  const out = join(dir, 'doc_build');
  const pages = existsSync(out)
    ? readdirSync(out, { recursive: true }).filter((f) => String(f).endsWith('.html'))
    : [];
  return { status: result.status, log: `${result.stdout}\n${result.stderr}`, pages };
}

/** Builds with `badPage`: the build must fail, publish no page, and log every message given. */
function expectRejected(badPage: string, ...messages: (RegExp | string)[]) {
  const { status, log, pages } = buildFixture(badPage);
  expect(status).not.toBe(0);
  for (const message of messages) expect(log).toMatch(message);
  expect(pages).toEqual([]);
}

describe('bad input fails the build clearly', { timeout: 120_000 }, () => {
  it('builds the fixture when every page is fine (the control case)', () => {
    const { status, pages } = buildFixture('# Fine\n\nA normal page.\n');
    expect(status).toBe(0);
    expect(pages.length).toBeGreaterThan(3);
  });

  it('broken frontmatter: names the file and line', () => {
    expectRejected(
      '---\ntitle: Fine\ndescription: [unclosed\n---\n\n# Page\n',
      /docs\/en\/bad\.mdx:3: invalid YAML/,
    );
  });

  it('a misspelt frontmatter value: names the field', () => {
    expectRejected(
      '---\npageType: hoem\n---\n\n# Page\n',
      /docs\/en\/bad\.mdx:2: pageType must be one of .*got "hoem"/,
    );
  });

  it('malformed MDX: names the file and the unclosed tag', () => {
    expectRejected(
      '# Page\n\n<div>\n\nnever closed\n',
      /bad\.mdx[\s\S]*Expected a closing tag for `<div>` \(3:1-3:6\)/,
    );
  });

  it('a dead link: names the file and the link', () => {
    expectRejected(
      '# Page\n\nSee [the guide](/guide/nowhere).\n',
      /Dead links found in .*docs\/en\/bad\.mdx/,
      '/guide/nowhere',
    );
  });

  it('a missing image: names the file and the image', () => {
    expectRejected(
      '# Page\n\n![A diagram](/diagrams/missing.svg)\n',
      /Dead images found in .*docs\/en\/bad\.mdx/,
      '/diagrams/missing.svg',
    );
  });
});
