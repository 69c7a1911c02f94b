import { SearchButton } from '@rspress/core/theme-original';
import { type ComponentType, useEffect, useState } from 'react';

type Panel = ComponentType<{ focused: boolean; setFocused: (focused: boolean) => void }>;

const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/**
 * The theme's `Search` (button plus panel), with the panel split into its own chunk, out of every
 * page's scripts. The chunk loads when the page is idle after hydration, or earlier when the reader
 * shows intent (pointer on the button, focus, a click, Ctrl/⌘+K). Mounted, the panel fetches the
 * search index (../../search/LocalProvider.ts), so once the reader opens it, it answers at once.
 * Not React.lazy: a suspended panel is revealed only after React's 300 ms fallback throttle.
 */
export function Search() {
  const [focused, setFocused] = useState(false);
  const [Panel, setPanel] = useState<Panel>();
  // Loading again is free (the import is cached) and setting the same panel renders nothing.
  const mountPanel = () =>
    import('@rspress/core/dist/theme/components/Search/SearchPanel.js').then(({ SearchPanel }) =>
      setPanel(() => SearchPanel),
    );

  // biome-ignore lint/correctness/useExhaustiveDependencies: mountPanel is the same on every render.
  useEffect(() => {
    // Once mounted, the panel handles the shortcut itself.
    if (Panel) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setFocused(true);
      mountPanel();
    };
    document.addEventListener('keydown', onKeyDown);
    // Readers who asked to save data get the panel and the index on intent only.
    if (!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData) {
      (self.requestIdleCallback ?? setTimeout)(mountPanel, { timeout: 3000 });
    }
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [Panel]);

  return (
    <>
      <span style={{ display: 'contents' }} onPointerEnter={mountPanel} onFocusCapture={mountPanel}>
        <SearchButton
          setFocused={(value) => {
            mountPanel();
            setFocused(value);
          }}
        />
      </span>
      {Panel && <Panel focused={focused} setFocused={setFocused} />}
    </>
  );
}
