/**
 * The tab labels the reader chose, newest first, shared by every tab group of every page and kept
 * in localStorage for later visits. A group shows the first remembered label it has.
 */
import { isValidElement, type ReactNode } from 'react';
import { readStored, writeStored } from '../storage/guardedStorage';

const STORAGE_KEY = 'rspress-docs.tab-choices';
/** Enough for every label set on the site; older choices drop off. */
const MAX_CHOICES = 20;

const listeners = new Set<() => void>();
/** The choices as stored (a JSON array); kept here too when the browser refuses storage. */
let stored: string | undefined;

function read(): string {
  stored ??= readStored(STORAGE_KEY) ?? '[]';
  return stored;
}

/** The remembered labels, newest first; none when the stored value is not a list of strings. */
export function parseChoices(text: string): string[] {
  try {
    const value: unknown = JSON.parse(text);
    return Array.isArray(value) ? value.filter((item) => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** The stored text, a stable snapshot for `useSyncExternalStore`. */
export const choicesSnapshot = (): string => read();

/** The server renders every group with its default tab. */
export const serverChoicesSnapshot = (): string => '[]';

export function subscribeToChoices(listener: () => void): () => void {
  // The Markdown twins are rendered in Node with effects run: no window, nothing to follow.
  if (typeof window === 'undefined') return () => {};
  listeners.add(listener);
  // A choice made in another tab of the browser applies here too.
  const onStorage = (event: StorageEvent) => {
    if (event.key !== STORAGE_KEY) return;
    stored = event.newValue ?? '[]';
    listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** Remembers `label` as the newest choice and tells every group on the page. */
export function chooseTab(label: string): void {
  const choices = [label, ...parseChoices(read()).filter((item) => item !== label)];
  stored = JSON.stringify(choices.slice(0, MAX_CHOICES));
  // Storage refused (private mode, full): the choice still holds on this page.
  writeStored(STORAGE_KEY, stored);
  for (const listener of listeners) listener();
}

/** The index of the first remembered label among `labels`, or -1. */
export function rememberedIndex(choices: string[], labels: string[]): number {
  const label = choices.find((choice) => labels.includes(choice));
  return label === undefined ? -1 : labels.indexOf(label);
}

/** The text a reader sees in a label (`pnpm` for the package manager tabs' icon and name). */
export function labelText(node: ReactNode): string {
  if (typeof node === 'string' || typeof node === 'number') return String(node);
  if (Array.isArray(node)) return node.map(labelText).join('');
  if (isValidElement<{ children?: ReactNode }>(node)) return labelText(node.props.children);
  return '';
}
