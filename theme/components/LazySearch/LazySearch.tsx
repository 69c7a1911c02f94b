import { NoSSR, usePageData } from '@rspress/core/runtime';
import { SearchButton } from '@rspress/core/theme-original';
import { lazy, Suspense, useEffect, useState } from 'react';

// The panel loads when the reader shows intent to search (pointer on the button, focus, a click
// or Ctrl/⌘+K), not with every page. Mounting it starts loading the index.
const SearchPanel = lazy(() =>
  import('@rspress/core/dist/theme/components/Search/SearchPanel.js').then((module) => ({
    default: module.SearchPanel,
  })),
);

const isSearchShortcut = (event: KeyboardEvent) =>
  (event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'k';

/** The theme's `Search` (button plus panel), with the panel split into its own chunk. */
export function Search() {
  const [focused, setFocused] = useState(false);
  const [wanted, setWanted] = useState(false);
  const { page, siteData } = usePageData();

  useEffect(() => {
    // Once mounted, the panel handles the shortcut itself.
    if (wanted) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isSearchShortcut(event)) return;
      event.preventDefault();
      setWanted(true);
      setFocused(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [wanted]);

  useEffect(() => {
    // The index (not the panel) is fetched and indexed in idle time after hydration, so a panel
    // opened later answers at once; readers who asked to save data get it on intent only.
    if ((navigator as { connection?: { saveData?: boolean } }).connection?.saveData) return;
    const warmUp = () =>
      // Through the theme's path, which site/search.ts maps to ../../search/LocalProvider: the
      // panel imports it that way, and only the same request shares one module (and its cache).
      (
        import(
          '@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js'
        ) as Promise<unknown> as Promise<typeof import('../../search/LocalProvider')>
      ).then((provider) =>
        provider.warmUp({
          currentLang: page.lang,
          currentVersion: page.version,
          versioned: siteData.search ? siteData.search.versioned : false,
        }),
      );
    const idle = self.requestIdleCallback ?? setTimeout;
    const task = idle(warmUp, { timeout: 3000 });
    return () => (self.cancelIdleCallback ?? clearTimeout)(task);
  }, [page.lang, page.version, siteData.search]);

  return (
    <>
      <span
        style={{ display: 'contents' }}
        onPointerEnter={() => setWanted(true)}
        onFocusCapture={() => setWanted(true)}
      >
        <SearchButton
          setFocused={(value) => {
            setWanted(true);
            setFocused(value);
          }}
        />
      </span>
      {wanted && (
        <NoSSR>
          <Suspense fallback={null}>
            <SearchPanel focused={focused} setFocused={setFocused} />
          </Suspense>
        </NoSSR>
      )}
    </>
  );
}
