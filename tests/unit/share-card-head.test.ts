// The head tags for link previews: escaped so a title cannot break out of its attribute, and the
// page's Open Graph locale with every other language of the site as an alternate.
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { cardHeadTags, escapeAttribute } from '../../plugins/shareCards/headTags';
import { CARD_HEIGHT, CARD_WIDTH } from '../../plugins/shareCards/layout';
import config from '../../rspress.config';
import { siteOrigin } from '../../site/links';
import { openGraphLocale, openGraphLocales, openGraphUrl } from '../../site/seo';

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
      ['og:image:width', String(CARD_WIDTH)],
      ['og:image:height', String(CARD_HEIGHT)],
      ['og:image:alt', alt],
      ['og:site_name', 'Site "A"'],
      ['twitter:card', 'summary_large_image'],
    ]);
    expect(escapeAttribute('a&b')).toBe('a&amp;b');
  });

  it('has an Open Graph locale for every language of the site', () => {
    const langs = (config.themeConfig?.locales ?? []).map(({ lang }) => lang);
    expect(langs.length).toBeGreaterThan(1);
    expect(Object.keys(openGraphLocales).sort()).toEqual([...langs].sort());
  });

  it("names the page's locale and the others as alternates, and its absolute address", () => {
    for (const [lang, locale] of Object.entries(openGraphLocales)) {
      const tags = metaTags(openGraphLocale(route(lang, '/guide/')));
      const others = Object.entries(openGraphLocales).filter(([other]) => other !== lang);
      expect(tags).toEqual([
        ['og:locale', locale],
        ...others.map(([, other]) => ['og:locale:alternate', other]),
      ]);
    }
    expect(() => openGraphLocale(route('fr', '/fr/'))).toThrow('site/seo.ts');
    expect(openGraphUrl(route('zh', '/zh/api/'))).toEqual([
      'meta',
      { property: 'og:url', content: `${siteOrigin}/zh/api/` },
    ]);
  });
});
