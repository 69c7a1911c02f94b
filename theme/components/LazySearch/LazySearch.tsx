import { NoSSR } from '@rspress/core/runtime';
import { SearchButton } from '@rspress/core/theme-original';
import { lazy, Suspense, useEffect, useState } from 'react';

// The panel, the search provider and its index code load when the reader shows intent to search
// (pointer on the button, focus, a click or Ctrl/⌘+K), not with every page.
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
