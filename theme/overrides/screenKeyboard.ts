import { closesOnEscape } from '../hooks/menuState';

/** Submenu headers of the mobile menu: `<div>`s with a click handler in 2.0.22. */
const TOGGLES = 'div.rp-nav-screen-menu-item, .rp-nav-screen-langs';
const OPEN_MARKS = '.rp-nav-screen-menu-item--open, .rp-nav-screen-langs__icon--open';
const FOCUSABLE = 'a[href], button, [tabindex="0"]';

/** Keeps each toggle's `aria-expanded` in step with the theme's own open state (a class). */
function syncToggles(screen: Element): void {
  for (const toggle of screen.querySelectorAll(TOGGLES)) {
    const open = toggle.matches(OPEN_MARKS) || toggle.querySelector(OPEN_MARKS) != null;
    if (toggle.getAttribute('aria-expanded') !== String(open))
      toggle.setAttribute('aria-expanded', String(open));
  }
}

/**
 * Makes the open mobile menu usable from the keyboard: its submenu headers become buttons (Enter
 * and Space open them), Tab and Shift+Tab stay inside the menu, and Escape closes it. Returns the
 * clean-up for when the menu closes.
 */
export function enableScreenKeyboard(screen: HTMLElement, close: () => void): () => void {
  for (const toggle of screen.querySelectorAll(TOGGLES)) {
    toggle.setAttribute('role', 'button');
    toggle.setAttribute('tabindex', '0');
  }
  syncToggles(screen);
  const classChanges = new MutationObserver(() => syncToggles(screen));
  classChanges.observe(screen, { attributes: true, attributeFilter: ['class'], subtree: true });

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // The menu is open while this listener is on.
    if (closesOnEscape(event.key, true)) return close();
    if ((event.key === 'Enter' || event.key === ' ') && target.matches(TOGGLES)) {
      event.preventDefault();
      target.click();
    }
    if (event.key !== 'Tab') return;
    // Links inside a closed submenu are hidden (CSS), so only visible stops count.
    const stops = [...screen.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
      (el) => el.checkVisibility?.({ visibilityProperty: true }) ?? true,
    );
    const [first, last] = [stops[0], stops[stops.length - 1]];
    if (event.shiftKey && target === first) {
      event.preventDefault();
      last?.focus();
    } else if (!event.shiftKey && target === last) {
      event.preventDefault();
      first?.focus();
    }
  };
  screen.addEventListener('keydown', onKeyDown);
  screen.querySelector<HTMLElement>(FOCUSABLE)?.focus();
  return () => {
    classChanges.disconnect();
    screen.removeEventListener('keydown', onKeyDown);
  };
}
