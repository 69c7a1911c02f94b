// The types on the identifiers of code examples (plugins/typeHovers): hover, focus with arrow
// keys, tap on a phone and Escape each open and close the right popup, in both languages, on a
// config example and a component example; a page without marked examples loads none of it.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Locator, Page, Response } from '@playwright/test';
import { targetOf } from '../../plugins/typeHovers/reference';
import { pageSections } from '../../plugins/typeHovers/sections';
import { langPrefix } from '../../site/languages.mjs';
import { docsRoot, type Lang } from '../shared/site-files';
import { colourRules, seriousViolations } from './axe';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';
import {
  colorSchemes,
  phoneContext,
  phoneScreens,
  showOn,
  switchScheme,
  windowScreens,
} from './screens';

/** What the popup of a key must say on a page in `lang`, read from the reference page itself. */
function expected(lang: Lang, key: string) {
  const target = targetOf(key);
  if (!target) throw new Error(`no reference entry for ${key}`);
  const source = readFileSync(join(docsRoot, lang, `${target.page}.mdx`), 'utf8');
  const section = pageSections(source, lang).byId.get(target.id);
  if (!section) throw new Error(`no section #${target.id} on ${lang}/${target.page}`);
  const heading = source.split('\n')[section.line - 1];
  // The description as the page shows it: code spans are code elements, their backticks gone.
  return {
    description: section.description.replace(/`/g, ''),
    href: `${langPrefix(lang)}/${target.page}#${target.id}`,
    // The `Type:` line under the heading, the type the reference states.
    statedType: /`([^`]+)`/.exec(
      source
        .split('\n')
        .slice(section.line, section.line + 4)
        .find((l) => /类型|Type/.test(l)) ?? heading,
    )?.[1],
  };
}

const CONFIG = { route: '/api/config/config-theme', key: 'config:themeConfig.hideNavbar' };
const COMPONENT = { route: '/api/client-api/api-runtime', block: 'export function PageMeta' };

const noteOf = (page: Page, mark: Locator) =>
  mark.getAttribute('aria-describedby').then((id) => page.locator(`[id="${id}"]`));

/** The config example of `themeConfig.hideNavbar`: its mark. */
const configMark = (page: Page) => page.locator('.th-mark', { hasText: /^hideNavbar$/ }).first();
/** The component example: the marks of its block. */
const componentMarks = (page: Page) =>
  page.locator('.rp-codeblock', { hasText: COMPONENT.block }).first().locator('.th-mark');

async function expectNote(note: Locator, lang: Lang, key: string) {
  const { description, href } = expected(lang, key);
  await expect(note).toBeVisible();
  await expect(note.locator('p')).toContainText(description);
  await expect(note.locator('a')).toHaveAttribute('href', href);
}

for (const lang of ['en', 'zh'] as const) {
  test.describe(`type hovers (${lang})`, () => {
    // A first visit from a browser in the other language is redirected to it.
    const locale = readerLocale(lang);
    test.use({ locale });
    test('a pointer hover opens the config popup, which stays while hovered', async ({ page }) => {
      await page.goto(`${langPrefix(lang)}${CONFIG.route}`);
      await ready(page);
      const mark = configMark(page);
      const note = await noteOf(page, mark);
      await expect(note).toBeHidden();
      await mark.hover();
      await expectNote(note, lang, CONFIG.key);
      // The compiler's type agrees with the type the reference states (a union in any order).
      const members = (union = '') => union.split(' | ').sort();
      const shown = await note.locator('code').first().textContent();
      expect(shown?.startsWith('hideNavbar?: ')).toBe(true);
      expect(members(shown?.slice('hideNavbar?: '.length))).toEqual(
        members(expected(lang, CONFIG.key).statedType),
      );
      // WCAG 1.4.13: the pointer can move onto the popup without it closing.
      await note.hover();
      await page.waitForTimeout(600);
      await expect(note).toBeVisible();
      await page.mouse.move(0, 0);
      await expect(note).toBeHidden();
      await mark.hover();
      await expect(note).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(note).toBeHidden();
    });

    test('defineConfig, documented by a table row, opens its row’s description and section', async ({
      page,
    }) => {
      await page.goto(`${langPrefix(lang)}/api/config/config-basic`);
      await ready(page);
      const mark = page.locator('.th-mark', { hasText: /^defineConfig$/ }).first();
      await mark.hover();
      const note = await noteOf(page, mark);
      // The description is the row of the Node API table, read from the page as for headings.
      const source = readFileSync(join(docsRoot, lang, 'api/commands.mdx'), 'utf8');
      const row = pageSections(source, lang).byName.get('defineConfig');
      await expect(note.locator('p')).toContainText(row?.description.replace(/`/g, '') ?? '-');
      await expect(note.locator('a')).toHaveAttribute(
        'href',
        `${langPrefix(lang)}/api/commands#node-api`,
      );
    });

    test('the component example is one tab stop; arrow keys move between its marks', async ({
      page,
    }) => {
      await page.goto(`${langPrefix(lang)}${COMPONENT.route}`);
      await ready(page);
      const marks = componentMarks(page);
      await expect(marks.first()).toHaveText('useLang');
      const stops = await marks.evaluateAll((all) => all.map((m) => (m as HTMLElement).tabIndex));
      expect(stops.filter((t) => t === 0)).toHaveLength(1);
      // Tab from the element before the block reaches the block's first mark.
      const first = marks.first();
      await first.focus();
      await page.keyboard.press('Shift+Tab');
      await page.keyboard.press('Tab');
      await expect(first).toBeFocused();
      const firstNote = await noteOf(page, first);
      await expectNote(firstNote, lang, 'export:@rspress/core/runtime:useLang');
      // The popup is the mark's description, so a screen reader announces it.
      await expect(first).toHaveAccessibleDescription(/\S/);
      await page.keyboard.press('ArrowRight');
      const second = marks.nth(1);
      await expect(second).toBeFocused();
      await expect(second).toHaveText('usePage');
      await expect(firstNote).toBeHidden();
      const secondNote = await noteOf(page, second);
      await expectNote(secondNote, lang, 'export:@rspress/core/runtime:usePage');
      await expect(secondNote.locator('code').first()).toContainText('usePage(');
      // The stop moved with focus: Tab leaves the block, Shift+Tab comes back to this mark.
      expect(await second.getAttribute('tabindex')).toBe('0');
      expect(await first.getAttribute('tabindex')).toBe('-1');
      await page.keyboard.press('ArrowLeft');
      await expect(first).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(firstNote).toBeHidden();
      await expect(first).toBeFocused();
    });

    test('an open popup has no serious or critical axe violation at 390 and 1440 px, light and dark', async ({
      page,
    }) => {
      test.setTimeout(180_000);
      await page.goto(`${langPrefix(lang)}${COMPONENT.route}`);
      await ready(page);
      const found: string[] = [];
      for (const screen of [phoneScreens[0], windowScreens[windowScreens.length - 1]]) {
        await showOn(page, screen);
        for (const scheme of colorSchemes) {
          await switchScheme(page, scheme);
          const mark = componentMarks(page).nth(1);
          await mark.focus();
          await expect(await noteOf(page, mark)).toBeVisible();
          // The popup and its mark; the page matrix checks the whole page.
          const id = await mark.getAttribute('aria-describedby');
          const popup = [`[id="${id}"]`, `[aria-describedby="${id}"]`];
          // The popup's structure is the same in both schemes: the second runs the colour rules.
          const rules = scheme === colorSchemes[0] ? undefined : colourRules;
          for (const violation of await seriousViolations(page, popup, rules))
            found.push(`[${screen.width} ${scheme}] ${violation}`);
        }
      }
      expect(found).toEqual([]);
    });

    test('a tap opens a popup on a phone and a tap elsewhere closes it', async ({ browser }) => {
      const context = await browser.newContext({ ...phoneContext, locale });
      const page = await context.newPage();
      try {
        for (const [route, markOf, key] of [
          [CONFIG.route, configMark, CONFIG.key],
          [
            COMPONENT.route,
            (p: Page) => componentMarks(p).nth(1),
            'export:@rspress/core/runtime:usePage',
          ],
        ] as const) {
          await page.goto(`${langPrefix(lang)}${route}`);
          await ready(page);
          const mark = markOf(page);
          await mark.scrollIntoViewIfNeeded();
          const note = await noteOf(page, mark);
          await mark.tap();
          await expectNote(note, lang, key);
          const box = await note.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 390).toBe(true);
          await page.locator('h1').tap();
          await expect(note).toBeHidden();
        }
      } finally {
        await context.close();
      }
    });
  });
}

