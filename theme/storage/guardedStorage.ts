/**
 * Every read and write of the browser's storage, ours and the theme's
 * (upstream/theme/guardStorage.ts), goes through here. A reader who blocks site data gets a
 * SecurityError on the first touch of `localStorage`, a full storage a QuotaExceededError on a
 * write; unguarded, either one thrown while React renders empties the whole page. Here they mean
 * "nothing stored": what could not be written is kept in memory for this visit, so a choice (the
 * appearance, a tab) still holds on the page. (The site keeps nothing in `sessionStorage`.)
 */

/** Values the browser refused to store, for the rest of this visit. */
const refused = new Map<string, string>();

/** The stored text for `key`, or null when there is none or storage cannot be read. */
export function readStored(key: string): string | null {
  const kept = refused.get(key);
  if (kept !== undefined) return kept;
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

/** Stores `value` for `key`; when the browser refuses, it holds for this visit only. */
export function writeStored(key: string, value: string): void {
  try {
    localStorage.setItem(key, value);
    refused.delete(key);
  } catch {
    refused.set(key, value);
  }
}

export function removeStored(key: string): void {
  refused.delete(key);
  try {
    localStorage.removeItem(key);
  } catch {
    // Nothing could have been stored.
  }
}

/** The part of the `Storage` interface the theme uses, guarded: what its modules get as `localStorage`. */
export const guardedLocalStorage = {
  getItem: readStored,
  setItem: (key: string, value: unknown) => writeStored(key, String(value)),
  removeItem: removeStored,
};
