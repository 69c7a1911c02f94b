import { useI18n } from '@rspress/core/runtime';
import type siteTexts from '../../i18n.json';

/** `useI18n` typed with the keys of our `i18n.json`, so a misspelt key fails type-checking. */
export function useSiteI18n() {
  return useI18n<typeof siteTexts>();
}
