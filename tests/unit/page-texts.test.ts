// The search panel's texts travel in its own chunk (theme/search/panelTexts.ts), not in the texts
// every page carries (config/pageTexts.ts, Rspress's i18nSource).
import { describe, expect, it } from '@rstest/core';
import { pageTexts } from '../../config/pageTexts';
import { panelTexts } from '../../theme/search/panelTexts';

const text = (en: string, zh: string) => ({ en, zh });

describe("every page's texts", () => {
  it("leave out the search panel's own texts and keep every other, the theme's panel texts too", () => {
    const source = {
      footerMessage: text('footer', '页脚'),
      searchRecent: text('Recent', '搜索历史'),
      searchNoResultsText: text('No results', '没有找到匹配的结果'),
      searchClearHistory: text('Clear', '清除'),
      searchLoadingText: text('Loading', '加载'),
      searchSuggestedQueryText: text('Try another', '换个词'),
      searchInputLabel: text('Search', '搜索'),
    };
    expect(pageTexts(source)).toEqual({
      footerMessage: text('footer', '页脚'),
      searchNoResultsText: text('No results', '没有找到匹配的结果'),
      searchSuggestedQueryText: text('Try another', '换个词'),
    });
  });
});

describe("the search panel's texts", () => {
  it('are the texts of i18n.json, in both languages', () => {
    expect(panelTexts.searchRecent).toEqual(text('Recent', '搜索历史'));
    expect(panelTexts.searchFavorites).toEqual(text('Favorites', '收藏'));
    expect(panelTexts.searchClearHistory).toEqual(
      text('Clear recent and favorites', '清除搜索历史和收藏'),
    );
  });
});
