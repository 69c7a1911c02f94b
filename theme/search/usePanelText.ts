import { useLang } from '@rspress/core/runtime';
import { type PanelTextKey, panelTexts } from './panelTexts';

/** The panel's own texts (./panelTexts.ts) in the page's language, as `useI18n` gives the others. */
export function usePanelText() {
  const lang = useLang();
  return (key: PanelTextKey): string =>
    (panelTexts[key] as Record<string, string>)[lang] ?? panelTexts[key].en;
}
