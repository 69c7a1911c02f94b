import { readdirSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import {
  browserLocale,
  defaultLang,
  type Localized,
  langPrefix,
  langs,
  languages,
  localize,
  localizedRoute,
  toLang,
} from '../../site/languages.mjs';
import { docsRoot } from '../shared/site-files';

describe('site/languages.mjs', () => {
  it('has a docs folder for every language, and a language for every docs folder', () => {
    // docs/public holds static files; every other folder is a language.
    const folders = readdirSync(docsRoot, { withFileTypes: true })
      .filter((entry) => entry.isDirectory() && entry.name !== 'public')
      .map((entry) => entry.name);
    expect(folders.sort()).toEqual([...langs].sort());
  });

  it('publishes the default language at the root and the others under their code', () => {
    expect(langs[0]).toBe(defaultLang);
    for (const { lang, prefix } of languages) {
      expect(prefix).toBe(lang === defaultLang ? '' : `/${lang}`);
      expect(langPrefix(lang)).toBe(prefix);
      expect(localizedRoute(lang, '/guide/')).toBe(`${prefix}/guide/`);
    }
  });

  it('maps each language to a browser locale of that language', () => {
    for (const lang of langs) expect(browserLocale(lang).split('-')[0]).toBe(lang);
    expect(new Set(langs.map(browserLocale)).size).toBe(langs.length);
  });

  it('narrows any value to a published language, the default for unknown ones', () => {
    for (const lang of langs) expect(toLang(lang)).toBe(lang);
    expect(toLang('')).toBe(defaultLang);
    expect(toLang(undefined)).toBe(defaultLang);
    expect(toLang('xx')).toBe(defaultLang);
  });

  it('picks the value of a language, or the one value shared by all', () => {
    const perLanguage = Object.fromEntries(
      langs.map((lang) => [lang, `text-${lang}`]),
    ) as Localized;
    for (const lang of langs) {
      expect(localize(perLanguage, lang)).toBe(`text-${lang}`);
      expect(localize('same', lang)).toBe('same');
    }
  });
});
