// A search result takes the reader to the section that holds the match, not only to the right
// page: the result's address names the section, and opening it scrolls that section's heading into
// view. Chinese text counts differently in the panel's offsets (three per character), so a zh
// query whose words are apart in the text is the case that goes wrong first.
import { browserLocale } from '../../site/languages.mjs';
import { expect, ready, test } from './fixtures';

const results = '.rp-search-panel__results a';

/** Queries whose words are not one run of the text, so the panel places them by their offsets. */
const cases = [
  {
    lang: 'en',
    query: 'github pages workflow',
    href: '/guide/basic/deploy#github-pages',
    heading: 'GitHub Pages',
  },
  {
    lang: 'zh',
    query: 'nginx 配置',
    href: '/zh/guide/basic/deploy#other-hosts',
    heading: '任意静态托管平台',
  },
  {
    lang: 'zh',
    query: '内容协商 Markdown',
    href: '/zh/guide/basic/deploy#markdown-negotiation',
    heading: '按内容协商返回 Markdown',
  },
] as const;

for (const { lang, query, href, heading } of cases) {
  test.describe(`search (${lang})`, () => {
    test.use({ locale: browserLocale(lang) });

    test(`"${query}" opens ${href} at its section`, async ({ page }) => {
      await page.goto(lang === 'zh' ? '/zh/guide/start/introduction' : '/guide/start/introduction');
      await ready(page);
      await page.keyboard.press('Control+k');
      await page.locator('.rp-search-panel__input').fill(query);
      const first = page.locator(results).first();
      await expect(first).toHaveAttribute('href', href);
      await first.click();
      const [path, id] = href.split('#');
      await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${id}`);
      const target = page.locator(`[id="${id}"]`);
      await expect(target).toContainText(heading);
      await expect(target).toBeInViewport();
    });
  });
}
