import type { Page } from '@playwright/test';
import { expect, ready, test } from './fixtures';

/** The bodies of the scripts the page has downloaded so far, collected as they arrive. */
function recordScripts(page: Page): string[] {
  const bodies: string[] = [];
  page.on('response', async (response) => {
    if (response.request().resourceType() === 'script') bodies.push(await response.text());
  });
  return bodies;
}

/** The panel's chunk: the only script that renders its input (others style it). */
const panelCode = (bodies: string[]) =>
  bodies.some((body) => /className:\s*"rp-search-panel__input"/.test(body));

/** Idle callbacks never run: the page as it is before it first goes idle. */
const holdIdleCallbacks = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

/** Whether the page has asked for a search index file so far. */
function recordIndexRequests(page: Page): () => boolean {
  let asked = false;
  page.on('request', (request) => {
    if (/\/search_index\.[^/]*$/.test(new URL(request.url()).pathname)) asked = true;
  });
  return () => asked;
}

test.describe('the search panel is not part of the page', () => {
  // Its code and its index come once the page has loaded, so that a reader who searches straight
  // away gets results at once, and nothing competes with the page's own first load.
  test("its code and index arrive after the page's load event, without intent, and it stays closed", async ({
    page,
  }) => {
    // Without idle callbacks: the load event alone brings them.
    await holdIdleCallbacks(page);
    const bodies: { url: string; body: string }[] = [];
    page.on('response', async (response) => {
      if (response.request().resourceType() === 'script')
        bodies.push({ url: response.url(), body: await response.text() });
    });
    const indexAsked = recordIndexRequests(page);
    await page.goto('/guide/start/introduction');
    await ready(page);
    await expect.poll(indexAsked).toBe(true);
    const chunk = bodies.find(({ body }) => panelCode([body]));
    expect(chunk, "the panel's code, without intent").toBeDefined();
    const [loadStart, chunkStart, indexStart] = await page.evaluate(
      (url) => [
        (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
          .loadEventStart,
        performance.getEntriesByName(url)[0]?.startTime ?? Number.NaN,
        performance
          .getEntriesByType('resource')
          .find(({ name }) => /\/search_index\.[^/]*$/.test(name))?.startTime ?? Number.NaN,
      ],
      chunk?.url ?? '',
    );
    expect(chunkStart).toBeGreaterThanOrEqual(loadStart);
    expect(indexStart).toBeGreaterThanOrEqual(loadStart);
    await expect(page.locator('.rp-search-panel__input')).toHaveCount(0);

    await page.keyboard.press('Control+k');
    const input = page.locator('.rp-search-panel__input');
    await expect(input).toBeVisible();
    await expect(input).toBeFocused();
  });

  // The load event often comes while React is still hydrating (on a slow phone, for a good while):
  // the panel's code starts then, and the index of the page's language as soon as the code is in,
  // neither waiting for hydration to commit, so a reader who searches straight away waits for
  // neither. Staged for certain: React's scheduler gets no message until the test lets it, so the
  // page loads and stays unhydrated.
  for (const [route, index] of [
    ['/guide/start/introduction', /\/search_index\.en\.[0-9a-f]+\.c3\.json$/],
    ['/zh/guide/start/introduction', /\/search_index\.zh\.[0-9a-f]+\.c3\.json$/],
  ] as const) {
    test(`${route}: its code and its language's index come after the load event, before React has hydrated the page`, async ({
      page,
    }) => {
      await holdIdleCallbacks(page);
      await page.addInitScript(() => {
        const held: (() => void)[] = [];
        const win = window as unknown as { releaseMessages: () => void; firstCommit?: number };
        let released = false;
        const Channel = window.MessageChannel;
        window.MessageChannel = class extends Channel {
          constructor() {
            super();
            const post = this.port2.postMessage.bind(this.port2);
            this.port2.postMessage = (message: unknown) => {
              if (released) post(message);
              else held.push(() => post(message));
            };
          }
        };
        win.releaseMessages = () => {
          released = true;
          for (const post of held.splice(0)) post();
        };
        // When React first commits (the hook the context installs for ready()).
        const hook = (
          window as unknown as {
            __REACT_DEVTOOLS_GLOBAL_HOOK__: { onCommitFiberRoot: (...args: unknown[]) => void };
          }
        ).__REACT_DEVTOOLS_GLOBAL_HOOK__;
        const commit = hook.onCommitFiberRoot;
        hook.onCommitFiberRoot = (...args) => {
          win.firstCommit ??= performance.now();
          commit(...args);
        };
      });
      const bodies: string[] = recordScripts(page);
      const indexes: string[] = [];
      page.on('request', (request) => {
        if (/\/search_index\.[^/]*$/.test(new URL(request.url()).pathname))
          indexes.push(request.url());
      });
      await page.goto(route, { waitUntil: 'load' });
      await expect.poll(() => indexes.length).toBe(1);
      expect(indexes[0]).toMatch(index);
      await expect.poll(() => panelCode(bodies)).toBe(true);
      expect(await page.evaluate(() => (window as { firstCommit?: number }).firstCommit)).toBe(
        undefined,
      );

      // Let go, React hydrates, and the shortcut opens the panel.
      await page.evaluate(() =>
        (window as unknown as { releaseMessages: () => void }).releaseMessages(),
      );
      await ready(page);
      await page.keyboard.press('Control+k');
      await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    });
  }

  test('readers who save data get its code and index on intent only', async ({ page }) => {
    await page.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    const bodies = recordScripts(page);
    const indexAsked = recordIndexRequests(page);
    await page.goto('/guide/start/introduction');
    await ready(page);
    expect(panelCode(bodies)).toBe(false);
    expect(indexAsked()).toBe(false);

    await page.locator('.rp-search-button').first().click();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    // The body arrives after its response: read it once it is in.
    await expect.poll(() => panelCode(bodies)).toBe(true);
    expect(indexAsked()).toBe(true);
  });
});

/** What the page has fetched since `since` (its load event when not given): path and kind. */
const fetchedSince = (page: Page, since?: number) =>
  page.evaluate((after) => {
    const load = (performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming)
      .loadEventStart;
    return (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => entry.startTime >= (after ?? load))
      .map((entry) => ({ path: new URL(entry.name).pathname, type: entry.initiatorType }));
  }, since);

// What `rendered` (fixtures.ts) relies on: after `load`, a page fetches only its icon, the search
// panel's code and its index (which draw nothing until the panel opens) until the browser is idle,
// so the page matrix may read it without waiting for the network to go quiet.
for (const route of ['/', '/guide/start/introduction', '/api/client-api/api-runtime']) {
  test(`${route} fetches nothing after load but its icon, the search panel's code and its index until the browser is idle`, async ({
    page,
    context,
  }) => {
    await holdIdleCallbacks(page);
    const indexAsked = recordIndexRequests(page);
    await page.goto(route);
    await ready(page);
    await expect.poll(indexAsked).toBe(true);
    const late = await fetchedSince(page);
    const index = /^\/static\/search_index\.en\.[0-9a-f]+\.c3\.json$/;
    expect(late.filter(({ path }) => index.test(path))).toEqual([
      { path: expect.any(String), type: 'fetch' },
    ]);
    expect(
      late.filter(
        ({ path, type }) => path !== '/favicon.svg' && type !== 'script' && !index.test(path),
      ),
    ).toEqual([]);
    const lateScripts = late.filter(({ type }) => type === 'script').map(({ path }) => path);

    // The panel's code is what Ctrl+K fetches for a reader who saves data (who gets it on intent).
    const saving = await context.newPage();
    // Idle held there too: what the page fetches once idle (a code example's type notes) is not
    // the panel's.
    await holdIdleCallbacks(saving);
    await saving.addInitScript(() => {
      Object.defineProperty(navigator, 'connection', { value: { saveData: true } });
    });
    await saving.goto(route);
    await ready(saving);
    const before = await saving.evaluate(() => performance.now());
    await saving.keyboard.press('Control+k');
    await expect(saving.locator('.rp-search-panel__input')).toBeFocused();
    const panelScripts = (await fetchedSince(saving, before))
      .filter(({ type }) => type === 'script')
      .map(({ path }) => path);
    expect(panelScripts.length).toBeGreaterThan(0);
    expect(lateScripts.sort()).toEqual(panelScripts.sort());
  });
}
