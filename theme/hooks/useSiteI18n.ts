import { useI18n } from '@rspress/core/runtime';
import type siteTexts from '../../i18n.json';
import type { PanelTextKey } from '../search/panelTexts';

/**
 * `useI18n` typed with the keys of our `i18n.json`, so a misspelt key fails type-checking; not the
 * search panel's, which every page's texts leave out (../search/usePanelText.ts reads those).
 */
export function useSiteI18n() {
  return useI18n<Omit<typeof siteTexts, PanelTextKey>>();
}
