/**
 * Works around a 2.0.22 theme bug: the search panel listens for Enter on the whole document, even
 * while it is closed, and then reads a suggestion that does not exist ("Cannot read properties of
 * undefined (reading 'link')"). Every keyboard user pressing Enter on a link or button hit it.
 *
 * Registered on `document` when the theme module loads, so it runs before the panel's own
 * listener (listeners on one target run in registration order) and stops only that listener.
 * The key press still reaches its target and React's handlers, which run before `document`.
 */
export function installSearchEnterGuard(doc: Document): void {
  doc.addEventListener('keydown', (event) => {
    if (event.key !== 'Enter') return;
    const panel = doc.querySelector('.rp-search-panel__mask');
    const hasSuggestion = panel?.querySelector('.rp-search-panel__results a') != null;
    if (!hasSuggestion) event.stopImmediatePropagation();
  });
}
