// The key views as pixels, compared with the reviewed baseline in tests/e2e/__screenshots__/ (one
// PNG per view, language, screen and scheme). A change a reader can see fails here until the
// baseline is retaken with `npm run test:visual:update` and the new pictures are committed with
// the change, so the review shows them. On a failure, test-results/ keeps the actual picture and
// the diff beside the expected one.
import { execFileSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Lang, langPrefix, langs } from '../../site/languages.mjs';
import { historyKey, type SearchHistory } from '../../theme/search/history';
import { repoRoot, texts } from '../shared/site-files';
import { askToSaveData, expect, ready, test } from './fixtures';
import { readerLocale } from './readers';
import { colorSchemes, phoneContext, settle, switchScheme } from './screens';

interface View {
  name: string;
  route: string;
  /** Brings the page into the state the picture shows. */
  open?: (page: Page, lang: Lang) => Promise<void>;
  /** Only on the phone (the menu that replaces the navbar). */
  phoneOnly?: boolean;
}

const views: View[] = [
  { name: 'home', route: '/' },
  { name: 'guide', route: '/guide/start/getting-started' },
  {
    name: 'type-note',
    route: '/api/config/config-theme',
    open: async (page) => {
      const mark = page.locator('.th-mark', { hasText: /^hideNavbar$/ }).first();
      await mark.focus();
      const id = await mark.getAttribute('aria-describedby');
      await expect(page.locator(`[id="${id}"]`)).toBeVisible();
    },
  },
  { name: 'not-found', route: '/no/such/page' },
  {
    name: 'search',
    route: '/guide/start/introduction',
    open: async (page, lang) => {
      await page.locator('.rp-search-button').first().click();
      await page.locator('.rp-search-panel__input').fill(lang === 'zh' ? '部署' : 'deploy');
      await expect(page.locator('.rp-search-panel__results a').first()).toBeVisible();
    },
  },
  {
    // The empty panel with what the reader opened before: a favourite and three recent entries.
    name: 'search-history',
    route: '/guide/start/introduction',
    open: async (page, lang) => {
      await page.evaluate(
        ([key, value]) => localStorage.setItem(key, value),
        [historyKey(lang), JSON.stringify(searchHistory[lang])],
      );
      await page.locator('.rp-search-button').first().click();
      await expect(page.locator('#site-search-recent')).toBeVisible();
    },
  },
  {
    name: 'tools-menu',
    route: '/guide/start/introduction',
    open: async (page, lang) => {
      const button = page.getByRole('button', { name: texts.toolsMenuLabel[lang] });
      await button.focus();
      await page.keyboard.press('Enter');
      const id = await button.getAttribute('aria-controls');
      await expect(page.locator(`[id="${id}"]`)).toBeVisible();
    },
  },
  {
    name: 'phone-menu',
    route: '/guide/start/introduction',
    phoneOnly: true,
    open: async (page) => {
      await page.locator('button.rp-nav-hamburger__sm').tap();
      await expect(page.locator('.rp-nav-screen')).toBeVisible();
    },
  },
];

/** The stored history the search-history view shows, per language. */
const searchHistory: Record<Lang, SearchHistory> = {
  en: {
    favourites: [{ title: 'Theme config', link: '/api/config/config-theme' }],
    recent: [
      {
        title: 'Internationalization',
        section: 'Interface texts: i18n.json',
        link: '/guide/default-theme/i18n#i18n-json',
      },
      { title: 'Deploy', link: '/guide/basic/deploy' },
      { title: 'Custom search', link: '/guide/advanced/custom-search' },
    ],
  },
  zh: {
    favourites: [{ title: '主题配置', link: '/zh/api/config/config-theme' }],
    recent: [
      {
        title: '国际化',
        section: '界面文案：i18n.json',
        link: '/zh/guide/default-theme/i18n#i18n-json',
      },
      { title: '部署', link: '/zh/guide/basic/deploy' },
      { title: '自定义搜索', link: '/zh/guide/advanced/custom-search' },
    ],
  },
};

/** The font families installed, which decide how every glyph is drawn (fontconfig's list). */
const fontFamilies = () =>
  [...new Set(execFileSync('fc-list', [':', 'family'], { encoding: 'utf8' }).split('\n'))]
    .filter(Boolean)
    .sort()
    .join('\n');
const fontsFile = join(repoRoot, 'tests/e2e/__screenshots__/fonts.txt');

test('the machine has the fonts the baseline was drawn with', () => {
  const here = fontFamilies();
  if (['all', 'changed'].includes(test.info().config.updateSnapshots)) {
    mkdirSync(dirname(fontsFile), { recursive: true });
    writeFileSync(fontsFile, `${here}\n`);
    return;
  }
  expect(existsSync(fontsFile), 'no font list beside the baseline').toBe(true);
  const baseline = readFileSync(fontsFile, 'utf8').trim();
  expect(
    here,
    'The reviewed screenshots were drawn with other fonts: run `node scripts/machine/test-machine.mjs` ' +
      '(the packages of the baseline machine), or retake them with `npm run test:visual:update`.',
  ).toBe(baseline);
});

const screens = [
  { name: '1280', use: { viewport: { width: 1280, height: 800 } }, phone: false },
  { name: '390', use: phoneContext, phone: true },
];

for (const screen of screens) {
  for (const lang of langs) {
    test.describe(`${screen.name} px, ${lang}`, () => {
      test.use({ ...screen.use, locale: readerLocale(lang) });
      // No search fetch after the page's load (fixtures.ts): `ready` then waits for the page alone,
      // and the pictures are the same (the views with the panel open it, which fetches it).
      test.beforeEach(({ context }) => askToSaveData(context));

      for (const view of views.filter((v) => screen.phone || !v.phoneOnly)) {
        test(`${view.name} looks as reviewed, light and dark`, async ({ page }) => {
          const route = `${langPrefix(lang)}${view.route}`;
          await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
          await page.goto(route);
          await ready(page);
          await page.evaluate(() => document.fonts.ready);
          await view.open?.(page, lang);
          await settle(page);
          for (const scheme of colorSchemes) {
            await switchScheme(page, scheme);
            await expect(page).toHaveScreenshot(
              `${view.name}-${lang}-${screen.name}-${scheme}.png`,
              {
                animations: 'disabled',
                caret: 'hide',
                scale: 'css',
                // The day of the last commit of a page changes with every edit of it.
                mask: [page.locator('.rp-last-updated')],
              },
            );
          }
        });
      }
    });
  }
}
