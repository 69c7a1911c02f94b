/**
 * Head tags that Rspress does not write itself. It already emits `hreflang` alternates for each
 * language; search engines also want the page's own canonical address and an `x-default`.
 */
import type { RouteMeta } from '@rspress/core';
import { siteOrigin } from './links';

type HeadTag = [string, Record<string, string>];

/** The absolute address of a route as the static host serves it (clean URLs). */
export const absoluteUrl = (routePath: string): string => `${siteOrigin}${routePath}`;

export const canonicalLink = (route: RouteMeta): HeadTag => [
  'link',
  { rel: 'canonical', href: absoluteUrl(route.routePath) },
];

/** Readers whose language we do not publish get the English page, which lives at the root. */
export const xDefaultLink = (route: RouteMeta): HeadTag => [
  'link',
  { rel: 'alternate', hreflang: 'x-default', href: absoluteUrl(route.pureRoutePath) },
];

/** Keep the not-found pages out of search results. */
export const noindexNotFound = (route: RouteMeta): HeadTag | undefined =>
  route.pureRoutePath === '/404' ? ['meta', { name: 'robots', content: 'noindex' }] : undefined;

export const seoHead = [canonicalLink, xDefaultLink, noindexNotFound];
