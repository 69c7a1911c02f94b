/**
 * What every menu of the navbar does alike, without React: open or close now or after a delay
 * (hover), close on Escape with focus back on the button, close when focus or a press leaves it.
 * ./useMenu.ts binds it to a component; the phone menu, whose state the theme keeps, uses the two
 * rules below directly. Plain functions so the unit tests run them without a browser.
 */

/** Opens and closes a menu now or after a delay; a later call replaces a pending one. */
export interface MenuState {
  now: (open: boolean) => void;
  later: (open: boolean) => void;
  /** Drops a pending change (the menu is going away). */
  cancel: () => void;
}

export function menuState(apply: (open: boolean) => void, delayMs: number): MenuState {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cancel = () => clearTimeout(timer);
  return {
    now: (open) => {
      cancel();
      apply(open);
    },
    later: (open) => {
      cancel();
      timer = setTimeout(() => apply(open), delayMs);
    },
    cancel,
  };
}

/** Escape closes an open menu (and focus goes back to its button). */
export const closesOnEscape = (key: string, open: boolean): boolean => key === 'Escape' && open;

/** Focus or a press went to `next`, outside the menu's `root` (nothing, or another element). */
export const leftMenu = (root: Pick<Node, 'contains'> | null, next: unknown): boolean =>
  !root?.contains(next as Node | null);
