// The tab choices (theme/overrides/tabChoices.ts): reading a label and the stored list, and the
// store itself without a browser (localStorage and window's storage events stubbed, the module
// loaded afresh for each test so its remembered text starts empty).
import { afterEach, beforeEach, describe, expect, it, rs } from '@rstest/core';
import { createElement } from 'react';
import { labelText, parseChoices, rememberedIndex } from '../../theme/overrides/tabChoices';

describe('tab choices', () => {
  it('finds the newest remembered label a group has, by label and not by position', () => {
    const labels = ['npm', 'yarn', 'pnpm', 'bun', 'deno'];
    expect(rememberedIndex(['pnpm', 'TypeScript'], labels)).toBe(labels.indexOf('pnpm'));
    expect(rememberedIndex(['TypeScript', 'bun'], labels)).toBe(labels.indexOf('bun'));
    // The same label at another position in another group.
    expect(rememberedIndex(['pnpm'], ['pnpm', 'npm'])).toBe(0);
    expect(rememberedIndex(['TypeScript'], labels)).toBe(-1);
    expect(rememberedIndex([], labels)).toBe(-1);
  });

  it('reads only a stored list of strings, and nothing from a damaged value', () => {
    expect(parseChoices('["pnpm","TypeScript"]')).toEqual(['pnpm', 'TypeScript']);
    expect(parseChoices('["pnpm",3,null]')).toEqual(['pnpm']);
    expect(parseChoices('{"pnpm":true}')).toEqual([]);
    expect(parseChoices('not json')).toEqual([]);
  });

  it('names a tab by the text a reader sees in its label, icons aside', () => {
    const icon = createElement('svg', { 'aria-hidden': true });
    const label = createElement('div', null, icon, createElement('span', null, 'pnpm'));
    expect(labelText(label)).toBe('pnpm');
    expect(labelText('TypeScript')).toBe('TypeScript');
    expect(labelText(['Step ', 2])).toBe('Step 2');
  });

  it('reads a number label as its digits and a label that shows no text as empty', () => {
    expect(labelText(0)).toBe('0');
    expect(labelText(null)).toBe('');
    expect(labelText(true)).toBe('');
  });
});

type Module = typeof import('../../theme/overrides/tabChoices');

const KEY = 'rspress-docs.tab-choices';

/** A localStorage with `initial` stored, recording what is written. */
function storage(initial: Record<string, string> = {}, refuse = false) {
  const items = new Map(Object.entries(initial));
  const writes: [string, string][] = [];
  return {
    writes,
    getItem: (key: string) => {
      if (refuse) throw new Error('SecurityError');
      return items.get(key) ?? null;
    },
    setItem: (key: string, value: string) => {
      if (refuse) throw new Error('QuotaExceededError');
      writes.push([key, value]);
      items.set(key, value);
    },
  };
}

type StorageListener = (event: { key: string | null; newValue: string | null }) => void;

/** A window that keeps its listeners by event type, so a test can send a storage event. */
function fakeWindow() {
  const listeners = new Map<string, Set<StorageListener>>();
  const of = (type: string) => listeners.get(type) ?? listeners.set(type, new Set()).get(type);
  return {
    listeners,
    addEventListener: (type: string, listener: StorageListener) => of(type)?.add(listener),
    removeEventListener: (type: string, listener: StorageListener) => of(type)?.delete(listener),
    send: (key: string | null, newValue: string | null) => {
      for (const listener of of('storage') ?? []) listener({ key, newValue });
    },
  };
}

let win: ReturnType<typeof fakeWindow>;

async function load(store: ReturnType<typeof storage>): Promise<Module> {
  rs.stubGlobal('localStorage', store);
  rs.stubGlobal('window', win);
  rs.resetModules();
  return import('../../theme/overrides/tabChoices');
}

describe('the tab choices’ store', () => {
  beforeEach(() => {
    win = fakeWindow();
  });
  afterEach(() => {
    rs.unstubAllGlobals();
  });

  it('reads the stored choices once, and the server renders none', async () => {
    const store = storage({ [KEY]: '["yarn"]' });
    const tabs = await load(store);
    expect(tabs.choicesSnapshot()).toBe('["yarn"]');
    store.setItem(KEY, '["bun"]');
    // The same text object for useSyncExternalStore until a choice changes it.
    expect(tabs.choicesSnapshot()).toBe('["yarn"]');
    expect(tabs.serverChoicesSnapshot()).toBe('[]');
  });

  it('starts from no choice when nothing is stored or storage is refused', async () => {
    expect((await load(storage())).choicesSnapshot()).toBe('[]');
    expect((await load(storage({}, true))).choicesSnapshot()).toBe('[]');
  });

  it('stores a choice newest first, once, under its key, and tells every group', async () => {
    const store = storage({ [KEY]: '["yarn","npm"]' });
    const tabs = await load(store);
    const calls: string[] = [];
    tabs.subscribeToChoices(() => calls.push('a'));
    tabs.subscribeToChoices(() => calls.push('b'));
    tabs.chooseTab('npm');
    expect(tabs.choicesSnapshot()).toBe('["npm","yarn"]');
    expect(store.writes).toEqual([[KEY, '["npm","yarn"]']]);
    expect(calls).toEqual(['a', 'b']);
  });

  it('keeps the twenty newest choices', async () => {
    const tabs = await load(storage());
    for (let i = 0; i < 25; i++) tabs.chooseTab(`label ${i}`);
    const kept = JSON.parse(tabs.choicesSnapshot());
    expect(kept).toHaveLength(20);
    expect(kept[0]).toBe('label 24');
    expect(kept[19]).toBe('label 5');
  });

  it('keeps a choice on the page when storage refuses it', async () => {
    const tabs = await load(storage({}, true));
    let told = 0;
    tabs.subscribeToChoices(() => told++);
    tabs.chooseTab('pnpm');
    expect(tabs.choicesSnapshot()).toBe('["pnpm"]');
    expect(told).toBe(1);
  });

  it('follows a choice made in another browser tab, and only under its key', async () => {
    const tabs = await load(storage());
    let told = 0;
    const unsubscribe = tabs.subscribeToChoices(() => told++);
    win.send('other-key', '["deno"]');
    expect(told).toBe(0);
    expect(tabs.choicesSnapshot()).toBe('[]');
    win.send(KEY, '["deno"]');
    expect(told).toBe(1);
    expect(tabs.choicesSnapshot()).toBe('["deno"]');
    // Storage cleared in the other tab.
    win.send(KEY, null);
    expect(tabs.choicesSnapshot()).toBe('[]');
    unsubscribe();
    expect(win.listeners.get('storage')?.size).toBe(0);
    tabs.chooseTab('bun');
    expect(told).toBe(2);
  });
});