test('an example that scrolls sideways on a phone is still one tab stop', async ({ browser }) => {
  const context = await browser.newContext({ ...phoneContext, locale: readerLocale('en') });
  const page = await context.newPage();
  try {
    await page.goto(COMPONENT.route);
    await ready(page);
    const block = page.locator('.rp-codeblock', { hasText: COMPONENT.block }).first();
    const scroller = block.locator('.rp-codeblock__content__scroll-container');
    // The case that matters: at 390 px this example is wider than the screen.
    await expect
      .poll(() => scroller.evaluate((el) => el.scrollWidth > el.clientWidth + 1))
      .toBe(true);
    await expect(block.locator('[tabindex="0"]')).toHaveCount(1);
    await expect(block.locator('[tabindex="0"]')).toHaveClass(/th-mark/);
    await expect(scroller).not.toHaveAttribute('tabindex', '0');
  } finally {
    await context.close();
  }
});

test('a page without marked examples loads none of the popup code', async ({ page, request }) => {
  // The addresses the page loads are recorded as they come; their bodies are fetched afresh (the
  // server's files do not change), since a response's own body is gone once its page is left.
  const loaded: string[] = [];
  const record = (response: Response) => {
    const type = response.request().resourceType();
    if (type === 'script' || type === 'stylesheet') loaded.push(response.url());
  };
  /** The bodies of the scripts and stylesheets loaded since the last call. */
  const bodies = () =>
    Promise.all(loaded.splice(0).map(async (url) => (await request.get(url)).text()));
  page.on('response', record);
  // The overview page has no TypeScript example.
  await page.goto('/api/');
  await ready(page);
  await expect(page.locator('.th-mark')).toHaveCount(0);
  const plain = await bodies();
  expect(plain.length).toBeGreaterThan(0);
  expect(plain.filter((body) => body.includes('th-note'))).toEqual([]);
  // The same client does load on a page with marks: the check above can see it.
  await page.goto(CONFIG.route);
  await ready(page);
  page.off('response', record);
  expect((await bodies()).filter((body) => body.includes('th-note')).length).toBeGreaterThan(0);
});

