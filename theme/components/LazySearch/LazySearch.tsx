import { usePageData } from '@rspress/core/runtime';
import { type ComponentType, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { downloadIndex, searchIndexURL } from '../../search/indexFile';
import { loadSearchPanel } from '../../upstream/browser';
import { SearchButton } from '../../upstream/original';
import { handOver, onSearchShortcut, panelListens, startTypingAhead } from './typedAhead';

type Panel = ComponentType<{ focused: boolean; setFocused: (focused: boolean) => void }>;

/** The panel's code once it has arrived: mounted from then on in the render that asks for it. */
let loadedPanel: Panel | undefined;

/** The panel's code, fetched and run once; a failed load (offline) is tried again when asked. */
const loadPanel = () =>
  loadSearchPanel().then(({ SearchPanel }) => {
    loadedPanel = SearchPanel;
    return SearchPanel;
  });

/** Runs `then` once the page's `load` event has passed. */
const afterLoad = (then: () => void) => {
  if (document.readyState === 'complete') then();
  else addEventListener('load', then, { once: true });
};

const savesData = () =>
  Boolean((navigator as { connection?: { saveData?: boolean } }).connection?.saveData);

// The load event often comes while React is still hydrating the page: the panel's code starts
// downloading then, not once hydration has committed (the Search's effect below), and brings the
// index of the page's language along (../../search/LocalProvider.ts).
if (typeof document !== 'undefined' && !savesData()) afterLoad(() => loadPanel().catch(() => {}));

/**
 * The theme's `Search` (button plus panel), with the panel split into its own chunk, out of every
 * page's scripts. At the page's load event (the page's own text, images and scripts are in), the
 * chunk is fetched, even while React is still hydrating; it fetches the search index of the
 * page's language (../../search/indexFile.ts) and makes it searchable as soon as it is in
 * (../../search/LocalProvider.ts), and the panel is mounted, closed, once hydrated. A reader who
 * presses Ctrl/⌘+K straight after landing gets results in the frames after the query, not after a
 * download and the index's setup. Intent before the load event (pointer on the button, focus, a
 * click, Ctrl/⌘+K) starts the same at once. Readers who asked to save data get both on intent only.
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
  // Asking again is free (the import and the download are cached); setting the same panel
  // renders nothing. Code already here is mounted at once, in the same render as the intent's own
  // state (the shortcut's `focused`), so the input is on screen in the frame after the key.
  const mountPanel = () => {
    if (indexURL.current) downloadIndex(indexURL.current).catch(() => {});
    if (loadedPanel) {
      const panel = loadedPanel;
      setPanel(() => panel);
      return;
    }
    loadPanel()
      .then((panel) => setPanel(() => panel))
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
    if (!savesData()) afterLoad(mountPanel);
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
