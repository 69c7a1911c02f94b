// A search result takes the reader to the section that holds the match, not only to the right
// page: the result's address names the section, and opening it scrolls that section's heading into
// view. Chinese text counts differently in the panel's offsets (three per character), so a zh
// query whose words are apart in the text is the case that goes wrong first.
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

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
  // The words are the heading's own text, the first place the page has them: the panel used to
  // give a match at a heading's first character to the section before.
  {
    lang: 'en',
    query: 'content negotiation markdown',
    href: '/guide/basic/deploy#markdown-negotiation',
    heading: 'Markdown by content negotiation',
  },
  {
    lang: 'zh',
    query: 'GitHub Pages 工作流',
    href: '/zh/guide/basic/deploy#github-pages',
    heading: 'GitHub Pages',
  },
] as const;

for (const { lang, query, href, heading } of cases) {
  test.describe(`search (${lang})`, () => {
    test.use({ locale: readerLocale(lang) });

    test(`"${query}" opens ${href} at its section`, async ({ page }) => {
      await page.goto(lang === 'zh' ? '/zh/guide/start/introduction' : '/guide/start/introduction');
      await ready(page);
      await page.keyboard.press('Control+k');
      await page.locator('.rp-search-panel__input').fill(query);
      const first = page.locator(results).first();
      await expect(first).toHaveAttribute('href', href);
      // Each highlighted word is drawn once: a word and the parts it was split into ("GitHub",
      // "Git", "Hub") are one mark, not three that repeat its text ("GitHubGitHub").
      await expect(first).not.toHaveText(/([A-Za-z]{3,})\1/);
      await first.click();
      const [path, id] = href.split('#');
      await expect(page).toHaveURL((url) => url.pathname === path && url.hash === `#${id}`);
      const target = page.locator(`[id="${id}"]`);
      await expect(target).toContainText(heading);
      await expect(target).toBeInViewport();
    });
  });
}
