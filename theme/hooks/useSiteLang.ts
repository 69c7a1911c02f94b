import { useLang } from '@rspress/core/runtime';
import type { SiteLang } from '../../site/tools';

/** The current page language narrowed to the two the site publishes. */
export function useSiteLang(): SiteLang {
  return useLang() === 'zh' ? 'zh' : 'en';
}
