/**
 * Where 2.0.22's 404 layout sends a reader whose address starts with the default language
 * (`/en/guide/…` when English lives at the root): the same address without it, or nothing.
 * The rule is the theme's own, kept as it is: the first `/<lang>/` (or a final `/<lang>`) anywhere
 * in the path becomes `/`.
 */
export function defaultLangRedirect(pathname: string, defaultLang: string): string | undefined {
  if (!defaultLang) return undefined;
  const prefix = new RegExp(`/${defaultLang}(\\/|$)`);
  return prefix.test(pathname) ? pathname.replace(prefix, '/') : undefined;
}

/** The 404 page's home link, as in 2.0.22: the page's version and language, unless the default. */
export function notFoundHome(page: {
  lang: string;
  defaultLang: string;
  version: string;
  defaultVersion: string;
}): string {
  let home = '/';
  if (page.defaultVersion && page.version !== page.defaultVersion) home += `${page.version}/`;
  if (page.defaultLang && page.lang !== page.defaultLang) home += `${page.lang}/`;
  return home;
}
