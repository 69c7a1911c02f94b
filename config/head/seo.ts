/**
 * Head tags that Rspress does not write itself, read by rspress.config.ts. It already emits
 * `hreflang` alternates for each language, `og:type`, `og:title` and `og:description`; search
 * engines also want the page's own canonical address and an `x-default`, and link previews its
 * address and language. The share card tags (`og:image`…, `twitter:card`) come from
 * plugins/shareCards. Each tag is written with its values escaped (lib/headTag.mjs): Rspress writes
 * head entries as they are.
 */
import type { RouteMeta } from '@rspress/core';
import { absoluteUrl } from '../../core/absoluteUrl';
import { twinPath } from '../../core/agents';
import { headTag } from '../../lib/headTag.mjs';
import { indexable } from '../../lib/indexable.mjs';
import { browserLocale, langs, toLang } from '../../site/languages.mjs';

export const canonicalLink = (route: RouteMeta): string =>
  headTag('link', { rel: 'canonical', href: absoluteUrl(route.routePath) });

/** Readers whose language we do not publish get the English page, which lives at the root. */
export const xDefaultLink = (route: RouteMeta): string =>
  headTag('link', {
    rel: 'alternate',
    hreflang: 'x-default',
    href: absoluteUrl(route.pureRoutePath),
  });

/** Keep the not-found pages out of search results. */
export const noindexNotFound = (route: RouteMeta): string | undefined =>
  indexable(route) ? undefined : headTag('meta', { name: 'robots', content: 'noindex' });

/** Open Graph names a language by its region, as the browser locale does: `zh-CN` → `zh_CN`. */
export const openGraphLocale = (lang: string): string =>
  browserLocale(toLang(lang)).replace('-', '_');

/** The page's Markdown twin, for agents that read the head before anything else. */
export const markdownAlternateLink = (route: RouteMeta): string =>
  headTag('link', {
    rel: 'alternate',
    type: 'text/markdown',
    href: absoluteUrl(twinPath(route.routePath)),
  });

export const openGraphUrl = (route: RouteMeta): string =>
  headTag('meta', { property: 'og:url', content: absoluteUrl(route.routePath) });

/** `og:locale` of the page, and `og:locale:alternate` for every other language of the site. */
export const openGraphLocales = (route: RouteMeta): string =>
  [
    headTag('meta', { property: 'og:locale', content: openGraphLocale(route.lang) }),
    ...langs
      .filter((lang) => lang !== route.lang)
      .map((lang) =>
        headTag('meta', { property: 'og:locale:alternate', content: openGraphLocale(lang) }),
      ),
  ].join('');

export const seoHead = [
  canonicalLink,
  xDefaultLink,
  noindexNotFound,
  markdownAlternateLink,
  openGraphUrl,
  openGraphLocales,
];
