// The head tags for link previews: escaped so a title cannot break out of its attribute, and the
// page's Open Graph locale with every other language of the site as an alternate.
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { openGraphLocale, openGraphLocales, openGraphUrl } from '../../config/head/seo';
import { cardHeadTags, escapeAttribute } from '../../plugins/shareCards/headTags';
import { languages } from '../../site/languages.mjs';
import { siteOrigin } from '../../site/links';

const metaTags = (html: string) =>
  [...html.matchAll(/<meta (property|name)="([^"]+)" content="([^"]*)">/g)].map(
    ([, , key, content]) => [key, content],
  );
const decodeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

const route = (lang: string, routePath: string) =>
  ({ lang, routePath, pureRoutePath: routePath.replace(/^\/zh/, '') }) as RouteMeta;

describe('share card head tags', () => {
  it('writes the image, its size and text, the site name and the large Twitter/X card', () => {
    const alt = `Tabs "quoted" <b>bold</b> & more`;
    const html = cardHeadTags({ url: 'https://example.com/c.png', alt }, 'Site "A"');
    // Six complete tags and nothing else: no attribute or element breaks out.
    expect(html.replace(/<meta [^<>]*>/g, '')).toBe('');
    expect(metaTags(html).map(([key, content]) => [key, decodeAttribute(content)])).toEqual([
      ['og:image', 'https://example.com/c.png'],
      ['og:image:width', '1200'],
      ['og:image:height', '630'],
      ['og:image:alt', alt],
      ['og:site_name', 'Site "A"'],
      ['twitter:card', 'summary_large_image'],
    ]);
    expect(escapeAttribute('a&b')).toBe('a&amp;b');
  });

  it('names each language by the region of its browser locale', () => {
    for (const { lang, locale } of languages) {
      expect(openGraphLocale(lang)).toMatch(/^[a-z]{2}_[A-Z]{2}$/);
      expect(openGraphLocale(lang).replace('_', '-')).toBe(locale);
    }
  });

  it("names the page's locale and the others as alternates, and its absolute address", () => {
    expect(languages.length).toBeGreaterThan(1);
    for (const { lang } of languages) {
      const tags = metaTags(openGraphLocales(route(lang, '/guide/')));
      expect(tags).toEqual([
        ['og:locale', openGraphLocale(lang)],
        ...languages
          .filter((other) => other.lang !== lang)
          .map((other) => ['og:locale:alternate', openGraphLocale(other.lang)]),
      ]);
    }
    expect(openGraphUrl(route('zh', '/zh/api/'))).toBe(
      `<meta property="og:url" content="${siteOrigin}/zh/api/">`,
    );
  });
});
