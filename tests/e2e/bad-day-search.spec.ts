// Search on a bad day, in the page's language: a failed index download shows the brief's error
// screen with a retry (before: "Error: Failed to fetch", in English, until a reload), search comes
// back with the network without a reload, and a slow index shows a loading status after 300 ms
// and never sooner.
import type { Page, Route } from '@playwright/test';
import { expect, rendered, test } from './fixtures';
import { readerLocale } from './readers';

const INDEX = /\/static\/search_index\.[^/]*\.json$/;

const texts = {
  en: {
    path: '/guide/start/introduction',
    query: 'deploy',
    title: 'Unable to fetch results',
    help: 'You might want to check your network connection.',
    retry: 'Try again',
    loading: 'Loading results…',
  },
  zh: {
    path: '/zh/guide/start/introduction',
    query: '部署',
    title: '无法获取搜索结果',
    help: '请检查网络连接。',
    retry: '重试',
    loading: '正在加载搜索结果…',
  },
} as const;

const results = (page: Page) => page.locator('.rp-search-panel__results');
const firstResultLink = (page: Page) => results(page).locator('a[href]').first();

/** Opens the panel and types; each index download until the route lets it through fails, the one after load too. */
async function openAndType(page: Page, query: string) {
  await page.locator('.rp-search-button').first().click();
  await page.locator('.rp-search-panel__input').fill(query);
}

/** Opens `path` with its index download failing, and searches `query`; the returned call lets it through. */
async function searchWithIndexFailing(page: Page, path: string, query: string) {
  let allowed = false;
  await page.route(INDEX, (route: Route) => (allowed ? route.continue() : route.abort()));
  await page.goto(path);
  await rendered(page);
  await openAndType(page, query);
  return () => {
    allowed = true;
  };
}

for (const lang of ['en', 'zh'] as const) {
  const t = texts[lang];
  test.describe(`${lang}: search on a bad day`, () => {
    test.use({ locale: readerLocale(lang) });

    test('a failed download: the error screen, then results after a retry', async ({
      page,
      problems,
    }) => {
      const allow = await searchWithIndexFailing(page, t.path, t.query);
      const alert = results(page).getByRole('alert');
      await expect(alert).toContainText(t.title);
      await expect(alert).toContainText(t.help);
      await expect(results(page)).not.toContainText('Error');
      await expect(results(page)).not.toContainText('Failed to fetch');
      allow();
      await alert.getByRole('button', { name: t.retry }).click();
      await expect(firstResultLink(page)).toBeVisible();
      await expect(alert).toBeHidden();
      problems.list = problems.list.filter((problem) => !/search_index/.test(problem));
    });

    test('a failed download: the next key press fetches the index again', async ({
      page,
      problems,
    }) => {
      const allow = await searchWithIndexFailing(page, t.path, t.query);
      await expect(results(page).getByRole('alert')).toContainText(t.title);
      allow();
      await page.locator('.rp-search-panel__input').press('End');
      await page.keyboard.type(lang === 'en' ? 's' : '吗');
      await expect(firstResultLink(page)).toBeVisible();
      problems.list = problems.list.filter((problem) => !/search_index/.test(problem));
    });

    test('a slow index: the loading status shows while it arrives, then the results', async ({
      page,
    }) => {
      let release = () => {};
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      await page.route(INDEX, async (route: Route) => {
        await held;
        await route.continue();
      });
      await page.goto(t.path);
      await rendered(page);
      await openAndType(page, t.query);
      const status = results(page).getByRole('status');
      await expect(status).toHaveText(t.loading);
      release();
      await expect(firstResultLink(page)).toBeVisible();
      await expect(status).toBeHidden();
    });

    test('a fast index: no loading status flashes before the results', async ({ page }) => {
      await page.goto(t.path);
      await rendered(page);
      // Index downloaded: the panel answers from it at once.
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => {
        const seen: string[] = [];
        (window as { statusSeen?: string[] }).statusSeen = seen;
        new MutationObserver(() => {
          if (document.querySelector('.rp-search-panel__results [role="status"]'))
            seen.push('status');
        }).observe(document.body, { childList: true, subtree: true });
      });
      await openAndType(page, t.query);
      await expect(firstResultLink(page)).toBeVisible();
      expect(await page.evaluate(() => (window as { statusSeen?: string[] }).statusSeen)).toEqual(
        [],
      );
    });
  });
}
