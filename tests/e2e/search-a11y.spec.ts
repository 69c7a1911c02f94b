// The search panel as a screen reader and a keyboard meet it (issue 46, item 5): a modal dialog
// named in the page's language, its input a labelled combobox pointing at the selected option,
// Tab kept inside while it is open, and the focus back on the opener when it closes.
import type { Page } from '@playwright/test';
import { seriousViolations } from './axe';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';
import { switchScheme } from './screens';

const modal = '.rp-search-panel__modal';

const texts = {
  en: {
    path: '/guide/start/introduction',
    dialog: 'Search the docs',
    input: 'Search for a page or section',
    query: 'deploy',
    results: 'Results',
  },
  zh: {
    path: '/zh/guide/start/introduction',
    dialog: '搜索文档',
    input: '搜索页面或章节',
    query: '部署',
    results: '搜索结果',
  },
} as const;

/** The id of the element the combobox points at, and that element's role, selection and text. */
const active = (page: Page) =>
  page.locator('.rp-search-panel__input').evaluate((input) => {
    const id = input.getAttribute('aria-activedescendant') ?? '';
    const option = id ? document.getElementById(id) : null;
    return {
      id,
      role: option?.getAttribute('role'),
      selected: option?.getAttribute('aria-selected'),
      inControlledList: Boolean(
        option?.closest('[role="listbox"]') &&
          (input.getAttribute('aria-controls') ?? '')
            .split(' ')
            .includes(option.closest('[role="listbox"]')?.id ?? ''),
      ),
    };
  });

for (const lang of ['en', 'zh'] as const) {
  const t = texts[lang];
  test.describe(`search panel accessibility, ${lang}`, () => {
    test.use({ locale: readerLocale(lang) });

    test('a named modal dialog with a labelled combobox and a listbox of options', async ({
      page,
    }) => {
      await page.goto(t.path);
      await ready(page);
      await page.keyboard.press('Control+k');
      const dialog = page.getByRole('dialog', { name: t.dialog });
      await expect(dialog).toBeVisible();
      await expect(dialog).toHaveAttribute('aria-modal', 'true');
      const combobox = dialog.getByRole('combobox', { name: t.input });
      await expect(combobox).toBeFocused();
      await expect(page.locator('[aria-label="SearchPanelInput"]')).toHaveCount(0);

      // Empty: the starting points are the options.
      await expect(combobox).toHaveAttribute('aria-expanded', 'true');
      expect(await active(page)).toEqual({
        id: 'site-search-option-0',
        role: 'option',
        selected: 'true',
        inControlledList: true,
      });

      // Results: a listbox of options, the arrows move the pointer and the selection with it.
      await combobox.fill(t.query);
      await expect(dialog.getByRole('listbox', { name: t.results })).toBeVisible();
      await expect(combobox).toHaveAttribute('aria-controls', 'site-search-results');
      expect(await active(page)).toEqual({
        id: 'site-search-option-0',
        role: 'option',
        selected: 'true',
        inControlledList: true,
      });
      await page.keyboard.press('ArrowDown');
      expect(await active(page)).toEqual({
        id: 'site-search-option-1',
        role: 'option',
        selected: 'true',
        inControlledList: true,
      });
      await expect(page.locator('#site-search-option-0')).toHaveAttribute('aria-selected', 'false');
      expect(await seriousViolations(page, [modal])).toEqual([]);
      // The selected entry of the empty panel, in both schemes.
      await combobox.fill('');
      await expect(page.locator('#site-search-option-0')).toHaveAttribute('aria-selected', 'true');
      for (const scheme of ['dark', 'light'] as const) {
        await switchScheme(page, scheme);
        expect(await seriousViolations(page, [modal]), scheme).toEqual([]);
      }

      // Nothing found: not expanded, and nothing pointed at.
      await combobox.fill('zzzzqqqq');
      await expect(page.locator('.rp-no-search-result')).toBeVisible();
      await expect(combobox).toHaveAttribute('aria-expanded', 'false');
      await expect(combobox).not.toHaveAttribute('aria-activedescendant');
      await expect(combobox).not.toHaveAttribute('aria-controls');
    });
  });
}

test.describe('search panel focus', () => {
  test.use({ locale: readerLocale('en') });

  test.beforeEach(async ({ page }) => {
    await page.goto(texts.en.path);
    await ready(page);
  });

  test('Tab and Shift+Tab stay inside the open panel', async ({ page }) => {
    await page.locator('.rp-search-button').first().click();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    const inside = () =>
      page.evaluate(
        (selector) => document.querySelector(selector)?.contains(document.activeElement),
        modal,
      );
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Tab');
      expect(await inside(), `after Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 6; i++) {
      await page.keyboard.press('Shift+Tab');
      expect(await inside(), `after Shift+Tab ${i + 1}`).toBe(true);
    }
  });

  test('Escape returns the focus to the search button that opened the panel', async ({ page }) => {
    const button = page.locator('.rp-search-button').first();
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(page.locator('.rp-search-panel__input')).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('Ctrl+K from a link, then Escape: the focus is back on that link', async ({ page }) => {
    const link = page.locator('.rp-doc a[href^="/"]').filter({ visible: true }).first();
    await link.focus();
    await page.keyboard.press('Control+k');
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(link).toBeFocused();
  });

  test('a click on the backdrop closes the panel and returns the focus to the button', async ({
    page,
  }) => {
    const button = page.locator('.rp-search-button').first();
    await button.click();
    await expect(page.locator('.rp-search-panel__input')).toBeFocused();
    await page.locator('.rp-search-panel__mask').click({ position: { x: 5, y: 5 } });
    await expect(page.locator('.rp-search-panel__input')).toBeHidden();
    await expect(button).toBeFocused();
  });
});
