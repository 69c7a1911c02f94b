import { expect, ready, test } from './fixtures';
import { hosts, hostURL } from './hosts';
import { readerLocale } from './readers';

// The texts as each language's reader gets them (i18n.json's notFoundText and takeMeHomeText).
const cases = [
  {
    lang: 'en',
    path: '/no/such/page',
    text: 'Page not found',
    title: 'Page not found - Rspress',
    homeText: 'Take me home',
    home: '/',
  },
  {
    lang: 'zh',
    path: '/zh/no/such/page',
    text: '页面未找到',
    title: '页面未找到 - Rspress',
    homeText: '返回首页',
    home: '/zh/',
  },
] as const;

// Every test also fails on a console error or hydration warning (fixtures.ts).
for (const host of hosts) {
  for (const { lang, path, text, title, homeText, home } of cases) {
    test.describe(`404 page (${lang}, host with ${host.name})`, () => {
      test.use({ locale: readerLocale(lang), baseURL: hostURL(host.port) });

      test('answers 404 in the reader’s language with a way home', async ({ page }) => {
        const response = await page.goto(path);
        expect(response?.status()).toBe(404);
        await ready(page);
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(text);
        // The tab's title in the page's language, as served and once hydrated.
        expect(await response?.text()).toContain(`<title>${title}</title>`);
        await expect(page).toHaveTitle(title);
        await expect(page.locator('.rp-nav')).toHaveCount(1);
        // Our replacement layout keeps the theme's styles: a large centred error code.
        await expect(page.locator('.rp-not-found__error-code')).toHaveCSS('font-size', '60px');
        const homeLink = page.locator('.rp-not-found a');
        await expect(homeLink).toHaveAttribute('href', home);
        await expect(homeLink).toHaveText(homeText);
        await homeLink.click();
        await expect(page).toHaveURL(new RegExp(`${home}$`));
        await expect(page.locator('.rp-home-hero')).toBeVisible();
      });
    });
  }
}
