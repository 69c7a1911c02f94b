import { usePageData } from '@rspress/core/runtime';
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { downloadIndex, searchIndexURL } from '../../search/indexFile';
import { loadSearchPanel } from '../../upstream/browser';
import { SearchButton } from '../../upstream/original';
import { handOver, onSearchShortcut, panelListens, startTypingAhead } from './typedAhead';

type Panel = ComponentType<{ focused: boolean; setFocused: (focused: boolean) => void }>;

/**
 * The theme's `Search` (button plus panel), with the panel split into its own chunk, out of every
 * page's scripts. The chunk loads when the page is idle after hydration, or earlier when the reader
 * shows intent (pointer on the button, focus, a click, Ctrl/⌘+K). The search index's download
 * starts with it (../../search/indexFile.ts), not after the panel has arrived and mounted, so a
 * reader who searches straight after landing waits for one download, not two in a row.
 * Keys typed after the intent and before the panel's input exists are kept (./typedAhead.ts) and
 * put into the input when it appears.
 * Not React.lazy: a suspended panel is revealed only after React's 300 ms fallback throttle.
 */
export function Search() {
  const [focused, setFocused] = useState(false);
  const [Panel, setPanel] = useState<Panel>();
  const { siteData, page } = usePageData();
  // Read by listeners registered on the first render: the page's language may change since.
  const indexURL = useRef<string | undefined>(undefined);
  indexURL.current =
    siteData.search === false
      ? undefined
      : searchIndexURL({
          currentLang: page.lang,
          currentVersion: page.version,
          versioned: siteData.search?.versioned,
        });
  // Loading again is free (the import and the download are cached); setting the same panel
  // renders nothing. A failed load (offline) is tried again on the next intent.
  const mountPanel = () => {
    if (indexURL.current) downloadIndex(indexURL.current).catch(() => {});
    return loadSearchPanel()
      .then(({ SearchPanel }) => setPanel(() => SearchPanel))
      .catch(() => {});
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: mountPanel is the same on every render.
  useEffect(() => {
    const open = (value: boolean) => {
      setFocused(value);
      if (value) mountPanel();
    };
    // The shortcut may have been pressed before hydration.
    if (onSearchShortcut(open)) open(true);
    // Readers who asked to save data get the panel and the index on intent only.
    if (!(navigator as { connection?: { saveData?: boolean } }).connection?.saveData) {
      (self.requestIdleCallback ?? setTimeout)(mountPanel, { timeout: 3000 });
    }
  }, []);

  // In the commit that puts the input on screen, before any key can reach it. The input took the
  // focus as it mounted (autoFocus); found that way, this first-load code names no panel class.
  useLayoutEffect(() => {
    const active = document.activeElement;
    if (Panel && focused && active instanceof HTMLInputElement) handOver(active);
  }, [Panel, focused]);

  // After the panel's own effects, which register its shortcut listener.
  useEffect(() => {
    if (Panel) panelListens();
  }, [Panel]);

  return (
    <>
      <span style={{ display: 'contents' }} onPointerEnter={mountPanel} onFocusCapture={mountPanel}>
        <SearchButton
          setFocused={(value) => {
            if (value) startTypingAhead();
            mountPanel();
            setFocused(value);
          }}
        />
      </span>
      {Panel && <Panel focused={focused} setFocused={setFocused} />}
    </>
  );
}
