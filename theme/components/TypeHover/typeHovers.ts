/**
 * Opens the popup of a marked identifier in a code example (plugins/typeHovers): on pointer
 * hover, on focus and on tap; Escape closes it, and it stays open while the pointer is over the
 * identifier or the popup (WCAG 1.4.13). Each block is one tab stop: arrow keys, Home and End move
 * between its marks, and Enter follows the popup's link. Listeners are on the document, so blocks
 * that arrive with client-side navigation work without setup.
 */

import { injectStyle } from '../../styles/injectStyle';
import css from './typeHovers.css?raw';

const MARK = '.th-mark';
/** Time to move the pointer from an identifier into its popup before it closes. */
const CLOSE_DELAY = 300;
const GAP = 4;
const MARGIN = 8;

let open: { mark: HTMLElement; note: HTMLElement } | undefined;
let closeTimer: ReturnType<typeof setTimeout> | undefined;
let installed = false;

const markOf = (target: EventTarget | null) =>
  target instanceof Element ? target.closest<HTMLElement>(MARK) : null;
const inOpen = (target: EventTarget | null) =>
  Boolean(
    open && target instanceof Node && (open.mark.contains(target) || open.note.contains(target)),
  );

function place() {
  if (!open) return;
  const { mark, note } = open;
  const at = mark.getBoundingClientRect();
  const { width, height } = note.getBoundingClientRect();
  const below = at.bottom + GAP;
  const top =
    below + height > window.innerHeight - MARGIN && at.top - GAP - height > MARGIN
      ? at.top - GAP - height
      : below;
  const left = Math.max(MARGIN, Math.min(at.left, window.innerWidth - width - MARGIN));
  note.style.top = `${Math.round(top)}px`;
  note.style.left = `${Math.round(left)}px`;
}

/** An element with text, built with DOM calls so no note text is ever parsed as markup. */
function node(tag: string, text?: string): HTMLElement {
  const element = document.createElement(tag);
  if (text !== undefined) element.textContent = text;
  return element;
}

/**
 * Writes a note's text from its data attributes (plugins/typeHovers/rehype.ts), once: the type,
 * then the description with its `code` spans and the link to its reference entry.
 */
export function fillNote(note: HTMLElement) {
  const { type, description = '', href, title } = note.dataset;
  if (note.firstChild || type === undefined) return;
  const paragraph = node('p');
  description.split(/`([^`]*)`/).forEach((part, index) => {
    if (part) paragraph.append(index % 2 ? node('code', part) : part);
  });
  const link = node('a', title);
  link.setAttribute('href', href ?? '');
  paragraph.append(' ', link);
  note.append(node('code', type), paragraph);
}

function cancelClose() {
  clearTimeout(closeTimer);
  closeTimer = undefined;
}

export function hide() {
  cancelClose();
  if (open) open.note.hidden = true;
  open = undefined;
}

export function show(mark: HTMLElement) {
  cancelClose();
  if (open?.mark === mark) return;
  hide();
  const note = document.getElementById(mark.getAttribute('aria-describedby') ?? '');
  if (!note) return;
  fillNote(note);
  note.hidden = false;
  open = { mark, note };
  place();
}

/** Moves the block's tab stop to `next` and focuses it. */
function move(from: HTMLElement, next: HTMLElement | undefined) {
  if (!next || next === from) return;
  from.tabIndex = -1;
  next.tabIndex = 0;
  next.focus();
}

function onKey(event: KeyboardEvent) {
  if (event.key === 'Escape' && open) {
    hide();
    return;
  }
  const mark = markOf(event.target);
  if (!mark) return;
  const marks = [...(mark.closest('pre')?.querySelectorAll<HTMLElement>(MARK) ?? [])];
  const at = marks.indexOf(mark);
  const targets: Record<string, HTMLElement | undefined> = {
    ArrowRight: marks[at + 1],
    ArrowDown: marks[at + 1],
    ArrowLeft: marks[at - 1],
    ArrowUp: marks[at - 1],
    Home: marks[0],
    End: marks[marks.length - 1],
  };
  if (event.key in targets) {
    event.preventDefault();
    move(mark, targets[event.key]);
  } else if (event.key === 'Enter') {
    const note = document.getElementById(mark.getAttribute('aria-describedby') ?? '');
    if (note) fillNote(note);
    const link = note?.querySelector('a');
    if (link) {
      event.preventDefault();
      link.click();
    }
  }
}

/** Adds the stylesheet and the document's listeners, once per page load. */
export function installTypeHovers() {
  if (installed) return;
  installed = true;
  injectStyle('type-hovers', css);
  document.addEventListener('keydown', onKey);
  document.addEventListener('focusin', (event) => {
    const mark = markOf(event.target);
    if (mark) show(mark);
    else if (!inOpen(event.target)) hide();
  });
  document.addEventListener('pointerover', (event) => {
    const mark = markOf(event.target);
    if (event.pointerType === 'mouse' && mark) show(mark);
    else if (inOpen(event.target)) cancelClose();
  });
  document.addEventListener('pointerout', (event) => {
    if (event.pointerType !== 'mouse' || !open || inOpen(event.relatedTarget)) return;
    if (open.mark.contains(document.activeElement)) return;
    cancelClose();
    closeTimer = setTimeout(hide, CLOSE_DELAY);
  });
  // A tap opens the popup (the mark takes focus too); a tap anywhere else closes it.
  document.addEventListener('click', (event) => {
    const mark = markOf(event.target);
    if (mark) show(mark);
    else if (!inOpen(event.target)) hide();
  });
  window.addEventListener('scroll', place, { capture: true, passive: true });
  window.addEventListener('resize', place, { passive: true });
}
