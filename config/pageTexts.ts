import { panelTexts } from '../theme/search/panelTexts';

/**
 * The i18n texts every page's scripts carry (Rspress's `i18nSource`, given i18n.json merged over
 * the theme's own): all but the search panel's, which travel in its lazily loaded chunk
 * (theme/search/panelTexts.ts), so that the panel's texts weigh nothing on a page never searched.
 */
export function pageTexts(
  source: Record<string, Record<string, string>>,
): Record<string, Record<string, string>> {
  return Object.fromEntries(Object.entries(source).filter(([key]) => !(key in panelTexts)));
}
