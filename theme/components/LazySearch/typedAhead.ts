import { capQuery } from '../../search/queryLimit';

/**
 * What the reader types for search before the panel's input exists: the panel's code is a chunk of
 * its own and the reader may press Ctrl/⌘+K or click the button and type before it arrives (or
 * before React has hydrated the button). Part of every page's scripts, so it stays tiny: one
 * document listener that remembers the intent to search and the text typed since, which the panel
 * takes over once its input is on screen (./LazySearch.tsx).
 */
const isShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

let waiting = false;
let typed = '';
/** The panel's input has been on screen: keys go there from then on. */
let inputShown = false;
/** The mounted panel listens for the shortcut itself; until then, who opens it. */
let panelListening = false;
let open: ((focused: boolean) => void) | undefined;

function onKeyDown(event: KeyboardEvent): void {
  if (panelListening || event.defaultPrevented) return;
  if (isShortcut(event)) {
    event.preventDefault();
    startTypingAhead();
    open?.(true);
    return;
  }
  // Until the hand-over, in the commit that shows the input (no key can come between).
  if (!waiting || event.isComposing) return;
  if (event.key === 'Escape') {
    waiting = false;
    typed = '';
    open?.(false);
    return;
  }
  // One character (a surrogate pair too), typed without a shortcut modifier.
  const character = [...event.key].length === 1 && !event.ctrlKey && !event.metaKey;
  if (!character && event.key !== 'Backspace') return;
  // Neither a page scroll (Space) nor a click of the focused button (Enter) while the panel loads.
  event.preventDefault();
  typed = character ? capQuery(typed + event.key) : [...typed].slice(0, -1).join('');
}

if (typeof document !== 'undefined') document.addEventListener('keydown', onKeyDown);

/** The reader asked for search: keys typed from now on are kept until the panel takes them. */
export function startTypingAhead(): void {
  if (panelListening || inputShown) return;
  waiting = true;
  typed = '';
}

/** Who opens the panel on the shortcut; whether the reader asked for it already. */
export function onSearchShortcut(openPanel: (focused: boolean) => void): boolean {
  open = openPanel;
  return waiting;
}

/**
 * The panel's input is on screen: the text typed ahead goes into it, as if typed there (an `input`
 * event, which the panel searches), and later keys reach the input itself.
 */
export function handOver(input: HTMLInputElement): void {
  inputShown = true;
  if (!waiting) return;
  waiting = false;
  if (!typed) return;
  const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
  setValue?.call(input, typed);
  typed = '';
  input.dispatchEvent(new Event('input', { bubbles: true }));
}

/** The mounted panel has its own shortcut listener (registered in an effect, so not before). */
export function panelListens(): void {
  panelListening = true;
  waiting = false;
  open = undefined;
}
