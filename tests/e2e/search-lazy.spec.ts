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

test.describe('the search panel is not part of the page', () => {
  for (const [intent, act] of [
    ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
    ['a click on the button', (page: Page) => page.locator('.rp-search-button').first().click()],
  ] as const) {
    test(`before the page is idle, its code loads on ${intent}`, async ({ page }) => {
      await holdIdleCallbacks(page);
      const bodies = recordScripts(page);
      await page.goto('/guide/start/introduction');
      await ready(page);
      expect(panelCode(bodies)).toBe(false);

      await act(page);
      const input = page.locator('.rp-search-panel__input');
      await expect(input).toBeVisible();
      await expect(input).toBeFocused();
      expect(panelCode(bodies)).toBe(true);
    });
  }

  test('its code loads once the page is idle, without opening it', async ({ page }) => {
    const bodies = recordScripts(page);
    await page.goto('/guide/start/introduction');
    await ready(page);
    await expect.poll(() => panelCode(bodies)).toBe(true);
    await expect(page.locator('.rp-search-panel__input')).toHaveCount(0);
  });
});

// What `rendered` (fixtures.ts) relies on: after `load`, a page fetches only its icon until the
// browser is idle, so the page matrix may read it without waiting for the network to go quiet.
for (const route of ['/', '/guide/start/introduction', '/api/client-api/api-runtime']) {
  test(`${route} fetches nothing after load but its icon until the browser is idle`, async ({
    page,
  }) => {
    await holdIdleCallbacks(page);
    const late: string[] = [];
    let loaded = false;
    page.on('request', (request) => {
      if (loaded) late.push(new URL(request.url()).pathname);
    });
    await page.goto(route);
    loaded = true;
    await ready(page);
    expect(late.filter((path) => path !== '/favicon.svg')).toEqual([]);
  });
}
