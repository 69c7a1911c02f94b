// On one page, choosing a tab label switches every group that has that label, wherever the label
// sits in the group. No page of the site has two groups with shared labels, so a small site built
// with this site's configuration has one.
import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { repoRoot } from '../shared/site-files';
import { expect, ready, test } from './fixtures';

const dir = join(repoRoot, 'node_modules', '.cache', 'tabs-same-page-site');
const outDir = join(dir, 'doc_build');
// Beside the dev server's port (+100), in the range the browser tests keep for their own servers.
const port = Number(process.env.E2E_PORT ?? 4173) + 102;

const tabsPage = [
  '# Tabs',
  '',
  "import { PackageManagerTabs, Tab, Tabs } from '@rspress/core/theme';",
  '',
  '<PackageManagerTabs command="install one" />',
  '',
  '<PackageManagerTabs command="install two" />',
  '',
  '<Tabs>',
  '  <Tab label="pnpm">pnpm first here</Tab>',
  '  <Tab label="npm">npm second here</Tab>',
  '</Tabs>',
  '',
].join('\n');
const pages: Record<string, string> = {
  'en/index.md': '# Home\n\nWelcome.\n',
  'zh/index.md': '# 首页\n\n欢迎。\n',
  'en/tabs.mdx': tabsPage,
  'zh/tabs.mdx': tabsPage.replace('# Tabs', '# 标签页'),
};

let server: ChildProcess | undefined;

test.describe('tab groups on one page', () => {
  test.use({ baseURL: `http://127.0.0.1:${port}` });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    rmSync(dir, { recursive: true, force: true });
    for (const [path, source] of Object.entries(pages)) {
      mkdirSync(dirname(join(dir, 'docs', path)), { recursive: true });
      writeFileSync(join(dir, 'docs', path), source);
    }
    symlinkSync(join(repoRoot, 'docs', 'public'), join(dir, 'docs', 'public'));
    writeFileSync(
      join(dir, 'rspress.config.ts'),
      [
        `import config from ${JSON.stringify(join(repoRoot, 'rspress.config.ts'))};`,
        `export default { ...config, root: ${JSON.stringify(join(dir, 'docs'))}, outDir: ${JSON.stringify(outDir)} };`,
      ].join('\n'),
    );
    const build = spawnSync('npx', ['rspress', 'build', '-c', join(dir, 'rspress.config.ts')], {
      cwd: repoRoot,
      encoding: 'utf8',
    });
    expect(build.status, build.stderr + build.stdout).toBe(0);
    server = spawn('node', ['scripts/serve-build.mjs', String(port), outDir], { cwd: repoRoot });
    await expect
      .poll(async () => (await fetch(`http://127.0.0.1:${port}/`).catch(() => null))?.status)
      .toBe(200);
  });

  test.afterAll(() => {
    server?.kill();
  });

  test('choosing pnpm in one group switches the others, by label', async ({ page }) => {
    await page.goto('/tabs');
    await ready(page);
    const groups = page.getByRole('tablist');
    await expect(groups).toHaveCount(3);
    const selected = groups.locator('[aria-selected="true"]');
    await expect(selected).toHaveText(['npm', 'npm', 'pnpm']);
    await groups.nth(1).getByRole('tab', { name: 'pnpm', exact: true }).click();
    await expect(selected).toHaveText(['pnpm', 'pnpm', 'pnpm']);
    await groups.nth(2).getByRole('tab', { name: 'npm', exact: true }).click();
    await expect(selected).toHaveText(['npm', 'npm', 'npm']);
    await expect(page.getByText('npm second here')).toBeVisible();
    await expect(page.getByText('pnpm first here')).toBeHidden();
  });
});
