import { describe, expect, it } from '@rstest/core';
import type { Localized } from '../../site/languages.mjs';
import { langs, texts as siteTexts } from '../shared/site-files';

const texts: Record<string, Localized> = siteTexts;

/** Label keys the product brief requires (PRODUCT §4, §7). */
const requiredKeys = [
  'gettingStarted',
  'features',
  'defaultTheme',
  'advanced',
  'apiOverview',
  'config',
  'clientApi',
  'commands',
  'pluginSystem',
  'pluginList',
  'communityPlugins',
  'toolStackTitle',
  'toolStackDesc',
  'overview.filterNameText',
  'overview.filterPlaceholderText',
  'overview.filterNoResultText',
  'editLinkText',
];

describe('i18n.json', () => {
  it('has every required key', () => {
    for (const key of requiredKeys) expect(Object.keys(texts)).toContain(key);
  });

  it('gives every key a non-empty text in every language', () => {
    for (const [key, value] of Object.entries(texts)) {
      for (const lang of langs) {
        expect({ key, lang, text: value[lang]?.trim() || '' }).not.toMatchObject({ text: '' });
      }
    }
  });

  it('writes zh texts in Chinese (or as product names) and en texts without CJK', () => {
    const CJK = /[\u4e00-\u9fff]/;
    for (const [key, value] of Object.entries(texts)) {
      expect({ key, en: CJK.test(value.en) }).toEqual({ key, en: false });
      const isProductName = value.zh === value.en && /^[A-Z][\w ]*$/.test(value.zh);
      if (!isProductName) expect({ key, zh: CJK.test(value.zh) }).toEqual({ key, zh: true });
    }
  });

  it('uses the agreed overview filter texts in Chinese', () => {
    expect(texts['overview.filterNameText'].zh).toBe('过滤');
    expect(texts['overview.filterPlaceholderText'].zh).toBe('输入关键词');
    expect(texts['overview.filterNoResultText'].zh).toBe('未找到匹配的 API');
  });
});
