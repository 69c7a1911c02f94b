import { type Lang, languages } from '../../site/languages.mjs';

/**
 * The browser locale of a reader of a page in `pageLang` whose browser is set to another language:
 * many readers follow a link in a language their browser is not set to, so the tests play them
 * (a zh-CN browser on English pages, an en-US browser on Chinese ones). Only a test about the
 * browser's language itself sets the page's own.
 */
export function readerLocale(pageLang: Lang): string {
  const other = languages.find(({ lang }) => lang !== pageLang);
  if (!other) throw new Error('a reader of another language needs a second language');
  return other.locale;
}
