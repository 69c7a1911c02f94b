// Readers who block site data or whose storage is full: every page stays whole (before the guard,
// the theme's storage hook threw once the scripts ran and React emptied the page), and choices
// (the appearance) still hold on the page. Storage that throws on access and on write is made by
// an init script; the browser's own "block site data" setting by a real Chromium profile.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/machine/chromium.mjs';
import { expect, rendered, test, waitForHydration } from './fixtures';
import { readerLocale } from './readers';

/** Each page with its heading, as the reader sees it: home, a guide page, the API overview. */
const pages = [
  { path: '/', heading: /Rspress/ },
  { path: '/guide/start/introduction', heading: 'Introduction' },
  { path: '/api/', heading: 'API Overview' },
  { path: '/zh/', heading: /Rspress/ },
  { path: '/zh/guide/start/introduction', heading: '介绍' },
  { path: '/zh/api/', heading: 'API 概览' },
] as const;

const switchLabel = { en: 'Switch between light and dark mode', zh: '切换浅色与深色模式' };
const langOf = (path: string) => (path.startsWith('/zh') ? 'zh' : 'en');

/** Storage that refuses every access, as a browser that blocks site data does. */
function blockStorage() {
  for (const name of ['localStorage', 'sessionStorage'])
    Object.defineProperty(window, name, {
      get() {
        throw new DOMException('The user denied access to storage', 'SecurityError');
      },
    });
}

/** Storage that reads but refuses every write, as a full one does. */
function fillStorage() {
  Storage.prototype.setItem = () => {
    throw new DOMException('The quota has been exceeded', 'QuotaExceededError');
  };
}

/** The page is whole after hydration: its heading, the navbar's search, and the text. */
async function expectWholePage(page: Page, heading: string | RegExp) {
  await expect(page.locator('h1').first()).toContainText(heading);
  await expect(page.locator('.rp-search-button').first()).toBeVisible();
  expect(await page.evaluate(() => document.body.innerText.trim().length)).toBeGreaterThan(200);
}

/** The appearance switch turns the page dark and back, though nothing can be stored. */
async function expectAppearanceSwitches(page: Page, lang: 'en' | 'zh') {
  const html = page.locator('html');
  await expect(html).not.toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: switchLabel[lang] }).click();
  await expect(html).toHaveClass(/\bdark\b/);
  await page.getByRole('button', { name: switchLabel[lang] }).click();
  await expect(html).not.toHaveClass(/\bdark\b/);
}

for (const [name, script] of [
  ['storage that throws on access', blockStorage],
  ['storage that throws on write', fillStorage],
] as const) {
  test.describe(name, () => {
    for (const { path, heading } of pages) {
      test.describe(path, () => {
        test.use({ locale: readerLocale(langOf(path)), colorScheme: 'light' });
        test(`${path} stays whole and its appearance switch works`, async ({ page }) => {
          await page.addInitScript(script);
          await page.goto(path);
          await rendered(page);
          await expectWholePage(page, heading);
          await expectAppearanceSwitches(page, langOf(path));
        });
      });
    }
  });
}

test.describe('the browser set to block site data (a real Chromium profile)', () => {
  let profile: string;
  test.beforeAll(() => {
    profile = mkdtempSync(join(tmpdir(), 'blocked-site-data-'));
    mkdirSync(join(profile, 'Default'));
    // Chromium's setting "Don't allow sites to save data": cookies and storage blocked.
    writeFileSync(
      join(profile, 'Default', 'Preferences'),
      JSON.stringify({ profile: { default_content_setting_values: { cookies: 2 } } }),
    );
  });
  test.afterAll(() => rmSync(profile, { recursive: true, force: true }));

  test('every page stays whole, in both languages', async ({ baseURL }) => {
    // The full browser: its headless shell does not read a profile's content settings.
    const context = await chromium.launchPersistentContext(profile, {
      executablePath: findChromium(),
      args: [...CHROMIUM_ARGS],
      baseURL,
      locale: 'fr-FR',
      colorScheme: 'light',
      viewport: { width: 1440, height: 900 },
    });
    try {
      const page = context.pages()[0] ?? (await context.newPage());
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      for (const { path, heading } of pages) {
        await page.goto(path);
        // The setting is in force: the page's own storage refuses access.
        expect(
          await page.evaluate(() => {
            try {
              return String(localStorage.length);
            } catch (error) {
              return (error as DOMException).name;
            }
          }),
        ).toBe('SecurityError');
        await page.waitForLoadState('load');
        await waitForHydration(page);
        await expectWholePage(page, heading);
      }
      await expectAppearanceSwitches(page, 'zh');
      expect(errors).toEqual([]);
    } finally {
      await context.close();
    }
  });
});
