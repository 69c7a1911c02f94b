// A reader whose next page cannot be loaded in place: a deploy replaced the hashed chunks, one
// request failed, or the network went away. Before the fix each of these left a white page under
// the old address. Now the browser loads the page as a whole (the new deploy's HTML and scripts,
// or its own offline page), a failed hover is tried again on the click, and a page whose own code
// fails keeps its text with a note in its language.
import {
  cpSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type BuildServer, serveBuild } from '../../scripts/serve/serve-build.mjs';
import { outRoot } from '../shared/site-files';
import { expect, rendered, test } from './fixtures';
import { readerLocale } from './readers';

const ROUTE_CHUNK = /\/static\/js\/async\/route-[^/]+\.js$/;

/** A mark that lives as long as the document: gone after a full page load, kept by a client one. */
const markDocument = (page: Page) =>
  page.evaluate(() => {
    (window as { sameDocument?: boolean }).sameDocument = true;
  });
const sameDocument = (page: Page) =>
  page.evaluate(() => (window as { sameDocument?: boolean }).sameDocument === true);

/** Opens `path`, marks its document, and answers the next page chunk it asks for with a 404. */
async function openThenFailOneChunk(page: Page, path: string) {
  await page.goto(path);
  await rendered(page);
  await markDocument(page);
  let failed = 0;
  await page.route(ROUTE_CHUNK, (route) =>
    failed++ === 0 ? route.fulfill({ status: 404, body: 'gone' }) : route.continue(),
  );
  return () => failed;
}

/** The page shows its heading and its text: not white. */
async function expectPage(page: Page, path: string, heading: string) {
  await expect(page).toHaveURL(new RegExp(`${path.replace(/\//g, '\\/')}$`));
  await expect(page.locator('h1').first()).toContainText(heading);
  expect(await page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(200);
}

const journeys = [
  {
    lang: 'en',
    from: '/guide/start/introduction',
    to: '/guide/start/getting-started',
    heading: 'Quick start',
    note: 'This page did not load fully: search, menus and buttons may not work.',
    reload: 'Reload the page',
  },
  {
    lang: 'zh',
    from: '/zh/guide/start/introduction',
    to: '/zh/guide/start/getting-started',
    heading: '快速开始',
    note: '页面未完整加载，搜索、菜单和按钮可能无法使用。',
    reload: '重新加载页面',
  },
] as const;

for (const { lang, from, to, heading, note, reload } of journeys) {
  test.describe(`${lang}: a page that cannot be loaded in place`, () => {
    test.use({ locale: readerLocale(lang) });

    test('a chunk answered 404 once: the link loads the page as a whole', async ({
      page,
      problems,
    }) => {
      const failed = await openThenFailOneChunk(page, from);
      await page.locator(`a[href="${to}"]`).first().click();
      await expectPage(page, to, heading);
      expect(await sameDocument(page)).toBe(false);
      expect(failed()).toBeGreaterThan(0);
      // The 404 was the point of the test.
      problems.list = problems.list.filter((problem) => !/HTTP 404: .*\/route-/.test(problem));
    });

    test('a failed hover preload: the click then loads the page in place', async ({
      page,
      problems,
    }) => {
      const failed = await openThenFailOneChunk(page, from);
      const link = page.locator(`a[href="${to}"]`).first();
      await link.hover();
      await expect.poll(failed).toBeGreaterThan(0);
      await link.click();
      await expectPage(page, to, heading);
      expect(await sameDocument(page)).toBe(true);
      problems.list = problems.list.filter((problem) => !/HTTP 404: .*\/route-/.test(problem));
    });

    test('offline, then a link: never a white page', async ({ page, context, problems }) => {
      await page.goto(from);
      await rendered(page);
      await context.setOffline(true);
      await page.locator(`a[href="${to}"]`).first().click();
      // The browser's own offline page, as for any site: the reader knows what happened.
      await expect(page).toHaveURL(/^chrome-error:/);
      problems.list = [];
    });

    test("the page's own code fails: its text stays, with a note and a reload link", async ({
      page,
      problems,
    }) => {
      await page.route(ROUTE_CHUNK, (route) => route.fulfill({ status: 404, body: 'gone' }));
      await page.goto(to);
      await page.waitForLoadState('load');
      const status = page.getByRole('status').filter({ hasText: note });
      await expect(status).toBeVisible();
      await expect(page.locator('h1').first()).toContainText(heading);
      // Its buttons need the code that did not come: none is shown.
      await expect(page.locator('.rp-search-button').first()).toBeHidden();
      // The link loads the same page again.
      await markDocument(page);
      await status.getByRole('link', { name: reload }).click();
      await expect(page).toHaveURL(new RegExp(`${to}$`));
      await expect.poll(() => sameDocument(page)).toBe(false);
      problems.list = problems.list.filter((problem) => !/HTTP 404: .*\/route-/.test(problem));
    });
  });
}

/**
 * A deploy: the served folder is replaced by a build whose page chunks have other names (as a
 * build with changed pages has), while a reader has a page of the old one open.
 */
test.describe('a deploy while a page is open', () => {
  let server: BuildServer;
  let root: string;
  const served = () => join(root, 'site');

  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.use({ baseURL: async ({}, use) => use(server?.url ?? ''), locale: readerLocale('zh') });

  test.beforeAll(async () => {
    root = mkdtempSync(join(tmpdir(), 'deploy-'));
    cpSync(outRoot, served(), { recursive: true });
    // The next deploy: every page chunk renamed, and every file that names one rewritten.
    const next = join(root, 'next');
    cpSync(outRoot, next, { recursive: true });
    const chunks = join(next, 'static', 'js', 'async');
    const renames = readdirSync(chunks)
      .filter((name) => /^route-.*\.js$/.test(name))
      .map((name) => [name, name.replace(/\.js$/, '.next.js')] as const);
    for (const [name, renamed] of renames) renameSync(join(chunks, name), join(chunks, renamed));
    const rewrite = (dir: string) => {
      for (const entry of readdirSync(dir, { withFileTypes: true })) {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) rewrite(path);
        else if (/\.(js|html)$/.test(entry.name)) {
          const text = readFileSync(path, 'utf8');
          const hashes = renames.map(([name]) => name.replace(/^route-[^.]+\.|\.js$/g, ''));
          let changed = text;
          for (const hash of hashes) changed = changed.replaceAll(`${hash}.js`, `${hash}.next.js`);
          if (changed !== text) writeFileSync(path, changed);
        }
      }
    };
    rewrite(next);
    server = await serveBuild({ dir: served(), port: 0 });
  });

  test.afterAll(() => {
    server?.close();
    rmSync(root, { recursive: true, force: true });
  });

  test('the next link shows the new page, from the new deploy', async ({ page, problems }) => {
    await page.goto('/zh/guide/start/introduction');
    await rendered(page);
    // The deploy: the old files go, the new ones take their place.
    renameSync(served(), join(root, 'old'));
    renameSync(join(root, 'next'), served());
    await page.locator('a[href="/zh/guide/start/getting-started"]').first().click();
    await expectPage(page, '/zh/guide/start/getting-started', '快速开始');
    const scripts = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((entry) => entry.name),
    );
    expect(scripts.some((name) => /route-.*\.next\.js$/.test(name))).toBe(true);
    // The old chunk's address answers with the 404 page, which the browser refuses to run.
    problems.list = problems.list.filter(
      (problem) => !/HTTP 404: .*\/route-|Refused to execute script .*\/route-/.test(problem),
    );
  });
});
