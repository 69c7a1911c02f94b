import { useLang } from '@rspress/core/runtime';
import { type Lang, toLang } from '../../site/languages.mjs';

/** The current page language narrowed to the ones the site publishes. */
export function useSiteLang(): Lang {
  return toLang(useLang());
}
