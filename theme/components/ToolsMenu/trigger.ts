import type { ToolsMenuTrigger } from '../../../site/tools';

/** What the reader did: a mouse entered or left the menu, the button got focus, or was clicked. */
export type MenuEvent =
  | { type: 'pointerenter' | 'pointerleave' | 'focus' }
  | {
      type: 'click';
      /** The click came from a mouse (hover has already opened the menu). */
      byMouse: boolean;
      /** The press of this click gave the button focus (with `focus`, that has opened the menu). */
      focusedByPress: boolean;
    };

/** What the menu does: open or close now, after the hover delay, or nothing. */
export type MenuAction = 'open' | 'close' | 'openLater' | 'closeLater' | 'none';

/** How the menu answers an event under each trigger (site/tools.ts chooses the trigger). */
export function menuAction(trigger: ToolsMenuTrigger, event: MenuEvent, open: boolean): MenuAction {
  switch (event.type) {
    case 'pointerenter':
      return trigger === 'hover' ? 'openLater' : 'none';
    case 'pointerleave':
      return trigger === 'hover' ? 'closeLater' : 'none';
    case 'focus':
      return trigger === 'focus' ? 'open' : 'none';
    case 'click':
      // A click only confirms what hovering or its own focus opened; otherwise it toggles.
      if (trigger === 'hover' && event.byMouse) return 'open';
      if (trigger === 'focus' && event.focusedByPress) return 'open';
      return open ? 'close' : 'open';
  }
}
