// The phone's sidebar and outline drawers as a screen reader and a keyboard meet them (issue 46,
// item 5): each button says whether its drawer is open and which element it is, the focus moves
// into the drawer, the page behind it is inert, Escape closes it and the focus is back on the
// button.
import { seriousViolations } from './axe';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const phone = { width: 390, height: 800 };

const drawers = [
  { name: 'sidebar', button: '.rp-sidebar-menu__left', drawer: '#site-sidebar-drawer' },
  { name: 'outline', button: '.rp-sidebar-menu__right', drawer: '#site-outline-drawer' },
] as const;

for (const lang of ['en', 'zh'] as const) {
  test.describe(`phone drawers, ${lang}`, () => {
    test.use({ locale: readerLocale(lang), viewport: phone });

    for (const { name, button, drawer } of drawers) {
      test(`the ${name} drawer: expanded, focus in, page inert, Escape, focus back`, async ({
        page,
      }) => {
        await page.goto(`${lang === 'zh' ? '/zh' : ''}/guide/start/introduction`);
        await ready(page);
        const opener = page.locator(button);
        const inertBefore = await page.locator('[inert]').count();
        await expect(opener).toHaveAttribute('aria-expanded', 'false');
        await expect(opener).toHaveAttribute('aria-controls', drawer.slice(1));
        await expect(page.locator(drawer)).toHaveCount(1);

        await opener.focus();
        await page.keyboard.press('Enter');
        await expect(opener).toHaveAttribute('aria-expanded', 'true');
        const focusIn = () =>
          page.evaluate(
            (selector) =>
              Boolean(document.querySelector(selector)?.contains(document.activeElement)),
            drawer,
          );
        await expect.poll(focusIn).toBe(true);
        // The first Tab stays in the drawer; the page behind it is inert, the button is not.
        await page.keyboard.press('Tab');
        expect(await focusIn()).toBe(true);
        const inert = (selector: string) =>
          page.locator(selector).evaluate((element) => element.closest('[inert]') !== null);
        expect([await inert('main'), await inert('header.rp-nav'), await inert(button)]).toEqual([
          true,
          true,
          false,
        ]);
        expect(await seriousViolations(page, [drawer])).toEqual([]);

        await page.keyboard.press('Escape');
        await expect(opener).toHaveAttribute('aria-expanded', 'false');
        await expect(opener).toBeFocused();
        await expect(page.locator('[inert]')).toHaveCount(inertBefore);
      });
    }
  });
}
