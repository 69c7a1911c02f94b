// Plain Playwright with the suite's CPU throttle: the shared fixture rejects requests to other
// origins, and this page's Algolia requests are meant to fail.
import { type BuildServer, serveBuild } from '../../scripts/serve/serve-build.mjs';
import { buildFixtureSite } from '../shared/fixture-site';
import { expect, browserTest as test, waitForHydration } from './fixtures';

// A small site built with this site's configuration and dummy DocSearch credentials, served on a
// port of its own; Algolia is unreachable. The search code is the same for two pages as for ninety.
const pages: Record<string, string> = {
  'en/index.md': '# Home\n\nWelcome.\n',
  'zh/index.md': '# 首页\n\n欢迎。\n',
  'en/guide/intro.md': '# Introduction\n\nThe sidebar lists every page.\n',
  'zh/guide/intro.md': '# 介绍\n\n侧边栏列出每个页面。\n',
};

let server: BuildServer;

test.describe('hosted DocSearch build', () => {
  test.describe.configure({ mode: 'serial', timeout: 300_000 });

  test.beforeAll(async () => {
    const files = Object.fromEntries(
      Object.entries(pages).map(([path, source]) => [`docs/${path}`, source]),
    );
    const build = buildFixtureSite(files, {
      DOCSEARCH_APP_ID: 'DUMMYAPPID',
      DOCSEARCH_API_KEY: 'dummy-key',
      DOCSEARCH_INDEX_NAME: 'dummy-index',
      SHARE_CARDS: 'off',
    });
    expect(build.status, build.log).toBe(0);
    // A free port the system picks, so this server never meets the suite's own servers.
    server = await serveBuild({ dir: build.out, port: 0 });
  });

  test.afterAll(() => server?.close());

  test('shows the DocSearch modal with its defaults and no results when offline', async ({
    page,
  }) => {
    await page.route(/algolia(net)?\.(net|com|io)/, (route) => route.abort());
    await page.goto(`${server.url}/guide/intro`);
    // A click before React has taken the button over opens nothing.
    await waitForHydration(page, '.DocSearch-Button');
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
