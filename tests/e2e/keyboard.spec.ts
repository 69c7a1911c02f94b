// A reader with only a keyboard, from the top of the home page: every stop must be reachable and
// show where focus is. At 1440×900 the whole navbar is visible; at 390×844 it folds into a menu.
import { join } from 'node:path';
import type { Locator, Page } from '@playwright/test';
import { type Lang, readJson, repoRoot } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';
import { phoneContext } from './screens';

const texts = readJson<Record<string, Record<Lang, string>>>(join(repoRoot, 'i18n.json'));
const label = (key: string) => texts[key].en;
const results = '.rp-search-panel__results a';

/** The focused element, and whether it is visible and drawn with an outline or a shadow. */
function focusState(page: Page) {
  return page.evaluate(() => {
    const el = document.activeElement as HTMLElement;
    const style = getComputedStyle(el);
    const box = el.getBoundingClientRect();
    const visible =
      box.width > 0 &&
      box.height > 0 &&
      el.checkVisibility({ visibilityProperty: true, opacityProperty: true });
    const ring =
      (style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0) ||
      style.boxShadow !== 'none';
    return `${el.outerHTML.slice(0, 100)}: ${visible && ring ? 'ring shown' : 'no visible ring'}`;
  });
}

/** The focused element shows where focus is (retried: some controls fade in on focus). */
async function expectFocusRing(page: Page): Promise<void> {
  await expect.poll(() => focusState(page)).toMatch(/: ring shown$/);
}

/** Presses Tab until `target` has focus; every stop on the way must show its focus ring. */
async function tabTo(page: Page, target: Locator, limit = 60): Promise<void> {
  await expect(target).toHaveCount(1);
  for (let i = 0; i < limit; i++) {
    await page.keyboard.press('Tab');
    await expectFocusRing(page);
    if (await target.evaluate((el) => el === document.activeElement)) return;
  }
  throw new Error(`${limit} presses of Tab did not reach ${target}`);
}

/**
 * Where the focused search input's ring is drawn: around the rounded field that holds it, or as a
 * square around the input itself, inside that field.
 */
function searchFieldRing(page: Page) {
  return page.locator('.rp-search-panel__input').evaluate((input) => {
    const drawn = (style: CSSStyleDeclaration) =>
      style.outlineStyle !== 'none' && Number.parseFloat(style.outlineWidth) > 0;
    const field = input.closest('.rp-search-panel__input-form');
    if (!field) return 'no field';
    const fieldStyle = getComputedStyle(field);
    if (drawn(getComputedStyle(input))) return 'square ring inside the field';
    if (!drawn(fieldStyle)) return 'no ring';
    return Number.parseFloat(fieldStyle.borderTopLeftRadius) > 0
      ? 'ring around the rounded field'
      : 'ring around a square field';
  });
}

/** Opens search from its focused button, types, moves down one result and opens it. */
async function searchFor(page: Page, query: string): Promise<void> {
  await page.keyboard.press('Enter');
  await expect(page.locator('.rp-search-panel__input')).toBeFocused();
  expect(await searchFieldRing(page)).toBe('ring around the rounded field');
  await page.keyboard.type(query);
  await expect(page.locator(results).first()).toBeVisible();
  await page.keyboard.press('ArrowDown');
  const current = page.locator('.rp-suggest-item--current a, a.rp-suggest-item--current').first();
  const href = (await current.getAttribute('href')) ?? '';
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL((url) => `${url.pathname}${url.hash}` === decodeURI(href));
  await ready(page);
}

test.describe('keyboard journey at 1440×900', () => {
  test('skip link, tools, search, navbar, Version, sidebar, outline, appearance, language', async ({
    page,
  }) => {
    // Dozens of key presses, each waiting for the page to draw its focus ring: six times the
    // usual limit (bench/NOTES.md, "Keyboard journey's time limit"), growing with E2E_CPU_THROTTLE.
    test.setTimeout(test.info().timeout * 6);
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: label('skipToContent') })).toBeFocused();
    await expectFocusRing(page);

    const tools = page.getByRole('button', { name: label('toolsMenuLabel') });
    await tabTo(page, tools);
    await page.keyboard.press('Enter');
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('ArrowDown');
    await expectFocusRing(page);
    await page.keyboard.press('Escape');
    await expect(tools).toBeFocused();

    await tabTo(page, page.locator('.rp-search-button'));
    await searchFor(page, 'deploy');
    expect(new URL(page.url()).pathname).toMatch(/^\/[a-z]/);

    // From the top of the page the search opened.
    await page.goto('/guide/basic/deploy');
    await ready(page);
    for (const name of ['Guide', 'Plugin', 'API'])
      await tabTo(page, page.locator('.rp-nav').getByRole('link', { name, exact: true }));

    const version = page.locator('.rp-nav').getByRole('button', { name: 'Version' });
    await tabTo(page, version);
    await page.keyboard.press('Enter');
    await expect(version).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: 'Changelog' })).toBeFocused();
    await expectFocusRing(page);
    await page.keyboard.press('Escape');
    await expect(version).toBeFocused();
    await expect(version).toHaveAttribute('aria-expanded', 'false');

    const appearance = page.getByRole('button', { name: label('switchAppearance') });
    await tabTo(page, appearance);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    await page.keyboard.press('Enter');
    await expect(page.locator('html')).not.toHaveClass(/\bdark\b/);

    await tabTo(
      page,
      page.locator('.rp-doc-layout__sidebar').getByRole('link', { name: 'Deploy' }),
    );
    const outlineLink = page.locator('.rp-doc-layout__outline a[href="#preview"]');
    await tabTo(page, outlineLink, 150);
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/#preview$/);

    // Back to the top, then the language menu: the Chinese twin of the same page.
    await page.goto('/guide/basic/deploy');
    await ready(page);
    const language = page.locator('.rp-nav').getByRole('button', { name: 'English' });
    await tabTo(page, language);
    await page.keyboard.press('Enter');
    await page.keyboard.press('Tab');
    const chinese = page.getByRole('link', { name: '简体中文' });
    await expect(chinese).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/zh\/guide\/basic\/deploy$/);
  });
});

