import { siteOrigin } from '../site/links';

/** The absolute address of a route as the static host serves it (clean URLs). */
export const absoluteUrl = (routePath: string): string => `${siteOrigin}${routePath}`;
