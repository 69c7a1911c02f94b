import { type RefObject, useEffect, useRef } from 'react';

/** What Tab can reach inside the panel. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), [tabindex]:not([tabindex="-1"])';

const visible = (element: HTMLElement) => element.getClientRects().length > 0;

/**
 * Focus around the search panel, a modal dialog: while it is open Tab and Shift+Tab go round its
 * own controls and never to the page behind it; when it closes without opening a page, focus
 * goes back to what had it when the panel opened (the search button, a link), not to the body.
 * The opener is read while the panel's opening renders, before its input takes the focus.
 * `opened` is set when the reader opened a page from the panel: that page gets the focus.
 */
export function usePanelFocus(
  focused: boolean,
  searchInputRef: RefObject<HTMLInputElement | null>,
  opened: RefObject<boolean>,
) {
  const opener = useRef<Element | null>(null);
  const wasOpen = useRef(false);
  if (typeof document !== 'undefined' && focused && !wasOpen.current) {
    opener.current = document.activeElement;
  }

  useEffect(() => {
    if (focused) {
      wasOpen.current = true;
      opened.current = false;
      return;
    }
    if (!wasOpen.current) return;
    wasOpen.current = false;
    if (opened.current) return;
    const active = document.activeElement;
    if (active && active !== document.body && active.isConnected) return;
    const back =
      opener.current instanceof HTMLElement &&
      opener.current !== document.body &&
      opener.current.isConnected
        ? opener.current
        : [...document.querySelectorAll<HTMLElement>('.rp-search-button')].find(visible);
    back?.focus();
  }, [focused, opened]);

  useEffect(() => {
    if (!focused) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab') return;
      const modal = searchInputRef.current?.closest<HTMLElement>('.rp-search-panel__modal');
      if (!modal) return;
      const stops = [...modal.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(visible);
      if (stops.length === 0) return;
      const first = stops[0];
      const last = stops[stops.length - 1];
      const active = document.activeElement;
      const inside = active instanceof Node && modal.contains(active);
      if (!inside || (event.shiftKey ? active === first : active === last)) {
        event.preventDefault();
        (event.shiftKey ? last : first).focus();
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [focused, searchInputRef]);
}
