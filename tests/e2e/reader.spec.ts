// What a reader expects of every page, in both languages: the day the page last changed, tabs that
// keep the reader's choice and a menu of actions beside each section (the printed copy:
// print-pdf.spec.ts).
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { lockPath } from '../../lib/translations/lock.mjs';
import { type Lang, localizedRoute } from '../../site/languages.mjs';
import { docsRepository, siteOrigin } from '../../site/links';
import { langs, outRoot, repoRoot, texts } from '../shared/site-files';
import { seriousViolations } from './axe';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const PAGE = 'guide/start/getting-started';
const COMPONENTS = 'guide/default-theme/components';
const SECTION = 'create-project';
const route = (lang: Lang, page: string) => localizedRoute(lang, `/${page}`);
const git = (...args: string[]) =>
  execFileSync('git', args, { cwd: repoRoot, encoding: 'utf8' }).trim();

for (const lang of langs) {
  test.describe(`${lang}: reader features`, () => {
    // A first visit is sent to the browser language's pages, so the browser speaks the page's.
    test.use({ locale: readerLocale(lang) });

    test('the footer shows the day of the last commit of the page’s file', async ({ page }) => {
      await page.goto(route(lang, PAGE));
      await ready(page);
      const [before] = texts.lastUpdatedOn[lang].split('{date}');
      // A shallow clone (a CI checkout may be one) dates nothing, so the footer must show no day.
      const shallow = git('rev-parse', '--is-shallow-repository') === 'true';
      if (shallow) {
        await expect(page.getByText(before.trim())).toHaveCount(0);
      } else {
        const day = git('log', '-1', '--format=%cs', '--', `docs/${lang}/${PAGE}.mdx`);
        const updated = page.locator('[data-page-dates] p').first();
        await expect(updated.locator('time')).toHaveAttribute('datetime', day);
        await expect(updated).toContainText(before.trim());
      }
      if (lang === 'en') {
        await expect(page.locator('[data-page-dates] time')).toHaveCount(shallow ? 0 : 1);
        return;
      }
      // The translated page also says which English text it follows, as the record has it.
      const record = JSON.parse(readFileSync(lockPath(join(repoRoot, 'docs'), lang), 'utf8'));
      const recorded = Object.values(record[PAGE] as Record<string, { recorded: string }>)
        .map((section) => section.recorded)
        .sort()[0];
      const source = page.locator('[data-page-dates] p').last();
      await expect(source.locator('time')).toHaveAttribute('datetime', recorded);
      await expect(source).toContainText(texts.translatedFromOn[lang].split('{date}')[0].trim());
    });

    test('a chosen tab label follows the reader to the next page and a reload', async ({
      page,
      request,
      browser,
      baseURL,
    }) => {
      // Four page loads (two pages, a reload, the server's HTML without JavaScript): on a busy
      // machine that is more than the usual limit (it ran out at load 30).
      test.slow();
      await page.goto(route(lang, PAGE));
      await ready(page);
      const pnpm = page.getByRole('tab', { name: 'pnpm', exact: true });
      await pnpm.click();
      await expect(pnpm).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel').filter({ visible: true }).first()).toContainText(
        'pnpm add',
      );
      // A client-side navigation to another page with its own package manager tabs.
      await page.locator(`.rp-doc-layout__sidebar a[href="${route(lang, COMPONENTS)}"]`).click();
      await expect(page).toHaveURL(new RegExp(`${route(lang, COMPONENTS)}$`));
      const other = page.getByRole('tab', { name: 'pnpm', exact: true });
      await expect(other).toHaveAttribute('aria-selected', 'true');
      // A group without a pnpm tab keeps its own default.
      await expect(page.getByRole('tab', { name: 'JavaScript' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      await page.reload();
      await ready(page);
      await expect(other).toHaveAttribute('aria-selected', 'true');
      // The server's HTML keeps the default tab; the switch after hydration moved nothing.
      const html = await (await request.get(route(lang, COMPONENTS))).text();
      expect(html).toMatch(/aria-selected="true"[^>]*data-tab-label="npm"/);
      // The switch moves nothing: each tab group is as tall as in the server's HTML, drawn without
      // JavaScript. (Layout shifts are not compared: a web font arriving moves text on its own.)
      const heights = (target: Page) =>
        target.locator('.rp-tabs').evaluateAll((groups) => groups.map((g) => g.clientHeight));
      const serverPage = await browser.newPage({ javaScriptEnabled: false });
      await serverPage.setViewportSize(page.viewportSize() ?? { width: 1440, height: 900 });
      await serverPage.goto(`${baseURL}${route(lang, COMPONENTS)}`);
      expect(await heights(page)).toEqual(await heights(serverPage));
      await serverPage.close();
    });

    test('tabs are one Tab stop, moved through with arrow keys, Home and End', async ({ page }) => {
      await page.goto(route(lang, PAGE));
      await ready(page);
      const list = page.getByRole('tablist').first();
      const tabs = list.getByRole('tab');
      const names = await tabs.allTextContents();
      await expect(list.locator('[tabindex="0"]')).toHaveCount(1);
      await tabs.first().focus();
      const expectCurrent = async (name: string) => {
        const tab = list.getByRole('tab', { name, exact: true });
        await expect(tab).toBeFocused();
        await expect(tab).toHaveAttribute('aria-selected', 'true');
        await expect(tab).toHaveAttribute('tabindex', '0');
      };
      await page.keyboard.press('ArrowRight');
      await expectCurrent(names[1]);
      await page.keyboard.press('End');
      await expectCurrent(names[names.length - 1]);
      await page.keyboard.press('ArrowRight');
      await expectCurrent(names[0]);
      await page.keyboard.press('ArrowLeft');
      await expectCurrent(names[names.length - 1]);
      await page.keyboard.press('Home');
      await expectCurrent(names[0]);
      await expect(list.locator('[tabindex="0"]')).toHaveCount(1);
    });

    test('section actions copy the link, copy the Markdown, and report a problem', async ({
      page,
      context,
      baseURL,
    }) => {
      await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
      await page.goto(route(lang, PAGE));
      await ready(page);
      const heading = page.locator(`h2#${SECTION}`);
      const button = heading.getByRole('button', { name: texts.sectionActions[lang] });
      const clipboard = () => page.evaluate(() => navigator.clipboard.readText());
      const sectionUrl = `${siteOrigin}${route(lang, PAGE)}#${SECTION}`;

      // Opened from the keyboard: focus moves into the menu, Escape gives it back. The button
      // says that it opens a menu and whether the menu is open.
      await expect(button).toHaveAttribute('aria-haspopup', 'menu');
      await expect(button).toHaveAttribute('aria-expanded', 'false');
      await button.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expect(menu).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const items = menu.getByRole('menuitem');
      await expect(items).toHaveText([
        texts.sectionCopyLink[lang],
        texts.sectionCopyMarkdown[lang],
        texts.sectionReport[lang],
      ]);
      await expect(items.first()).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await expect(items.nth(1)).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(menu).toBeHidden();
      await expect(button).toBeFocused();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      await button.click();
      expect(await seriousViolations(page)).toEqual([]);
      await items.nth(0).click();
      await expect(page.getByText(texts.sectionCopied[lang])).toBeVisible();
      expect(await clipboard()).toBe(sectionUrl);

      // The twin as built, from the section's heading line to the next `##` heading.
      const twin = readFileSync(join(outRoot, `${route(lang, PAGE)}.md`), 'utf8').split('\n');
      const title = (await heading.textContent())?.replace(/^#/, '').trim() ?? '';
      const start = twin.findIndex(
        (line) =>
          line.startsWith('## ') && (line.includes(`{#${SECTION}}`) || line.includes(title)),
      );
      const end = twin.findIndex((line, index) => index > start && /^#{1,2} /.test(line));
      const slice = twin.slice(start, end).join('\n').trimEnd();
      await items.nth(1).click();
      await expect
        .poll(clipboard)
        .toBe(`${slice}\n\n${texts.sectionSource[lang].replace('{url}', sectionUrl)}\n`);

      const report = new URL((await items.nth(2).getAttribute('href')) ?? '');
      expect(`${report.origin}${report.pathname}`).toBe(`${docsRepository.url}/issues/new`);
      const body = report.searchParams.get('body') ?? '';
      for (const field of [sectionUrl, title, `Language: ${lang}`]) expect(body).toContain(field);
      // The commit the build was made from: one of this branch's history.
      const commit = /^Commit: ([0-9a-f]{40})$/m.exec(body)?.[1] ?? '';
      expect(commit).toMatch(/^[0-9a-f]{40}$/);
      git('merge-base', '--is-ancestor', commit, 'HEAD');
      await expect(items.nth(2)).toHaveAttribute('target', '_blank');
    });
  });
}
