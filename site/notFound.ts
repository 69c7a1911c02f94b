/** Marks the other languages' 404 markup inside the top-level 404.html (plugins/localizedNotFound.ts). */
export const NOT_FOUND_TEMPLATE_ATTR = 'data-not-found-lang';
