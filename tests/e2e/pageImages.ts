import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { CJK_CHARACTER } from '../../core/search/tokens';
import { classifyLines } from '../../lib/lines.mjs';
import { docsRoot, type SiteRoute } from '../shared/site-files';
import { expect } from './fixtures';

// Code blocks and code spans only show code, not images.
const withoutCode = (source: string) =>
  classifyLines(source)
    .filter(({ kind }) => kind !== 'code')
    .map(({ text }) => text.replace(/`[^`\n]*`/g, ''))
    .join('\n');

/** Whether the page's source shows an image (Markdown or `<img>`). */
export const showsImages = ({ lang, file }: SiteRoute) =>
  /!\[[^\]]*\]\(|<img\b/.test(withoutCode(readFileSync(join(docsRoot, lang, file), 'utf8')));

/**
 * Every image of the loaded page's content has alt text in the page's language, loads, and has the
 * width and height of its file in the HTML (so nothing shifts when it arrives); the first zooms on
 * a click. Scrolls the page and leaves the zoom open, so it comes after any other check.
 */
export async function expectImages(page: Page, lang: string): Promise<void> {
  const images = page.locator('.rp-doc img');
  const count = await images.count();
  expect(count).toBeGreaterThan(0);
  for (let i = 0; i < count; i++) {
    const image = images.nth(i);
    await image.scrollIntoViewIfNeeded();
    const alt = (await image.getAttribute('alt')) ?? '';
    expect(alt, 'alt text').toMatch(/\S/);
    expect(CJK_CHARACTER.test(alt), `alt "${alt}" is in ${lang}`).toBe(lang === 'zh');
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    const { width, height, naturalWidth, naturalHeight } = await image.evaluate(
      (img: HTMLImageElement) => ({
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
        naturalWidth: img.naturalWidth,
        naturalHeight: img.naturalHeight,
      }),
    );
    expect([width, height], `size of ${alt}`).toEqual([
      String(naturalWidth),
      String(naturalHeight),
    ]);
  }
  await images.first().click();
  await expect(page.locator('.medium-zoom-overlay')).toBeVisible();
  await expect(page.locator('img.medium-zoom-image--opened')).toBeVisible();
}
