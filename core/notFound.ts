/**
 * Marks the other languages' 404 markup inside the top-level 404.html: written by the build
 * (plugins/localizedNotFound.ts), read in the browser (theme/upstream/localizedNotFound.ts).
 */
export const NOT_FOUND_TEMPLATE_ATTR = 'data-not-found-lang';
