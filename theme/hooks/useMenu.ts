import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { closesOnEscape, leftMenu, menuState } from './menuState';

export interface MenuOptions {
  /** Delay of the changes made `later` (hover), in milliseconds. */
  delayMs: number;
  /** When focus leaves the menu it closes `now`, or `later` (after the delay, so a pointer can come back). */
  closeOnFocusLeave: 'now' | 'later';
  /** A press anywhere outside the menu closes it. */
  closeOnOutsidePress?: boolean;
}

/**
 * The open state and the shared behaviour of a navbar menu (./menuState.ts): spread `rootProps`
 * on the element that holds the button and the panel, and give the button `buttonRef`.
 */
export function useMenu<Root extends HTMLElement>({
  delayMs,
  closeOnFocusLeave,
  closeOnOutsidePress = false,
}: MenuOptions) {
  const [open, setOpen] = useState(false);
  const [state] = useState(() => menuState(setOpen, delayMs));
  const rootRef = useRef<Root>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);

  useEffect(() => state.cancel, [state]);

  useEffect(() => {
    if (!open || !closeOnOutsidePress) return;
    const onPointerDown = (event: PointerEvent) => {
      if (leftMenu(rootRef.current, event.target)) state.now(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, closeOnOutsidePress, state]);

  const rootProps = {
    ref: rootRef,
    onKeyDown: (event: KeyboardEvent) => {
      if (!closesOnEscape(event.key, open)) return;
      state.now(false);
      buttonRef.current?.focus();
    },
    onBlur: (event: FocusEvent) => {
      if (!leftMenu(event.currentTarget, event.relatedTarget)) return;
      if (closeOnFocusLeave === 'later') state.later(false);
      else state.now(false);
    },
  };
  return { open, setOpenNow: state.now, setOpenLater: state.later, rootRef, buttonRef, rootProps };
}