test('the Markdown twins carry the examples as plain code, without popup markup', async ({
  request,
}) => {
  const html = await (await request.get(CONFIG.route)).text();
  expect(html).toContain('class="th-mark"');
  for (const url of [`${CONFIG.route}.md`, `/zh${CONFIG.route}.md`, '/llms-full.txt']) {
    const text = await (await request.get(url)).text();
    expect(text, url).toContain("    hideNavbar: 'auto',");
    expect(text, url).not.toMatch(/th-(mark|note)|aria-describedby|role="tooltip"/);
  }
});

test('the notes are not the document’s text: served empty, written in when a note opens', async ({
  page,
  request,
}) => {
  for (const lang of ['en', 'zh'] as const) {
    const route = `${langPrefix(lang)}${CONFIG.route}`;
    const html = await (await request.get(route)).text();
    // What an agent or a converter reading the HTML gets between the tags of each note: nothing.
    const notes = [...html.matchAll(/<div [^>]*class="th-note"[^>]*>(.*?)<\/div>/g)];
    expect(notes.length, route).toBeGreaterThan(10);
    expect(
      notes.filter(([, inside]) => inside !== ''),
      route,
    ).toEqual([]);
    const { description } = expected(lang, CONFIG.key);
    await page.goto(route);
    await ready(page);
    // Hydrated, and still no note text in the document until a note opens.
    const notesText = () =>
      page.evaluate(() =>
        [...document.querySelectorAll('.th-note')].map((note) => note.textContent).join(''),
      );
    expect(await notesText()).toBe('');
    await configMark(page).focus();
    await expectNote(await noteOf(page, configMark(page)), lang, CONFIG.key);
    expect(await notesText()).toContain(description);
  }
});
