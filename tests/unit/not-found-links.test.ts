import { describe, expect, it } from '@rstest/core';
import { defaultLangRedirect, notFoundHome } from '../../theme/overrides/notFoundLinks';

describe('the 404 page’s redirect of the default language’s prefix (as in 2.0.22)', () => {
  it('drops /en/ from an old address, and a bare /en', () => {
    expect(defaultLangRedirect('/en/guide/start/introduction', 'en')).toBe(
      '/guide/start/introduction',
    );
    expect(defaultLangRedirect('/en', 'en')).toBe('/');
  });

  it('leaves other languages, look-alike segments and sites without a default language alone', () => {
    expect(defaultLangRedirect('/zh/guide/missing', 'en')).toBeUndefined();
    expect(defaultLangRedirect('/english/guide', 'en')).toBeUndefined();
    expect(defaultLangRedirect('/en/guide', '')).toBeUndefined();
  });
});

describe('the 404 page’s home link', () => {
  const site = { defaultLang: 'en', defaultVersion: '' };
  it('is the root in the default language and the language’s home otherwise', () => {
    expect(notFoundHome({ ...site, lang: 'en', version: '' })).toBe('/');
    expect(notFoundHome({ ...site, lang: 'zh', version: '' })).toBe('/zh/');
  });

  it('keeps a version other than the default, before the language', () => {
    const versioned = { defaultLang: 'en', defaultVersion: 'v2' };
    expect(notFoundHome({ ...versioned, lang: 'zh', version: 'v1' })).toBe('/v1/zh/');
    expect(notFoundHome({ ...versioned, lang: 'en', version: 'v2' })).toBe('/');
  });
});
