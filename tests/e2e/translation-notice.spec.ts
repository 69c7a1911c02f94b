import { spawnSync } from 'node:child_process';
import { mkdirSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { type BuildServer, serveBuild } from '../../scripts/serve/serve-build.mjs';
import { syncPage } from '../../scripts/translations/sync.mjs';
import { rspressBin } from '../shared/fixture-site';
import { repoRoot } from '../shared/site-files';
import { seriousViolations } from './axe';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

// A small site built with this site's configuration: page a has one stale section out of three,
// page b has both of its sections stale. Its translations are recorded on RECORDED and built once;
// then the English text changes, as it would in a later commit, and the site is built again with
// the first build's cache (in its own folder), which must not hide the change.
const dir = join(repoRoot, 'node_modules', '.cache', 'translation-notice-site');
const outDir = join(dir, 'doc_build');
const RECORDED = '2024-05-01';

const pages: Record<string, string> = {
  'en/index.md': '# Home\n\nWelcome.\n',
  'zh/index.md': '# 首页\n\n欢迎。\n',
  'en/guide/a.mdx':
    '# Page A\n\n## First {#first}\n\nThe first section.\n\n## Second {#second}\n\nThe second section.\n\n## Third {#third}\n\nThe third section.\n',
  'zh/guide/a.mdx':
    '# 页面 A\n\n## 第一节 {#first}\n\n第一节的内容。\n\n## 第二节 {#second}\n\n第二节的内容。\n\n## 第三节 {#third}\n\n第三节的内容。\n',
  'en/guide/b.mdx': '# Page B\n\n## One {#one}\n\nOne.\n\n## Two {#two}\n\nTwo.\n',
  'zh/guide/b.mdx': '# 页面 B\n\n## 一 {#one}\n\n一。\n\n## 二 {#two}\n\n二。\n',
};

/** Later English edits: a changed sentence in a#second and in both sections of b; emphasis only in a#first. */
const edits: Record<string, [string, string][]> = {
  'en/guide/a.mdx': [
    ['The second section.', 'The second section, rewritten.'],
    ['The first section.', 'The *first*\nsection.'],
  ],
  'en/guide/b.mdx': [
    ['One.', 'One, changed.'],
    ['Two.', 'Two, changed.'],
  ],
};

const build = () =>
  spawnSync(process.execPath, [rspressBin, 'build', '-c', join(dir, 'rspress.config.ts')], {
    cwd: repoRoot,
    encoding: 'utf8',
  });
const notices = (page: string) =>
  readFileSync(join(outDir, page), 'utf8').match(/data-translation-status="stale"/g)?.length ?? 0;

function buildFixture() {
  rmSync(dir, { recursive: true, force: true });
  const docs = join(dir, 'docs');
  for (const [path, source] of Object.entries(pages)) {
    mkdirSync(dirname(join(docs, path)), { recursive: true });
    writeFileSync(join(docs, path), source);
  }
  for (const page of ['guide/a', 'guide/b']) syncPage(docs, 'zh', page, { date: RECORDED });
  // The site's favicon and logo live in docs/public.
  symlinkSync(join(repoRoot, 'docs', 'public'), join(docs, 'public'));
  const cache = { buildCache: { cacheDirectory: join(dir, 'cache') } };
  writeFileSync(
    join(dir, 'rspress.config.ts'),
    [
      `import config from ${JSON.stringify(join(repoRoot, 'rspress.config.ts'))};`,
      `export default { ...config, root: ${JSON.stringify(docs)}, outDir: ${JSON.stringify(outDir)},`,
      `  builderConfig: { ...config.builderConfig, performance: ${JSON.stringify(cache)} } };`,
    ].join('\n'),
  );
  const first = build();
  expect(first.status, first.stderr + first.stdout).toBe(0);
  expect(notices('zh/guide/a.html') + notices('zh/guide/b.html')).toBe(0);
  for (const [path, changes] of Object.entries(edits)) {
    let source = readFileSync(join(docs, path), 'utf8');
    for (const [from, to] of changes) source = source.replace(from, to);
    writeFileSync(join(docs, path), source);
  }
  return build();
}

let server: BuildServer | undefined;

test.describe('stale translation notice', () => {
  test.describe.configure({ mode: 'serial' });
  // The shared fixture checks requests against the page's origin, known once the server listens.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.use({ baseURL: async ({}, use) => use(server?.url ?? ''), locale: readerLocale('zh') });

  test.beforeAll(async () => {
    // Two builds: the hook needs more than its default time (the group's timeout covers tests).
    test.setTimeout(300_000);
    const build = buildFixture();
    expect(build.status, build.stderr + build.stdout).toBe(0);
    // A free port the system picks, so this server never meets the suite's own servers.
    server = await serveBuild({ dir: outDir, port: 0 });
  });

  test.afterAll(() => server?.close());

  test('is in the static HTML of the stale section only', async ({ request }) => {
    const html = await (await request.get('/zh/guide/a')).text();
    // Exactly one notice, between the heading of #second and the next heading.
    expect(notices('zh/guide/a.html')).toBe(1);
    const notice = html.indexOf('data-translation-status="stale"');
    expect(html.lastIndexOf('id="second"', notice)).toBeGreaterThan(html.indexOf('id="first"'));
    expect(html.indexOf('id="third"', notice)).toBeGreaterThan(notice);
    const english = await (await request.get('/guide/a')).text();
    expect(english).not.toContain('data-translation-status');
  });

  test('says when the translation was recorded and links to the English section', async ({
    page,
  }) => {
    await page.goto('/zh/guide/a');
    await ready(page);
    const notice = page.locator('[data-translation-status="stale"]');
    await expect(notice).toHaveCount(1);
    await expect(notice).toHaveAttribute('role', 'note');
    // The reader of a zh page reads the notice in Chinese, title, body and link.
    await expect(notice.locator('.rp-callout__content')).toHaveText(
      `本节译文记录于 ${RECORDED}，此后英文原文有过修改，以下内容可能已经过时，请以英文原文为准。`,
    );
    await expect(notice.locator('.rp-callout__title')).toHaveText('译文可能已过时');
    // The notice follows the heading of the stale section.
    await expect(page.locator('h2#second + [data-translation-status="stale"]')).toBeVisible();
    const link = notice.getByRole('link');
    await expect(link).toHaveAttribute('href', '/guide/a#second');
    await link.click();
    await expect(page).toHaveURL(/\/guide\/a#second$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.locator('h2#second')).toBeInViewport();
  });

  test('is one notice under the title when most sections are stale', async ({ page }) => {
    await page.goto('/zh/guide/b');
    await ready(page);
    const notice = page.locator('[data-translation-status="stale"]');
    await expect(notice).toHaveCount(1);
    // Under the title (and the theme's copy-as-Markdown button), above the first section.
    await expect(page.locator('h1 ~ [data-translation-status="stale"] ~ h2#one')).toHaveCount(1);
    await expect(notice.getByRole('link')).toHaveAttribute('href', '/guide/b');
    await expect(notice.getByRole('link')).toHaveText('英文原文');
    await expect(notice).toContainText(
      `本页译文记录于 ${RECORDED}，此后大部分章节的英文原文有过修改，本页内容可能已经过时，请以英文原文为准。`,
    );
  });

  for (const colorScheme of ['light', 'dark'] as const) {
    test(`is accessible in ${colorScheme} mode`, async ({ page }) => {
      await page.emulateMedia({ colorScheme });
      await page.goto('/zh/guide/a');
      await ready(page);
      const html = expect(page.locator('html'));
      await (colorScheme === 'dark' ? html.toHaveClass(/dark/) : html.not.toHaveClass(/dark/));
      expect(await seriousViolations(page)).toEqual([]);
    });
  }

  test('stays out of the search index and the Markdown twin', async ({ page }) => {
    await page.goto('/zh/guide/a');
    const noticeText =
      (await page.locator('[data-translation-status="stale"]').textContent()) ?? '';
    expect(noticeText).toContain(RECORDED);
    const indexes = readdirSync(join(outDir, 'static'), { recursive: true })
      .map(String)
      .filter((file) => /search_index\.zh\.[^/]*\.json$/.test(file));
    // The theme's index and the compact one the search panel loads (plugins/searchIndex.ts).
    expect(indexes.length).toBeGreaterThan(0);
    for (const file of indexes) {
      const index = readFileSync(join(outDir, 'static', file), 'utf8');
      expect(index, file).toContain('第二节的内容');
      expect(index, file).not.toContain(RECORDED);
      expect(index, file).not.toContain(noticeText.slice(0, 6));
    }
    const twin = readFileSync(join(outDir, 'zh/guide/a.md'), 'utf8');
    expect(twin).toContain('第二节的内容');
    expect(twin).not.toContain(RECORDED);
    expect(twin).not.toContain(noticeText.slice(0, 6));
  });
});
