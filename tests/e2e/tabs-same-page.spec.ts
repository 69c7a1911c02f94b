// On one page, choosing a tab label switches every group that has that label, wherever the label
// sits in the group. No page of the site has two groups with shared labels, so a small site built
// with this site's configuration has one.
import { type BuildServer, serveBuild } from '../../scripts/serve/serve-build.mjs';
import { buildFixtureSite } from '../shared/fixture-site';
import { expect, ready, test } from './fixtures';

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

let server: BuildServer;

test.describe('tab groups on one page', () => {
  test.describe.configure({ mode: 'serial' });
  // The shared fixture checks requests against the page's origin, known once the server listens.
  // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
  test.use({ baseURL: async ({}, use) => use(server?.url ?? '') });

  test.beforeAll(async () => {
    test.setTimeout(300_000);
    const files = Object.fromEntries(
      Object.entries(pages).map(([path, source]) => [`docs/${path}`, source]),
    );
    const build = buildFixtureSite(files, { SHARE_CARDS: 'off' });
    expect(build.status, build.log).toBe(0);
    // A free port the system picks, so this server never meets the suite's own servers.
    server = await serveBuild({ dir: build.out, port: 0 });
  });

  test.afterAll(() => server?.close());

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
