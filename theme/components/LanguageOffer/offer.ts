import { type Lang, langPrefix, langs, readerLang } from '../../../site/languages.mjs';

/**
 * The language to offer a reader of a page in `pageLang`: none when the page's language is any of
 * the browser's languages (the reader asked for it), else the first published one the browser asks
 * for.
 */
export function languageToOffer(pageLang: Lang, preferred: readonly string[]): Lang | undefined {
  if (preferred.some((tag) => readerLang([tag]) === pageLang)) return undefined;
  return readerLang(preferred);
}

/** The same page, query and section in `lang`: only the language prefix of the path changes. */
export function sameRouteIn(
  lang: Lang,
  { pathname, search, hash }: Pick<Location, 'pathname' | 'search' | 'hash'>,
): string {
  const prefixed = langs.map(langPrefix).find((prefix) => {
    return prefix && (pathname === prefix || pathname.startsWith(`${prefix}/`));
  });
  const route = prefixed ? pathname.slice(prefixed.length) || '/' : pathname;
  return `${langPrefix(lang)}${route}${search}${hash}`;
}
