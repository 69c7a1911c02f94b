import texts from '../../i18n.json';

/**
 * The texts only the search panel shows (its history, its loading and error screens, its labels),
 * read here so that they travel in the panel's lazily loaded chunk: config/pageTexts.ts leaves
 * them out of the i18n module every page loads. Named one by one, so that the bundler keeps these
 * of i18n.json in the chunk and no other. The theme's own panel texts (searchNoResultsText,
 * searchSuggestedQueryText) stay in every page's module: the theme looks them up there.
 */
export const panelTexts = {
  searchLoadingText: texts.searchLoadingText,
  searchErrorTitle: texts.searchErrorTitle,
  searchErrorHelp: texts.searchErrorHelp,
  searchRetry: texts.searchRetry,
  searchDialogLabel: texts.searchDialogLabel,
  searchInputLabel: texts.searchInputLabel,
  searchResultsLabel: texts.searchResultsLabel,
  searchRecent: texts.searchRecent,
  searchFavorites: texts.searchFavorites,
  searchStartHere: texts.searchStartHere,
  searchStartQuickStart: texts.searchStartQuickStart,
  searchStartBasicConfig: texts.searchStartBasicConfig,
  searchStartApiOverview: texts.searchStartApiOverview,
  searchSaveFavorite: texts.searchSaveFavorite,
  searchRemoveRecent: texts.searchRemoveRecent,
  searchRemoveFavorite: texts.searchRemoveFavorite,
  searchClearHistory: texts.searchClearHistory,
  searchNoResultsFor: texts.searchNoResultsFor,
};

export type PanelTextKey = keyof typeof panelTexts;
