// What the pages state about Rspress's own link prefixes and its preview server, proven on small
// builds of Rspress alone (no plugin or theme of this site):
// - multi-version.mdx#folder-layout: links in a version's _nav.json get the version prefix added;
// - navbar.mdx#nav-items: links in themeConfig.locales get the language prefix added;
// - client-redirects.mdx#limits: `rspress preview` answers an unknown path with index.html, 200.
import { type ChildProcess, spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { buildBareSite, rspressBin } from '../shared/fixture-site';

/** The links of one kind in a page: the text a reader sees → where it leads. */
function links(html: string, className: string): Record<string, string> {
  const found: Record<string, string> = {};
  for (const [, attributes, text] of html.matchAll(/<a\b([^>]*)>((?:(?!<\/a>).)*)<\/a>/gs)) {
    const href = /\bhref="([^"]*)"/.exec(attributes)?.[1];
    const classes = /\bclass="([^"]*)"/.exec(attributes)?.[1].split(' ') ?? [];
    if (href && classes.includes(className)) found[text.replace(/<[^>]*>/g, '')] = href;
  }
  return found;
}

const NAV_ITEM = 'rp-nav-menu__item__container';
const SIDEBAR_ITEM = 'rp-sidebar-item';

describe('links in a version folder get its prefix', { timeout: 120_000 }, () => {
  it('adds /v1 to every link of docs/v1/_nav.json, so a prefix written there doubles', () => {
    const page = (title: string) => `# ${title}\n`;
    const build = buildBareSite(
      {
        'docs/v1/index.md': page('Home v1'),
        'docs/v1/guide/start.md': page('Start v1'),
        'docs/v1/_nav.json': JSON.stringify([
          { text: 'Unprefixed', link: '/guide/start' },
          { text: 'Prefixed', link: '/v1/guide/start' },
        ]),
        'docs/v2/index.md': page('Home v2'),
        'docs/v2/guide/start.md': page('Start v2'),
        'docs/v2/_nav.json': JSON.stringify([{ text: 'Unprefixed', link: '/guide/start' }]),
      },
      { multiVersion: { default: 'v2', versions: ['v1', 'v2'] } },
    );
    expect(build.status, build.log).toBe(0);
    const nav = (file: string) => links(readFileSync(join(build.out, file), 'utf8'), NAV_ITEM);
    expect(nav('v1/index.html')).toEqual({
      Unprefixed: '/v1/guide/start.html',
      Prefixed: '/v1/v1/guide/start.html',
    });
    // The default version has no prefix to add.
    expect(nav('index.html')).toEqual({ Unprefixed: '/guide/start.html' });
  });
});

/** A two-language site whose navbar and sidebar are written in the configuration. */
const I18N_FILES = {
  'docs/en/index.md': '# Home\n',
  'docs/en/guide/intro.md': '# Intro\n',
  'docs/zh/index.md': '# 首页\n',
  'docs/zh/guide/intro.md': '# 介绍\n',
};
const I18N_CONFIG = {
  lang: 'en',
  locales: [
    { lang: 'en', label: 'English' },
    { lang: 'zh', label: '简体中文' },
  ],
  themeConfig: {
    locales: [
      {
        lang: 'en',
        label: 'English',
        nav: [{ text: 'Intro', link: '/guide/intro' }],
        sidebar: { '/guide/': [{ text: 'Intro', link: '/guide/intro' }] },
      },
      {
        lang: 'zh',
        label: '简体中文',
        nav: [
          { text: '不带前缀', link: '/guide/intro' },
          { text: '带前缀', link: '/zh/guide/intro' },
        ],
        sidebar: { '/zh/guide/': [{ text: '侧边栏', link: '/guide/intro' }] },
      },
    ],
  },
};

/** A port nothing listens on now. */
async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  if (address === null || typeof address === 'string') throw new Error('no port');
  return address.port;
}

/** Waits until `url` answers, for a server that is starting. */
async function waitFor(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`rspress preview exited:\n${log()}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
  throw new Error(`rspress preview did not answer at ${url}:\n${log()}`);
}

describe('configured links and the preview server', { timeout: 180_000 }, () => {
  let build: ReturnType<typeof buildBareSite>;
  let preview: ChildProcess | undefined;
  let origin = '';

  beforeAll(async () => {
    build = buildBareSite(I18N_FILES, I18N_CONFIG);
    if (build.status !== 0) throw new Error(build.log);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    let log = '';
    preview = spawn(
      process.execPath,
      [rspressBin, 'preview', '--port', String(port), '--host', '127.0.0.1'],
      { cwd: build.dir, env: { ...process.env, NO_COLOR: '1' } },
    );
    preview.stdout?.on('data', (chunk) => {
      log += chunk;
    });
    preview.stderr?.on('data', (chunk) => {
      log += chunk;
    });
    await waitFor(`${origin}/`, preview, () => log);
  }, 180_000);

  afterAll(() => {
    preview?.kill();
  });

  it('adds /zh to a Chinese nav or sidebar link without it, and leaves one with it alone', () => {
    const html = readFileSync(join(build.out, 'zh/guide/intro.html'), 'utf8');
    expect(links(html, NAV_ITEM)).toEqual({
      不带前缀: '/zh/guide/intro.html',
      带前缀: '/zh/guide/intro.html',
    });
    expect(links(html, SIDEBAR_ITEM)).toEqual({ 侧边栏: '/zh/guide/intro.html' });
  });

  it('rspress preview answers an unknown path with the home page and 200, not the 404 page', async () => {
    const response = await fetch(`${origin}/no/such/page`, { headers: { accept: 'text/html' } });
    expect(response.status).toBe(200);
    const body = await response.text();
    expect(body).toBe(readFileSync(join(build.out, 'index.html'), 'utf8'));
    // The build has a 404 page; preview does not send it.
    expect(build.pages).toContain('404.html');
    expect(body).not.toBe(readFileSync(join(build.out, '404.html'), 'utf8'));
  });
});
