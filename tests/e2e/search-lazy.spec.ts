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

const panelCode = (bodies: string[]) =>
  bodies.some((body) => body.includes('rp-search-panel__input'));

test.describe('search panel code is loaded on intent', () => {
  for (const [intent, act] of [
    ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
    ['a click on the button', (page: Page) => page.locator('.rp-search-button').first().click()],
  ] as const) {
    test(`not with the page, but after ${intent}`, async ({ page }) => {
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
});
