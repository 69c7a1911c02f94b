import type { Page } from '@playwright/test';
import { throttleLikeAPhone } from '../../scripts/machine/phone-throttling.mjs';
import { askToSaveData, expect, ready, test, waitForHydration } from './fixtures';
import { readerLocale } from './readers';

const input = '.rp-search-panel__input';
const rows = '.rp-search-panel__results a';
const quickStart = '/guide/start/getting-started';

/** The index files the page has requested so far, by file name. */
function recordIndexRequests(page: Page): string[] {
  const files: string[] = [];
  page.on('request', (request) => {
    const file = new URL(request.url()).pathname.split('/').pop() ?? '';
    if (file.startsWith('search_index.')) files.push(file);
  });
  return files;
}

/** Opens the panel with the shortcut once React handles it (a key pressed before is lost). */
async function openSearch(page: Page): Promise<void> {
  await waitForHydration(page, '.rp-search-button');
  await page.keyboard.press('Control+k');
}

/** Loads a page of the guide, waits until it is ready and opens the panel on it. */
async function searchOn(page: Page, path = '/guide/start/introduction'): Promise<void> {
  await page.goto(path);
  await ready(page);
  await openSearch(page);
}

const firstRow = (page: Page) =>
  page
    .locator(rows)
    .first()
    .evaluate((link) => new URL((link as HTMLAnchorElement).href).pathname);

test.describe('search answers as you type', () => {
  test('a query typed quickly shows the results of its last key press, and they stay', async ({
    page,
  }) => {
    await searchOn(page);
    // No delay between keys: each key press arrives while earlier ones may still be searched.
    await page.locator(input).pressSequentially('deploy');
    await expect(page.locator(input)).toHaveValue('deploy');
    const marks = page.locator('.rp-suggest-item__mark');
    await expect(marks.first()).toHaveText(/^deploy$/i);
    await expect.poll(() => firstRow(page)).toBe('/guide/basic/deploy');
    // Results for a shorter text ("d", "de", …) must not arrive after those for the whole query.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(marks.first()).toHaveText(/^deploy$/i);
  });

  test('the panel opened right at load shows results without waiting for anything', async ({
    page,
  }) => {
    const requested = recordIndexRequests(page);
    await page.goto('/guide/start/introduction', { waitUntil: 'load' });
    await openSearch(page);
    await page.locator(input).fill('sidebar');
    await expect(page.locator(rows).first()).toBeVisible();
    // The panel reads the compact index written at build time, not the theme's full one.
    expect(requested.length).toBeGreaterThan(0);
    expect(requested.every((file) => file.endsWith('.c3.json'))).toBe(true);
  });

  test('on a slow phone, a query typed as the panel opens gets its results', async ({ page }) => {
    // Lighthouse's mobile throttling: the text typed while the index loads is searched once it is.
    await throttleLikeAPhone(page);
    await page.goto('/guide/start/introduction', { waitUntil: 'networkidle' });
    await openSearch(page);
    // Typed in the first frame the input exists (a locator's retries would wait longer).
    await page.waitForFunction((selector) => document.querySelector(selector), input, {
      polling: 'raf',
    });
    await page.keyboard.insertText('sidebar');
    await expect(page.locator(rows).first()).toBeVisible();
    await expect(page.locator('.rp-suggest-item__mark').first()).toHaveText(/^sidebar$/i);
  });

  test('a key press right after the index is ready, before the panel re-renders, is searched', async ({
    page,
    context,
  }) => {
    // A reader who saves data, so the index is asked for on intent: the panel opens first and the
    // index loads while it is open (held by the route below).
    await askToSaveData(context);
    await page.addInitScript(() => {
      // When the index is parsed, queue a task that types. The panel finishes loading in the
      // microtasks that follow and only then asks React for a render, whose task comes after it.
      const json = Response.prototype.json;
      Response.prototype.json = async function (this: Response) {
        const parsed = await json.call(this);
        if (this.url.includes('/search_index.')) {
          const channel = new MessageChannel();
          channel.port1.onmessage = () => {
            const field = document.querySelector<HTMLInputElement>('.rp-search-panel__input');
            if (!field) return;
            Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set?.call(
              field,
              'sidebar',
            );
            field.dispatchEvent(new Event('input', { bubbles: true }));
            (window as Window & { typedAfterIndex?: boolean }).typedAfterIndex = true;
          };
          channel.port2.postMessage(null);
        }
        return parsed;
      };
    });
    // The index arrives once the panel is open and has focused its input, however slow the page.
    await page.route('**/static/search_index.*', async (route) => {
      await expect(page.locator(input)).toBeFocused();
      await route.continue();
    });
    await searchOn(page);
    // Loading and parsing the index takes as long as the machine makes it: wait for the typing
    // itself (bounded by the test's time limit), then check what it left.
    await page.waitForFunction(
      () => (window as Window & { typedAfterIndex?: boolean }).typedAfterIndex === true,
    );
    await expect(page.locator(input)).toHaveValue('sidebar');
    await expect(page.locator('.rp-suggest-item__mark').first()).toHaveText(/^sidebar$/i);
  });

  test("the index is fetched after the page's load event, before any intent to search", async ({
    page,
  }) => {
    const requested = recordIndexRequests(page);
    await page.goto('/guide/start/introduction');
    await ready(page);
    await expect.poll(() => requested.length).toBeGreaterThan(0);
    await expect(page.locator(input)).toHaveCount(0);
  });

  test('a result list has no two rows that lead to the same place with the same text', async ({
    page,
  }) => {
    await searchOn(page);
    await page.locator(input).fill('sidebar');
    await expect(page.locator(rows).first()).toBeVisible();
    const shown = await page
      .locator(rows)
      .evaluateAll((links) =>
        links.map((link) => `${(link as HTMLAnchorElement).href} ${link.textContent}`),
      );
    expect(shown.length).toBeGreaterThan(1);
    expect(shown.filter((row, i) => shown.indexOf(row) !== i)).toEqual([]);
  });
});

test.describe('install questions land on the quick start', () => {
  for (const query of ['install', 'set up', 'instal']) {
    test(`"${query}" ranks the quick start first`, async ({ page }) => {
      await searchOn(page);
      await page.locator(input).fill(query);
      await expect.poll(() => firstRow(page)).toBe(quickStart);
    });
  }

  test.describe('in Chinese', () => {
    test.use({ locale: readerLocale('zh') });
    for (const query of ['安装', '快速开始', '如何安装 Rspress']) {
      test(`"${query}" ranks the quick start first`, async ({ page }) => {
        await searchOn(page, '/zh/guide/start/introduction');
        await page.locator(input).fill(query);
        await expect.poll(() => firstRow(page)).toBe(`/zh${quickStart}`);
      });
    }
  });
});
