/**
 * Every read and write of the browser's storage, ours and the theme's (theme/upstream/guardStorage.ts),
 * goes through here. A reader who blocks site data gets a SecurityError on the first touch of
 * `localStorage`, a full storage a QuotaExceededError on a write; unguarded, either one thrown
 * while React renders empties the whole page. Here they mean "nothing stored": what could not be
 * written is kept in memory for this visit, so a choice (the appearance, a tab) still holds on the
 * page.
 */

export type StorageArea = 'localStorage' | 'sessionStorage';

/** Values the browser refused to store, per area, for the rest of this visit. */
const refused: Record<StorageArea, Map<string, string>> = {
  localStorage: new Map(),
  sessionStorage: new Map(),
};

/** The stored text for `key`, or null when there is none or storage cannot be read. */
export function readStored(key: string, area: StorageArea = 'localStorage'): string | null {
  const kept = refused[area].get(key);
  if (kept !== undefined) return kept;
  try {
    return globalThis[area].getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` for `key`; when the browser refuses, it holds for this visit only. */
export function writeStored(key: string, value: string, area: StorageArea = 'localStorage'): void {
  try {
    globalThis[area].setItem(key, value);
    refused[area].delete(key);
  } catch {
    refused[area].set(key, value);
  }
}

export function removeStored(key: string, area: StorageArea = 'localStorage'): void {
  refused[area].delete(key);
  try {
    globalThis[area].removeItem(key);
  } catch {
    // Nothing could have been stored.
  }
}

/** The part of the `Storage` interface the theme uses, guarded: what its modules get as `localStorage`. */
export const guardedLocalStorage = {
  getItem: (key: string) => readStored(key),
  setItem: (key: string, value: string) => writeStored(key, String(value)),
  removeItem: (key: string) => removeStored(key),
};
