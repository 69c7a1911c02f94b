import { useLocation } from '@rspress/core/runtime';
import { type CSSProperties, useEffect, useRef, useState } from 'react';
import {
  languageOfferDismiss,
  languageOfferLabel,
  languageOfferLink,
  languageOfferText,
} from '../../../i18n.json';
import type { Lang } from '../../../site/languages.mjs';
import { useSiteLang } from '../../hooks/useSiteLang';
import { readStored, writeStored } from '../../storage/guardedStorage';
import { mainContentId } from '../SkipLink';
import { languageToOffer, sameRouteIn } from './offer';

/** Where a dismissal is remembered, so the offer never comes back for this reader. */
export const dismissedKey = 'site-language-offer-dismissed';

// Storage blocked (private modes, policies): the offer shows, and dismissing lasts this visit.
const remembered = () => readStored(dismissedKey) === '1';

// Inline, because every page's CSS is at its budget (tests/e2e/output.spec.ts). Fixed at the foot
// of the window, so it moves nothing on the page; its width fits a phone as well as a desktop.
const box: CSSProperties = {
  position: 'fixed',
  right: 12,
  bottom: 12,
  // Over the content and the outline column (40), under the phone sidebar (50), navbar and menus.
  zIndex: 45,
  width: 'min(24rem, calc(100vw - 24px))',
  display: 'flex',
  alignItems: 'center',
  gap: '0.75rem',
  padding: '0.625rem 0.75rem 0.625rem 1rem',
  border: '1px solid var(--rp-c-divider-light)',
  borderRadius: 8,
  background: 'var(--rp-c-bg)',
  color: 'var(--rp-c-text-1)',
  boxShadow: '0 4px 16px rgb(0 0 0 / 16%)',
  fontSize: 14,
  lineHeight: 1.5,
};
const dismissButton: CSSProperties = {
  flex: 'none',
  width: 32,
  height: 32,
  border: 0,
  borderRadius: 6,
  background: 'none',
  color: 'var(--rp-c-text-2)',
  fontSize: 20,
  lineHeight: 1,
  cursor: 'pointer',
};

/**
 * The path is the language, so a reader whose browser asks for another language the site
 * publishes is offered that version of the page, in that language, instead of being sent there.
 * Shown after hydration (the server cannot know the browser's language); dismissed for good.
 * While shown, the page gets room at its foot so the notice never hides the end of the content.
 */
export function LanguageOffer() {
  const pageLang = useSiteLang();
  const location = useLocation();
  const [offer, setOffer] = useState<Lang>();
  const notice = useRef<HTMLElement>(null);

  useEffect(() => {
    setOffer(remembered() ? undefined : languageToOffer(pageLang, navigator.languages));
  }, [pageLang]);

  useEffect(() => {
    const element = notice.current;
    if (!offer || !element) return;
    const { style } = document.body;
    style.paddingBottom = `${element.offsetHeight + 24}px`;
    return () => {
      style.paddingBottom = '';
    };
  }, [offer]);

  if (!offer) return null;
  const dismiss = () => {
    // The focused button goes away with the notice: a keyboard reader goes on from the start of
    // the content, where the skip link leads, instead of from the top of the page.
    if (notice.current?.contains(document.activeElement))
      document.getElementById(mainContentId)?.focus();
    setOffer(undefined);
    writeStored(dismissedKey, '1');
  };
  return (
    // Not printed: the paper is in the page's language (theme/styles/print.css).
    <aside
      ref={notice}
      lang={offer}
      aria-label={languageOfferLabel[offer]}
      data-print="hide"
      style={box}
    >
      <p style={{ flex: 1, margin: 0 }}>
        {languageOfferText[offer]}{' '}
        <a
          href={sameRouteIn(offer, location)}
          hrefLang={offer}
          style={{ color: 'var(--rp-c-brand)', fontWeight: 500, textDecoration: 'underline' }}
        >
          {languageOfferLink[offer]}
        </a>
      </p>
      <button
        type="button"
        aria-label={languageOfferDismiss[offer]}
        onClick={dismiss}
        style={dismissButton}
      >
        ×
      </button>
    </aside>
  );
}
