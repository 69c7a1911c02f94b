import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { join } from 'node:path';
// Plain Playwright: the shared fixture rejects requests to other origins, and this page's Algolia
// requests are meant to fail.
import { expect, test } from '@playwright/test';
import { repoRoot } from '../shared/site-files';

// A second build with dummy DocSearch credentials, served on its own port; Algolia is unreachable.
const outDir = join(repoRoot, 'node_modules', '.cache', 'docsearch-build');
const port = Number(process.env.E2E_PORT ?? 4173) + 50;
let server: ChildProcess | undefined;

test.describe('hosted DocSearch build', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(() => {
    const build = spawnSync('npx', ['rspress', 'build'], {
      cwd: repoRoot,
      encoding: 'utf8',
      env: {
        ...process.env,
        DOCSEARCH_APP_ID: 'DUMMYAPPID',
        DOCSEARCH_API_KEY: 'dummy-key',
        DOCSEARCH_INDEX_NAME: 'dummy-index',
        SITE_OUT_DIR: outDir,
        RSPRESS_PERSISTENT_CACHE: 'false',
      },
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);
    server = spawn('node', ['scripts/serve-build.mjs', String(port), outDir], { cwd: repoRoot });
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('shows the DocSearch modal with its defaults and no results when offline', async ({
    page,
  }) => {
    await page.route(/algolia(net)?\.(net|com|io)/, (route) => route.abort());
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status)
      .toBe(200);
    await page.goto(`http://127.0.0.1:${port}/guide/start/introduction`);
    await page.locator('.DocSearch-Button').click();
    const input = page.locator('.DocSearch-Modal input');
    await expect(input).toBeVisible();
    // The default of @docsearch/react 4.7.1, which plugin-algolia 2.0.22 installs (DocSearch 3 had 64).
    await expect(input).toHaveAttribute('maxlength', '512');
    await input.fill('sidebar');
    // With the hosted service unreachable, DocSearch 4.7.1 shows its empty state (DocSearch 3
    // showed "Unable to fetch results").
    await expect(page.locator('.DocSearch-Modal')).toContainText('No results found for "sidebar"');
  });
});
