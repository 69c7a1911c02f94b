import type { Page, Route } from '@playwright/test';
import { expect, test, waitForHydration } from './fixtures';

const input = '.rp-search-panel__input';
const marks = '.rp-suggest-item__mark';
/** A slow machine: the CPU slowed down 6× through the DevTools protocol. */
const CPU_SLOWDOWN = 6;

test.describe.configure({ timeout: 120_000 });
/** At 6× slower, parsing and indexing the index takes seconds: wait for it, assert no time. */
const slowly = { timeout: 45_000 };

async function slowCpu(page: Page): Promise<void> {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: CPU_SLOWDOWN });
}

/**
 * Holds back the responses for which `hold` says so until `release` is called; the others pass.
 * The scripts are matched on their body, so no chunk name is written here.
 */
function holdResponses(page: Page, pattern: string, hold: (body: string) => boolean) {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  let held = 0;
  void page.route(pattern, async (route: Route) => {
    const response = await route.fetch();
    const body = await response.text();
    if (hold(body)) {
      held++;
      await released;
    }
    await route.fulfill({ response, body });
  });
  return { release, held: () => held };
}

/**
 * The panel's chunk: the only script that renders its input (other chunks carry the input's class
 * in their stylesheets).
 */
function holdPanelCode(page: Page) {
  return holdResponses(page, '**/static/js/**', (body) =>
    /className:\s*"rp-search-panel__input"/.test(body),
  );
}

/**
 * Idle callbacks never run: nothing the page fetches once idle (print styles, a code example's
 * type notes) goes through the held routes of the slowed page.
 */
const noIdlePreload = (page: Page) =>
  page.addInitScript(() => {
    window.requestIdleCallback = () => 0;
  });

test.describe('no keystroke is lost on a slow machine', () => {
  for (const [intent, act] of [
    ['Ctrl+K', (page: Page) => page.keyboard.press('Control+k')],
    ['a click on the button', (page: Page) => page.locator('.rp-search-button').first().click()],
  ] as const) {
    test(`text typed after ${intent}, before the panel's code arrives, is searched`, async ({
      page,
    }) => {
      await noIdlePreload(page);
      await slowCpu(page);
      const panelCode = holdPanelCode(page);
      await page.goto('/guide/start/introduction');
      await waitForHydration(page, '.rp-search-button');
      await act(page);
      await page.keyboard.type('sidebar');
      // The chunk is held once its request has gone out and its body has been read: on a loaded
      // machine that may be after the last key (and the search button's effect may run late too).
      await expect.poll(panelCode.held, slowly).toBe(1);
      await expect(page.locator(input)).toHaveCount(0);
      panelCode.release();
      // At 6× slower the released chunk takes seconds to parse and render: wait for it.
      await expect(page.locator(input)).toHaveValue('sidebar', slowly);
      await expect(page.locator(input)).toBeFocused();
      await expect(page.locator(marks).first()).toHaveText(/^sidebar$/i, slowly);
    });
  }

  test('text typed before and after the panel appears, before its index arrives, is searched whole', async ({
    page,
  }) => {
    await noIdlePreload(page);
    await slowCpu(page);
    const panelCode = holdPanelCode(page);
    const index = holdResponses(page, '**/static/search_index.*', () => true);
    await page.goto('/guide/start/introduction');
    await waitForHydration(page, '.rp-search-button');
    await page.keyboard.press('Control+k');
    // A typo and its correction while the code loads: Backspace counts too.
    await page.keyboard.type('sidx');
    await page.keyboard.press('Backspace');
    panelCode.release();
    await expect(page.locator(input)).toHaveValue('sid', slowly);
    await page.keyboard.type('ebar');
    await expect(page.locator(input)).toHaveValue('sidebar');
    await expect.poll(index.held, slowly).toBeGreaterThan(0);
    index.release();
    await expect(page.locator(marks).first()).toHaveText(/^sidebar$/i, slowly);
  });

  test('Escape before the panel arrives cancels the search and its text', async ({ page }) => {
    await noIdlePreload(page);
    await slowCpu(page);
    const panelCode = holdPanelCode(page);
    await page.goto('/guide/start/introduction');
    await waitForHydration(page, '.rp-search-button');
    await page.keyboard.press('Control+k');
    await page.keyboard.type('deploy');
    await page.keyboard.press('Escape');
    // The pointer on the button loads the panel's code without opening it. Its request may already
    // be out (Ctrl+K asked for it); on a loaded machine the button's effect may not have run before
    // Escape, and then this is what brings the code.
    await page.locator('.rp-search-button').first().hover();
    panelCode.release();
    // The panel's code has run (its chunk is registered with the page's chunk loader) and React
    // has rendered since (two frames): the panel is mounted, and it stays closed.
    await page.waitForFunction(
      () =>
        Object.entries(window).some(
          ([name, chunks]) =>
            name.startsWith('rspackChunk') &&
            Array.isArray(chunks) &&
            chunks.some(([, modules]) =>
              Object.values(modules as Record<string, unknown>).some((module) =>
                /className:\s*"rp-search-panel__input"/.test(String(module)),
              ),
            ),
        ),
      null,
      slowly,
    );
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
    await expect(page.locator(input)).toHaveCount(0);
    // Opened again, it starts empty.
    await page.keyboard.press('Control+k');
    await expect(page.locator(input)).toHaveValue('');
  });
});
