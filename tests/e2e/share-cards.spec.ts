// Share cards in the built site (no browser): every page but the not-found pages names a card
// that exists in the build as a 1200×630 PNG of at most 100 KB, with the Open Graph and Twitter/X
// tags link previews read, each written once.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { openGraphLocale } from '../../config/head/seo';
import { htmlFiles } from '../../scripts/serve/build-output.mjs';
import { langs } from '../../site/languages.mjs';
import { siteOrigin } from '../../site/links';
import { outRoot } from '../shared/site-files';

const MAX_CARD_BYTES = 100 * 1024;

const pages = htmlFiles(outRoot).map((file) => {
  const html = readFileSync(file, 'utf8');
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = [...head.matchAll(/<meta\b[^>]*>/g)].map(([tag]) => tag);
  /** Every `content` of the meta tags with this property or name. */
  const meta = (key: string) =>
    tags
      .filter((tag) => tag.includes(`property="${key}"`) || tag.includes(`name="${key}"`))
      .map((tag) => decode(/\bcontent="([^"]*)"/.exec(tag)?.[1] ?? ''));
  const canonical = /<link rel="canonical" href="([^"]+)">/.exec(head)?.[1];
  const lang = /<html[^>]*\blang="([^"]+)"/.exec(html)?.[1] ?? '';
  return { file: relative(outRoot, file), html, meta, canonical, lang };
});
const isNotFound = (file: string) => /(^|\/)404\.html$/.test(file);

function decode(value: string) {
  return value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#39;/g, "'")
    .replace(/&amp;/g, '&');
}

/** Width and height from a PNG's IHDR chunk, or undefined if the bytes are not a PNG. */
function pngSize(bytes: Buffer) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!bytes.subarray(0, 8).equals(signature) || bytes.toString('latin1', 12, 16) !== 'IHDR')
    return undefined;
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

const imageFile = (url: string) => join(outRoot, decodeURI(new URL(url).pathname));

test.describe('share cards', () => {
  test('every page but the not-found pages names an existing 1200×630 PNG card', () => {
    const cardPages = pages.filter(({ file }) => !isNotFound(file));
    expect(cardPages.length).toBeGreaterThan(2);
    for (const { file, meta } of cardPages) {
      const [url] = meta('og:image');
      expect(url, file).toMatch(new RegExp(`^${siteOrigin}/.+\\.png$`));
      const path = imageFile(url);
      expect(existsSync(path), `${file}: ${url}`).toBe(true);
      const bytes = readFileSync(path);
      const size = pngSize(bytes);
      expect(size, `${file}: ${url}`).toEqual({
        width: Number(meta('og:image:width')[0]),
        height: Number(meta('og:image:height')[0]),
      });
      expect(size, file).toEqual({ width: 1200, height: 630 });
      expect(bytes.length, `${file}: ${url}`).toBeLessThanOrEqual(MAX_CARD_BYTES);
    }
  });

  test('each card tag is written once, next to the title and description Rspress writes', () => {
    const once = [
      'og:type',
      'og:title',
      'og:description',
      'og:url',
      'og:locale',
      'og:site_name',
      'og:image',
      'og:image:width',
      'og:image:height',
      'og:image:alt',
      'twitter:card',
    ];
    for (const { file, meta } of pages.filter(({ file }) => !isNotFound(file)))
      for (const key of once) expect(meta(key), `${file}: ${key}`).toHaveLength(1);
  });

  test('the tags name the page: its canonical address, language, title and site', () => {
    for (const { file, html, meta, canonical, lang } of pages.filter(
      ({ file }) => !isNotFound(file),
    )) {
      expect(meta('og:url'), file).toEqual([canonical]);
      expect(meta('og:locale'), file).toEqual([openGraphLocale(lang)]);
      expect(meta('og:locale:alternate').sort(), file).toEqual(
        langs
          .filter((other) => other !== lang)
          .map(openGraphLocale)
          .sort(),
      );
      expect(meta('twitter:card'), file).toEqual(['summary_large_image']);
      // The alternative text is the title the card shows, which the page's body shows too.
      const [alt] = meta('og:image:alt');
      expect(alt, file).toBeTruthy();
      const body = html.slice(html.indexOf('<body'));
      expect(decode(body.replace(/<[^>]+>/g, '')), file).toContain(alt);
      // `og:title` is "<title> - <site name>" (or the site name and a suffix on home pages).
      expect(meta('og:title')[0], file).toContain(meta('og:site_name')[0]);
    }
  });

  test('a page and its translation have different cards; every card belongs to a page', () => {
    const cardOf = new Map(
      pages.map(({ file, meta }) => [file, meta('og:image')[0]] as const).filter(([, url]) => url),
    );
    for (const [file, url] of cardOf) {
      if (file.startsWith('zh/')) continue;
      const zh = cardOf.get(`zh/${file}`);
      expect(zh, file).toBeTruthy();
      expect(zh, file).not.toBe(url);
    }
    const used = new Set([...cardOf.values()].map(imageFile));
    const folder = join(outRoot, 'static', 'share-cards');
    const files = readdirSync(folder).map((name) => join(folder, name));
    expect(files.filter((path) => !used.has(path))).toEqual([]);
    expect(files.every((path) => statSync(path).size > 0)).toBe(true);
  });

  test('the not-found pages, which ask not to be indexed, have no card', () => {
    const notFound = pages.filter(({ file }) => isNotFound(file));
    expect(notFound.length).toBeGreaterThan(0);
    for (const { file, meta } of notFound) {
      expect(meta('robots'), file).toEqual(['noindex']);
      expect(meta('og:image'), file).toEqual([]);
      expect(meta('twitter:card'), file).toEqual([]);
    }
  });
});
