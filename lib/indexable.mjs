/**
 * Whether search engines may index a page: every page but the not-found ones (`/404` in every
 * language). One rule for the two places that tell them: the head marks the others `noindex`
 * (config/head/seo.ts) and the sitemap leaves them out (plugins/sitemap.ts).
 * @param {{ pureRoutePath: string }} route the route without its language prefix
 * @returns {boolean}
 */
export const indexable = (route) => route.pureRoutePath !== '/404';
