// Every interface text a Chinese reader sees is one the site decided on (site/interface-texts.json,
// i18n.json and the site's data): in the served HTML of every Chinese page, and in a page after
// hydration, with what the theme draws only in the browser.

import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { htmlFiles } from '../../scripts/serve/build-output.mjs';
import { localizedRoute } from '../../site/languages.mjs';
import { allowedInterfaceTexts, interfaceTexts, unlisted } from '../shared/interface-texts';
import { outRoot } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const allowed = allowedInterfaceTexts('zh');

test('the served HTML of every Chinese page shows no interface text outside the list', () => {
  const pages = htmlFiles(outRoot).filter((file) => /^zh\//.test(relative(outRoot, file)));
  expect(pages.length).toBeGreaterThan(40);
  const outside = pages.flatMap((file) =>
    unlisted(interfaceTexts(readFileSync(file, 'utf8')), allowed).map(
      (text) => `${relative(outRoot, file)}: ${text}`,
    ),
  );
  expect(outside).toEqual([]);
});

test.describe('a hydrated Chinese page', () => {
  test.use({ locale: readerLocale('zh') });

  test('shows no interface text outside the list', async ({ page }) => {
    await page.goto(localizedRoute('zh', '/guide/default-theme/components'));
    await ready(page);
    // The prompt card's copy button reads the site's text, not the theme's 复制 Prompt.
    await expect(page.getByRole('button', { name: '复制提示词' })).toBeVisible();
    expect(unlisted(interfaceTexts(await page.content()), allowed)).toEqual([]);
  });

  test('shows the decided texts when a search finds nothing', async ({ page }) => {
    await page.goto(localizedRoute('zh', '/guide/start/introduction'));
    await ready(page);
    await page.keyboard.press('Control+k');
    const query = 'qqxzqv';
    await page.locator('.rp-search-panel__input').fill(query);
    const noResult = page.locator('.rp-no-search-result');
    // The site's own screen (theme/search/NoResults.tsx): the query inside the sentence.
    await expect(noResult).toContainText('未找到与“qqxzqv”匹配的结果');
    await expect(noResult).toContainText('换个关键词试试');
    // The reader's own query is not an interface text.
    const shown = interfaceTexts(await page.content())
      .map((text) => text.replace(query, ''))
      .filter(Boolean);
    expect(unlisted(shown, allowed)).toEqual([]);
  });
});
