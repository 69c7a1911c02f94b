// The one guarded store (theme/storage/guardedStorage.ts) and its use at the door
// (upstream/theme/guardStorage.ts): storage that throws means "nothing stored" and a value kept for
// the visit; the theme's modules patched are exactly the installed browser modules that use
// localStorage, and its inline appearance script reads storage inside a try.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { afterEach, describe, expect, it, rs } from '@rstest/core';
import { upstreamModulePaths, upstreamThemePath } from '../../upstream/theme/build';
import {
  GUARDED_STORAGE_IMPORT,
  guardAppearanceScript,
  guardAppearanceTags,
  guardStorage,
} from '../../upstream/theme/guardStorage';

type Store = typeof import('../../theme/storage/guardedStorage');

/** A storage whose every method throws `name`, as a blocked or full one does. */
const throwing = (name: string) => ({
  getItem: () => {
    throw new DOMException('refused', name);
  },
  setItem: () => {
    throw new DOMException('refused', name);
  },
  removeItem: () => {
    throw new DOMException('refused', name);
  },
});

/** A storage that works, as a Map. */
const working = () => {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  };
};

async function loadWith(local: object): Promise<Store> {
  rs.stubGlobal('localStorage', local);
  rs.resetModules();
  return import('../../theme/storage/guardedStorage');
}

describe('the guarded store', () => {
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('reads and writes through a working storage', async () => {
    const local = working();
    const store = await loadWith(local);
    store.writeStored('a', '1');
    expect(local.items.get('a')).toBe('1');
    expect(store.readStored('a')).toBe('1');
    store.removeStored('a');
    expect(store.readStored('a')).toBe(null);
  });

  it('answers null and keeps writes for the visit when storage is blocked', async () => {
    const store = await loadWith(throwing('SecurityError'));
    expect(store.readStored('rspress-theme-appearance')).toBe(null);
    store.writeStored('rspress-theme-appearance', 'dark');
    expect(store.readStored('rspress-theme-appearance')).toBe('dark');
    store.removeStored('rspress-theme-appearance');
    expect(store.readStored('rspress-theme-appearance')).toBe(null);
  });

  it('keeps a refused write of a full storage, and the stored value once a write succeeds', async () => {
    const local = working();
    local.items.set('k', 'old');
    const store = await loadWith({ ...local, setItem: throwing('QuotaExceededError').setItem });
    store.writeStored('k', 'new');
    expect(store.readStored('k')).toBe('new');
    expect(local.items.get('k')).toBe('old');
  });

  it("gives the theme's modules a localStorage that never throws", async () => {
    const store = await loadWith(throwing('SecurityError'));
    expect(() => store.guardedLocalStorage.setItem('x', 'dark')).not.toThrow();
    expect(store.guardedLocalStorage.getItem('x')).toBe('dark');
  });
});

/** The .js browser modules under `dir` that use localStorage. */
const storageUsers = (dir: string) =>
  readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file))
    .filter((file) => /\blocalStorage\./.test(readFileSync(file, 'utf8')));

describe('the guard at the door', () => {
  it('patches every installed browser module that uses localStorage, and only those', () => {
    const found = [
      ...storageUsers(upstreamThemePath('runtime')),
      ...storageUsers(upstreamThemePath('theme')),
    ].sort();
    expect([...upstreamModulePaths.storage].sort()).toEqual(found);
  });

  it('shadows localStorage in each module, and refuses one that no longer uses it', () => {
    for (const path of upstreamModulePaths.storage) {
      const code = readFileSync(path, 'utf8');
      expect(guardStorage(code, path)).toBe(GUARDED_STORAGE_IMPORT + code);
    }
    expect(GUARDED_STORAGE_IMPORT).toMatch(
      /^import \{ guardedLocalStorage as localStorage \} from ".*theme\/storage\/guardedStorage\.ts";\n$/,
    );
    expect(() => guardStorage('export const a = 1;', 'x.js')).toThrow(
      'x.js no longer uses localStorage',
    );
  });

  it("wraps the inline appearance script's read in a try", () => {
    const script = "{;const saved = localStorage.getItem('rspress-theme-appearance');const x = 1;}";
    expect(guardAppearanceScript(script)).toBe(
      "{;const saved = (function(){try{return localStorage.getItem('rspress-theme-appearance')}catch(e){return null}})();const x = 1;}",
    );
    expect(() => guardAppearanceScript('{;const saved = null;}')).toThrow(
      'The inline appearance script no longer reads',
    );
  });

  it('changes the appearance script among the head tags and nothing else', () => {
    const other = { tag: 'meta', children: undefined };
    const tags = [
      other,
      { tag: 'script', children: "const saved = localStorage.getItem('rspress-theme-appearance')" },
    ];
    const [first, second] = guardAppearanceTags(tags);
    expect(first).toBe(other);
    expect(second.children).toContain('catch(e){return null}');
    expect(() => guardAppearanceTags([other])).toThrow('no inline appearance script');
  });
});
