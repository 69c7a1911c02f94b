import { describe, expect, it } from '@rstest/core';
import { readerLang } from '../../site/languages.mjs';
import { languageToOffer, sameRouteIn } from '../../theme/components/LanguageOffer/offer';

const at = (pathname: string, search = '', hash = '') => ({ pathname, search, hash });

describe('readerLang', () => {
  it('matches the browser languages by primary subtag, most wanted first', () => {
    expect(readerLang(['zh-CN'])).toBe('zh');
    expect(readerLang(['zh-TW', 'en-US'])).toBe('zh');
    expect(readerLang(['fr-FR', 'EN-gb'])).toBe('en');
    expect(readerLang(['fr-FR', 'de'])).toBeUndefined();
    expect(readerLang([])).toBeUndefined();
  });
});

describe('languageToOffer', () => {
  it('offers the version in the language the browser asks for', () => {
    expect(languageToOffer('en', ['zh-CN'])).toBe('zh');
    expect(languageToOffer('zh', ['en-US'])).toBe('en');
    expect(languageToOffer('zh', ['fr-FR', 'en-GB', 'zh-CN'])).toBeUndefined();
  });

  it('offers nothing when the page is in any of the browser languages, or in none the site has', () => {
    expect(languageToOffer('zh', ['zh-CN'])).toBeUndefined();
    expect(languageToOffer('en', ['de-DE', 'en-US', 'zh-CN'])).toBeUndefined();
    expect(languageToOffer('en', ['ja-JP'])).toBeUndefined();
    expect(languageToOffer('zh', [])).toBeUndefined();
  });
});

describe('sameRouteIn', () => {
  it('changes only the language prefix, keeping the query and the section', () => {
    expect(sameRouteIn('zh', at('/guide/start/introduction', '?q=1', '#install'))).toBe(
      '/zh/guide/start/introduction?q=1#install',
    );
    expect(sameRouteIn('en', at('/zh/api/config/config-basic', '', '#title'))).toBe(
      '/api/config/config-basic#title',
    );
  });

  it('maps the home pages onto each other', () => {
    expect(sameRouteIn('zh', at('/'))).toBe('/zh/');
    expect(sameRouteIn('en', at('/zh/'))).toBe('/');
    expect(sameRouteIn('en', at('/zh'))).toBe('/');
  });

  it('does not take a path that merely starts with the letters of a prefix for one', () => {
    expect(sameRouteIn('zh', at('/zhongwen/page'))).toBe('/zh/zhongwen/page');
  });
});
