// The languages the site publishes, in one place. A JavaScript module with JSDoc types, so the
// TypeScript config, theme and tests and the Node scripts (which cannot import .ts) all read it.

/**
 * The prose checks a language's pages get (scripts/checks/docs-checks/list.mjs): `english`
 * (spelling, heading case), `chinese` (typography, glossary, spacing, punctuation), or `none` for a
 * language no check knows yet. Chinese prose also joins wrapped lines without a space.
 * @typedef {'english' | 'chinese' | 'none'} Prose
 */

/**
 * One entry per language; the first is the default, published at the root without a prefix, and
 * the source every other language is translated from. `locale` is the browser locale of its
 * readers: Open Graph's locale, and what the tests and screenshots set to play a reader of this
 * language. Adding a language: an entry here, its texts in i18n.json, its pages in docs/<lang>/.
 */
const LANGUAGES = /** @type {const} */ ([
  { lang: 'en', label: 'English', locale: 'en-US', prose: 'english' },
  { lang: 'zh', label: '简体中文', locale: 'zh-CN', prose: 'chinese' },
]);

/** @typedef {(typeof LANGUAGES)[number]['lang']} Lang */

/**
 * A text or address given in every language of the site.
 * @template [T=string]
 * @typedef {Record<Lang, T>} Localized
 */

/** @type {Lang} */
export const defaultLang = LANGUAGES[0].lang;

/** The URL prefix of a language's pages: none for the default, `/zh` for Chinese. */
export const langPrefix = (/** @type {Lang} */ lang) => (lang === defaultLang ? '' : `/${lang}`);

/** Every language with its URL prefix. */
export const languages = LANGUAGES.map((language) => ({
  ...language,
  prefix: langPrefix(language.lang),
}));

/** @type {Lang[]} */
export const langs = LANGUAGES.map(({ lang }) => lang);

/** The languages translated from the default one. */
export const translatedLangs = langs.filter((lang) => lang !== defaultLang);

/** The prose checks `lang`'s pages get. */
export const proseOf = (/** @type {Lang} */ lang) =>
  /** @type {Prose} */ (LANGUAGES.find((language) => language.lang === lang)?.prose ?? 'none');

/** What joins two wrapped lines of a paragraph in `lang`: a space, or nothing in Chinese. */
export const lineJoiner = (/** @type {Lang} */ lang) => (proseOf(lang) === 'chinese' ? '' : ' ');

/** A route without language prefix (`/guide/`) as published in `lang` (`/zh/guide/`). */
export const localizedRoute = (/** @type {Lang} */ lang, /** @type {string} */ route) =>
  `${langPrefix(lang)}${route}`;

/** The browser locale that lands on `lang` (for tests and screenshots that visit a language). */
export const browserLocale = (/** @type {Lang} */ lang) =>
  LANGUAGES.find((language) => language.lang === lang)?.locale ?? LANGUAGES[0].locale;

/**
 * The language a reader's browser asks for (`navigator.languages`, most wanted first), matched by
 * primary subtag (`zh-TW` → `zh`), if the site publishes it; otherwise `undefined`.
 * @param {readonly string[]} preferred
 * @returns {Lang | undefined}
 */
export function readerLang(preferred) {
  for (const tag of preferred) {
    const primary = tag.split('-')[0]?.toLowerCase();
    const lang = langs.find((published) => published === primary);
    if (lang) return lang;
  }
  return undefined;
}

/**
 * The browser locale of a reader of `lang`'s pages whose browser is set to another language (a
 * zh-CN browser on English pages, an en-US one on Chinese pages): a link shared in one language is
 * often opened in a browser set to the other, and the site must not depend on them agreeing. The
 * browser tests and the engine runs play these readers.
 * @param {Lang} lang
 * @returns {string}
 */
export function readerLocale(lang) {
  const other = LANGUAGES.find((language) => language.lang !== lang);
  if (!other) throw new Error('a reader of another language needs a second language');
  return other.locale;
}

/** A published language, or the default for anything else (e.g. the theme's empty lang). */
export const toLang = (/** @type {string | undefined} */ value) =>
  langs.find((lang) => lang === value) ?? defaultLang;

/**
 * The value for one language of something that is either the same in all (`T`) or given per
 * language (`Localized<T>`).
 * @template {string | number} T
 * @param {T | Localized<T>} value
 * @param {Lang} lang
 * @returns {T}
 */
export function localize(value, lang) {
  return typeof value === 'object' ? value[lang] : value;
}
