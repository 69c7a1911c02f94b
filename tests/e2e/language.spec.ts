// The path is the language (PRODUCT.md §13): a link opens the page it names whatever the browser's
// language, and a reader whose browser asks for the other language is offered that version of
// the same page, in that language, without being taken there. This file is about the browser's
// language itself, so it sets it on purpose.
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { type Lang, langPrefix, languages } from '../../site/languages.mjs';
import { readJson, repoRoot, type Lang as SiteLang } from '../shared/site-files';
import { expect, ready, test } from './fixtures';

const texts = readJson<Record<string, Record<SiteLang, string>>>(join(repoRoot, 'i18n.json'));
const ROUTE = '/guide/start/getting-started';
const SECTION = '#configuration';
const offer = (page: Page) =>
  page.locator('aside[aria-label]', { has: page.locator('a[hreflang]') });

/** Layout shifts so far (the Layout Instability API), as the sum Core Web Vitals counts. */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        new PerformanceObserver((list) => {
          const entries = list.getEntries() as (PerformanceEntry & { value: number })[];
          resolve(entries.reduce((sum, entry) => sum + entry.value, 0));
        }).observe({ type: 'layout-shift', buffered: true });
        // No entry at all: the observer never calls back.
        requestAnimationFrame(() => requestAnimationFrame(() => resolve(0)));
      }),
  );

for (const { lang: pageLang } of languages) {
  for (const { lang: browserLang, locale } of languages) {
    if (browserLang === pageLang) continue;
    const route = `${langPrefix(pageLang)}${ROUTE}`;

    test.describe(`a ${pageLang} page in a ${locale} browser`, () => {
      test.use({ locale });

      test('stays in its language, and offers the reader’s in the reader’s words', async ({
        page,
      }) => {
        await page.goto(`${route}${SECTION}`);
        await ready(page);
        expect(new URL(page.url()).pathname).toBe(route);
        await expect(page.locator('html')).toHaveAttribute('lang', pageLang);
        const notice = offer(page);
        await expect(notice).toBeVisible();
        await expect(notice).toHaveAttribute('lang', browserLang);
        await expect(notice).toHaveAttribute('aria-label', texts.languageOfferLabel[browserLang]);
        await expect(notice).toContainText(texts.languageOfferText[browserLang]);
        const link = notice.getByRole('link', { name: texts.languageOfferLink[browserLang] });
        await expect(link).toHaveAttribute('href', `${langPrefix(browserLang)}${ROUTE}${SECTION}`);
        // It appears in a layer of its own: nothing on the page moved.
        expect(await layoutShift(page)).toBe(0);
        // The page's end (the prev/next links) can scroll clear of it.
        await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
        const end = await page.locator('.rp-prev-next-page__item').last().boundingBox();
        const box = await notice.boundingBox();
        expect(end && box && end.y + end.height).toBeLessThanOrEqual((box?.y ?? 0) + 1);
      });

      test('is reached by keyboard right after the skip link, and dismissed for good', async ({
        page,
      }) => {
        await page.goto(route);
        await ready(page);
        await expect(offer(page)).toBeVisible();
        await page.keyboard.press('Tab');
        await page.keyboard.press('Tab');
        await expect(offer(page).getByRole('link')).toBeFocused();
        await page.keyboard.press('Tab');
        const dismiss = offer(page).getByRole('button', {
          name: texts.languageOfferDismiss[browserLang],
        });
        await expect(dismiss).toBeFocused();
        await page.keyboard.press('Enter');
        await expect(offer(page)).toHaveCount(0);
        // The reader goes on from the start of the content, not from the top of the page: the
        // next Tab stop is in the page's text, past the navbar and the sidebar.
        await expect(page.locator('#main-content')).toBeFocused();
        await expect(page.locator('#main-content')).toHaveCSS('outline-style', 'none');
        await page.keyboard.press('Tab');
        await expect(page.locator('main :focus')).toHaveCount(1);
        await page.reload();
        await ready(page);
        await expect(offer(page)).toHaveCount(0);
      });

      test('following the offer opens the same section in the reader’s language', async ({
        page,
      }) => {
        await page.goto(`${route}${SECTION}`);
        await ready(page);
        await offer(page).getByRole('link').click();
        await expect(page).toHaveURL(`${langPrefix(browserLang)}${ROUTE}${SECTION}`);
        await ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', browserLang);
        await expect(offer(page)).toHaveCount(0);
      });
    });
  }
}

for (const { lang, locale } of languages) {
  test.describe(`a ${lang} page in a ${locale} browser`, () => {
    test.use({ locale });

    test('offers nothing: the reader already reads the page’s language', async ({ page }) => {
      await page.goto(`${langPrefix(lang as Lang)}${ROUTE}`);
      await ready(page);
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.locator('aside a[hreflang]')).toHaveCount(0);
    });
  });
}