test.describe('keyboard journey into a code example at 1440×900', () => {
  test('skip link, then the types of a config example: one stop, arrow keys, Escape', async ({
    page,
  }) => {
    // A dozen stops, each waiting for its focus ring: three times the usual limit.
    test.setTimeout(test.info().timeout * 3);
    await page.goto('/api/config/config-basic');
    await ready(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: label('skipToContent') })).toBeFocused();
    await page.keyboard.press('Enter');
    // The first block of the page with two or more marks: its one stop is its first mark.
    const block = page.locator('.rp-doc pre', { has: page.locator('.th-mark >> nth=1') }).first();
    const marks = block.locator('.th-mark');
    await tabTo(page, block.locator('.th-mark[tabindex="0"]'));
    await expect(marks.first()).toBeFocused();
    const noteOf = async (mark: Locator) =>
      page.locator(`[id="${await mark.getAttribute('aria-describedby')}"]`);
    const firstNote = await noteOf(marks.first());
    await expect(firstNote).toBeVisible();
    await expect(firstNote.locator('a')).toHaveAttribute('href', /^\/api\//);
    await page.keyboard.press('ArrowRight');
    await expect(marks.nth(1)).toBeFocused();
    await expectFocusRing(page);
    await expect(await noteOf(marks.nth(1))).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(await noteOf(marks.nth(1))).toBeHidden();
    await expect(marks.nth(1)).toBeFocused();
    // The next Tab leaves the block: its other marks are not stops of their own.
    await page.keyboard.press('Tab');
    expect(await block.evaluate((pre) => pre.contains(document.activeElement))).toBe(false);
    await expectFocusRing(page);
  });
});

test.describe('keyboard journey at 390×844 (touch)', () => {
  test.use(phoneContext);

  test('skip link, search, and the site menu with its Version submenu', async ({ page }) => {
    // Dozens of key presses, each waiting for the page to draw its focus ring: six times the
    // usual limit (bench/NOTES.md, "Keyboard journey's time limit"), growing with E2E_CPU_THROTTLE.
    test.setTimeout(test.info().timeout * 6);
    await page.goto('/');
    await ready(page);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('link', { name: label('skipToContent') })).toBeFocused();

    await tabTo(page, page.locator('.rp-search-button'));
    await searchFor(page, 'sidebar');

    await page.goto('/guide/start/introduction');
    await ready(page);
    const menu = page.getByRole('button', { name: label('siteMenu') }).first();
    await tabTo(page, menu);
    await page.keyboard.press('Enter');
    await expect(menu).toHaveAttribute('aria-expanded', 'true');
    const screen = page.locator('.rp-nav-screen');
    await expect(screen.getByRole('link', { name: 'Guide' })).toBeFocused();
    await expectFocusRing(page);

    const version = screen.getByRole('button', { name: 'Version' });
    await tabTo(page, version);
    await expect(version).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    await expect(version).toHaveAttribute('aria-expanded', 'true');
    await tabTo(page, screen.getByRole('link', { name: 'Changelog' }));
    await tabTo(page, screen.getByRole('button', { name: label('switchAppearance') }));
    await tabTo(page, screen.getByRole('button', { name: /English/ }));

    // Focus stays in the open menu, and Escape hands it back to the menu button.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await screen.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(screen).toHaveCount(0);
    await expect(menu).toBeFocused();
  });
});

test.describe('scrolling regions', () => {
  test.use({ ...phoneContext, locale: readerLocale('zh') });

  test('an overflowing table is a named keyboard stop that arrow keys scroll', async ({ page }) => {
    await page.goto('/zh/guide/basic/deploy');
    await ready(page);
    const region = page.locator('.rp-table-scroll-container[tabindex="0"]').first();
    await expect(region).toHaveAttribute('role', 'region');
    await expect(region).toHaveAttribute('aria-label', /^表格：/);
    await region.focus();
    await expectFocusRing(page);
    await page.keyboard.press('ArrowRight');
    await expect.poll(() => region.evaluate((el) => el.scrollLeft)).toBeGreaterThan(0);
    // The same tables fit a desktop window: no stop, no region.
    await page.setViewportSize({ width: 1440, height: 900 });
    await expect(page.locator('.rp-table-scroll-container[tabindex]')).toHaveCount(0);
  });
});
