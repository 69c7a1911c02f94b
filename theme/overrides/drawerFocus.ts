import { type RefObject, useEffect } from 'react';

/** What Tab can reach in a drawer. */
const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]), select, textarea, [tabindex]:not([tabindex="-1"])';

/** Outside the page's root: the panel masks and popups, which must stay reachable. */
const MODAL_CONTAINER = '__rspress_modal_container';

/**
 * Makes inert everything beside the path from each of `kept` up to the body (the page behind a
 * drawer, but not the drawer and its menu buttons), and returns what it changed.
 */
function inertAround(kept: HTMLElement[]): HTMLElement[] {
  const changed: HTMLElement[] = [];
  const onPath = (element: Element) => kept.some((keep) => element.contains(keep));
  for (const keep of kept) {
    for (let node: HTMLElement | null = keep; node && node !== document.body; ) {
      const parent: HTMLElement | null = node.parentElement;
      if (!parent) break;
      for (const sibling of parent.children) {
        // Scripts and styles too: inert changes nothing there; testing for them weighs on every page.
        if (
          sibling instanceof HTMLElement &&
          sibling.id !== MODAL_CONTAINER &&
          !onPath(sibling) &&
          !sibling.inert
        ) {
          sibling.inert = true;
          changed.push(sibling);
        }
      }
      node = parent;
    }
  }
  return changed;
}

/**
 * One of the phone's drawers (the sidebar, the outline) as a screen reader and a keyboard need it,
 * called from the theme's useSidebarMenu (upstream/theme/phoneDrawers.ts): while it is open the
 * focus is in it, the page behind it is inert (its menu buttons are not) and Escape closes it;
 * when it closes, the focus goes back to the button that opened it, unless the reader has moved
 * it somewhere else.
 */
export function useDrawerFocus(
  open: boolean,
  setOpen: (open: boolean) => void,
  drawer: RefObject<HTMLElement | null>,
  menu: RefObject<HTMLElement | null>,
  button: string,
) {
  // biome-ignore lint/correctness/useExhaustiveDependencies: the refs and the setter are stable; only opening and closing matter.
  useEffect(() => {
    const panel = drawer.current;
    if (!open || !panel) return;
    const active = document.activeElement;
    const opener =
      active instanceof HTMLElement && active !== document.body
        ? active
        : menu.current?.querySelector<HTMLElement>(button);
    const inerted = inertAround([panel, menu.current].filter((el): el is HTMLElement => !!el));
    const first = [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
      (element) => element.getClientRects().length > 0,
    );
    first?.focus({ preventScroll: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Escape' || event.defaultPrevented) return;
      event.preventDefault();
      setOpen(false);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      for (const element of inerted) element.inert = false;
      const now = document.activeElement;
      if (!now || now === document.body || panel.contains(now)) opener?.focus();
    };
  }, [open]);
}
