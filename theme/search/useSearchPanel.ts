/**
 * Drop-in replacement for the theme's `useSearchPanel` hook
 * (`@rspress/core/dist/theme/components/Search/useSearchPanel.js`, 2.0.22), swapped in at build
 * time by `config/search.ts`; the panel around it is the theme's own. The changes:
 * - no fixed delay: 2.0.22 waits 150 ms after each key press (lodash debounce) because its index
 *   was slow. Here the key press's own task searches (the engine takes a few milliseconds) and
 *   renders the results synchronously, so the frame that shows the typed character shows its
 *   results too; keys that come faster than the searches get one search per burst, in the task
 *   after it. Key presses are handled in order, so the newest text is always the last shown;
 * - no duplicate rows: the theme's matcher can list the same passage of a page several times;
 * - no crash on Enter: the panel opens its current suggestion on Enter anywhere in the document,
 *   even while closed or with no results ("Cannot read properties of undefined (reading 'link')"),
 *   and it is mounted on every page once loaded. With nothing to open, the index is -1, which its
 *   handler skips;
 * - the panel's own `<link rel="prefetch">` is left out: ./LocalProvider.ts fetches the index;
 * - hostile input: the input takes at most MAX_QUERY_LENGTH characters (./queryLimit.ts) and a
 *   longer text set another way is searched cut; a row without a highlighted match is dropped
 *   (./highlightedRows.ts); a page shows at most a few rows (./rowsPerPage.ts), so the rows a
 *   query of a few letters finds render within a frame or two;
 * - a list longer than the window can show is drawn in two steps: the rows that fit first
 *   (./firstScreen.ts), the rest right after that frame is painted, so the first results of a
 *   cold panel are not held up by rows below the edge.
 * - a slow index shows a loading status 300 ms after the key press that waits for it, and a failed
 *   download the error screen with a retry, in the page's language (./SearchStatus.tsx), never the
 *   exception's message; a retry or the next key press fetches the index again, so search comes
 *   back with the network, without a reload.
 * - what the reader opened from search is remembered per language (./history.ts) and shown while
 *   the input is empty (./SearchHistory.tsx), or three starting points; its entries are the
 *   panel's rows for the arrow keys and Enter. "No results" is a sentence of the page's language
 *   (./NoResults.tsx);
 * - the attributes of a modal dialog, a combobox and its listbox (`panelA11y`, spread by
 *   upstream/theme/searchPanelA11y.ts), and focus kept in the panel and returned to its opener
 *   (./usePanelFocus.ts).
 * Each result list is marked (`site-search-results`, with its query) for the benchmark, in the
 * commit that first puts it on screen.
 */

import { usePageData } from '@rspress/core/runtime';
import { useLinkNavigate } from '@rspress/core/theme';
import {
  createElement,
  type MouseEvent,
  type ReactNode,
  type RefObject,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { flushSync } from 'react-dom';
import * as searchHooks from 'virtual-search-hooks';
import { toLang } from '../../site/languages.mjs';
import { useSiteI18n } from '../hooks/useSiteI18n';
import { readStored, writeStored } from '../storage/guardedStorage';
import { injectStyle } from '../styles/injectStyle';
import { PageSearcher } from '../upstream/pageSearcher';
import type {
  AfterSearch,
  BeforeSearch,
  DefaultMatchResult,
  DefaultMatchResultItem,
  MatchResult,
  OnSearch,
} from '../upstream/searchPanel';
import { upstreamPanelCss } from '../upstream/searchPanel';
import { distinctRows } from './distinctRows';
import { firstScreen } from './firstScreen';
import { highlightedRows } from './highlightedRows';
import {
  entryOfResult,
  type SearchHistory as History,
  type HistoryEntry,
  historyKey,
  inPanelOrder,
  parseHistory,
  recordPick,
  removeEntry,
  saveFavourite,
  serializeHistory,
} from './history';
import { rankedPagesFor } from './LocalProvider';
import { NoResults } from './NoResults';
import panelCss from './panel.css?raw';
import { capQuery, MAX_QUERY_LENGTH } from './queryLimit';
import { rowsPerPage } from './rowsPerPage';
import { type HistoryList, SearchHistory } from './SearchHistory';
import { SearchStatus } from './SearchStatus';
import { startingPointsFor } from './startingPoints';
import { withTitleRows } from './titleRows';
import { usePanelFocus } from './usePanelFocus';

// The theme blurs the whole page behind the search panel; without GPU rasterization (many laptops
// and phones, and Chromium in CI) that blur is redrawn with every result list, frames miss their
// deadline while typing (bench/NOTES.md, "Search panel backdrop"), so panel.css swaps it for a
// darker veil. It comes with the panel's lazy
// code rather than in every page's first stylesheet, after the theme's panel styles, which come the
// same way (upstream/theme/lazySearchStyles.ts).
if (typeof document !== 'undefined') {
  injectStyle('theme-search-panel', upstreamPanelCss);
  injectStyle('search-panel', panelCss);
}

type InitStatus = 'initial' | 'initing' | 'inited' | 'error';

/** The site's search hooks, each optional (read through one object: no missing-export warning). */
const hooks = searchHooks as {
  beforeSearch?: BeforeSearch;
  onSearch?: OnSearch;
  afterSearch?: AfterSearch;
};

/** A wait shorter than this shows no loading status, so a fast index never flashes one. */
const LOADING_STATUS_DELAY_MS = 300;

/** A key press this soon after the last search is part of a burst (see `searchSoon`). */
const BURST_GAP_MS = 16;

/** The theme's render types (a `const enum` in its typings, so not importable as a value). */
const DEFAULT_RENDER = 'default' as MatchResult[number]['renderType'];
const CUSTOM_RENDER = 'custom' as MatchResult[number]['renderType'];

/** Each list of rows the panel draws itself (not a custom hook's), changed by `rows`. */
const withRows = (
  result: MatchResult,
  rows: (list: DefaultMatchResultItem[]) => DefaultMatchResultItem[],
): MatchResult =>
  result.map((group) =>
    group.renderType === DEFAULT_RENDER && Array.isArray(group.result)
      ? { ...group, result: rows(group.result as DefaultMatchResultItem[]) }
      : group,
  );

const shownRows = (result: MatchResult): MatchResult =>
  withRows(result, (rows) => rowsPerPage(distinctRows(highlightedRows(rows))));

/** The shown rows the window can hold without scrolling (./firstScreen.ts). */
const inView = (shown: MatchResult): MatchResult =>
  withRows(shown, (rows) => firstScreen(rows, window.innerHeight));

/** In a task of its own, after the tasks already waiting (no timer's minimum delay). */
const nextTask = (then: () => void) => {
  const channel = new MessageChannel();
  channel.port1.onmessage = () => then();
  channel.port2.postMessage(null);
};

/** After the frame that is being prepared has been painted. */
const afterPaint = (then: () => void) => requestAnimationFrame(() => nextTask(then));

/** The ids the panel's input points at (upstream/theme/searchPanelA11y.ts). */
const RESULTS_LIST_ID = 'site-search-results';
const optionId = (index: number) => `site-search-option-${index}`;
const historyListId = (kind: HistoryList['kind']) => `site-search-${kind}`;

/** An entry of the empty panel as a row of the panel's own list, for its arrow keys and Enter. */
const asRow = (entry: HistoryEntry, index: number): DefaultMatchResultItem => ({
  type: 'title',
  // The panel groups its rows by title before it counts them: one group per entry keeps the order.
  title: String(index),
  header: entry.title,
  link: entry.link,
  query: '',
  highlightInfoList: [],
});

export function useSearchPanel({
  focused,
  searchInputRef,
  setFocused,
}: {
  focused: boolean;
  searchInputRef: RefObject<HTMLInputElement | null>;
  /** The panel's own, handed over by upstream/theme/searchPanelA11y.ts. */
  setFocused: (focused: boolean) => void;
}) {
  const {
    siteData,
    page: { lang, version },
  } = usePageData();
  const { search, title: siteTitle } = siteData;
  const [query, setQuery] = useState('');
  const [searchResult, setSearchResult] = useState<MatchResult>([]);
  const [isSearching, setIsSearching] = useState(false);
  const [resultTabIndex, setResultTabIndex] = useState(0);
  const [currentSuggestionIndex, setCurrentSuggestionIndex] = useState(0);
  const [initStatus, setInitStatus] = useState<InitStatus>('initial');
  const [searchFailed, setSearchFailed] = useState(false);
  const [loadingShown, setLoadingShown] = useState(false);
  const [inputEmpty, setInputEmpty] = useState(true);
  const [history, setHistory] = useState<History>({ favourites: [], recent: [] });
  const t = useSiteI18n();
  const navigate = useLinkNavigate();
  /** Set when the reader opens a page from the panel: that page keeps the focus (./usePanelFocus.ts). */
  const openedPage = useRef(false);
  usePanelFocus(focused, searchInputRef, openedPage);
  const pageSearcherRef = useRef<PageSearcher | null>(null);
  /**
   * The searcher whose index is ready. A ref, not the `initStatus` state: a key press between the
   * end of init and the next render would read the old state and its text would never be searched.
   */
  const readySearcherRef = useRef<PageSearcher | null>(null);
  const pageSearcherConfigRef = useRef<{ currentLang: string; currentVersion: string } | null>(
    null,
  );
  const searchEnabled = search !== false;
  const searchOptions = search === false ? {} : search;
  const versionedSearch = searchEnabled && (search?.versioned ?? true);
  const defaultResult: MatchResult = [{ group: siteTitle, result: [], renderType: DEFAULT_RENDER }];

  const createSearcher = () => {
    if (pageSearcherRef.current) return pageSearcherRef.current;
    const config = { currentLang: lang, currentVersion: version };
    const searcher = new PageSearcher({ indexName: siteTitle, ...searchOptions, ...config });
    pageSearcherRef.current = searcher;
    pageSearcherConfigRef.current = config;
    return searcher;
  };

  /**
   * The list put on screen first for the newest results; the layout effect below marks only it.
   * A list's remaining rows are drawn while it is still the newest.
   */
  const firstList = useRef<MatchResult | null>(null);

  // Rendered now, not in a later task: the search resolves in microtasks of the key press's task,
  // where React would otherwise schedule the update after the next frame. The rows below the
  // window's edge follow once that frame is painted.
  const showResult = (forQuery: string, result: MatchResult) => {
    const whole = shownRows(result);
    const first = inView(whole);
    firstList.current = first;
    flushSync(() => {
      setQuery(forQuery);
      setCurrentSuggestionIndex(0);
      setSearchResult(first);
      setIsSearching(false);
    });
    // firstScreen returns a list it leaves whole as it is.
    const cut = first.some((group, i) => group.result !== whole[i].result);
    if (cut) {
      afterPaint(() => {
        if (firstList.current === first) flushSync(() => setSearchResult(whole));
      });
    }
  };

  /** The input's text as searched. */
  const currentInput = () => capQuery(searchInputRef.current?.value ?? '');

  /** Searches the input's current text, unless a newer text arrives while it runs. */
  const searchCurrentInput = async () => {
    const searcher = pageSearcherRef.current;
    const typed = currentInput();
    if (!typed) {
      setQuery('');
      setIsSearching(false);
      return;
    }
    let newQuery = typed;
    const result: MatchResult = [];
    const transformed = await hooks.beforeSearch?.(newQuery);
    if (transformed) newQuery = transformed;
    const matched = await searcher?.match(newQuery);
    // The first group is the local index's; its pages found only through their titles get rows.
    const ranked = rankedPagesFor(newQuery);
    if (matched) {
      result.push(
        ...matched.map((group, i) =>
          i === 0 && group.renderType === DEFAULT_RENDER && Array.isArray(group.result)
            ? { ...group, result: withTitleRows(group.result as DefaultMatchResultItem[], ranked) }
            : group,
        ),
      );
    }
    const custom = await hooks.onSearch?.(newQuery, result as DefaultMatchResult[]);
    if (custom) {
      result.push(
        ...custom.map((item) => ({ renderType: CUSTOM_RENDER, ...item }) as MatchResult[number]),
      );
    }
    await hooks.afterSearch?.(newQuery, result);
    if (currentInput() === typed && pageSearcherRef.current === searcher) {
      showResult(typed, result);
    }
  };

  /**
   * A key press that comes less than a frame after the last search ended (a burst: a fast typist
   * on a slow machine, a script) is searched in a task of its own, after the key presses waiting
   * behind it, and one search answers them all, instead of one search and one render per key,
   * which gave long tasks on a busy machine. Keys typed further apart are searched in their own
   * task, as before.
   */
  const searchPosted = useRef(false);
  const lastSearchEnd = useRef(Number.NEGATIVE_INFINITY);
  const searchSoon = () => {
    if (searchPosted.current) return;
    const search = () =>
      searchCurrentInput().finally(() => {
        lastSearchEnd.current = performance.now();
      });
    if (performance.now() - lastSearchEnd.current >= BURST_GAP_MS) {
      void search();
      return;
    }
    searchPosted.current = true;
    nextTask(() => {
      searchPosted.current = false;
      void search();
    });
  };

  /** Loads the index; `again` after a failure, with a new searcher (the failed download is dropped). */
  const initSearch = async (again = false) => {
    if (again) pageSearcherRef.current = null;
    else if (initStatus !== 'initial') return;
    const searcher = createSearcher();
    setSearchFailed(false);
    setInitStatus('initing');
    try {
      await searcher.init();
    } catch {
      if (pageSearcherRef.current !== searcher) return;
      setSearchFailed(true);
      setInitStatus('error');
      setIsSearching(false);
      return;
    }
    if (pageSearcherRef.current !== searcher) return;
    readySearcherRef.current = searcher;
    setInitStatus('inited');
    if (searchInputRef.current?.value) await searchCurrentInput();
  };

  // Before the input can show its first character: the input exists while the panel is open.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the input is mounted and unmounted with `focused`.
  useLayoutEffect(() => {
    if (searchInputRef.current) searchInputRef.current.maxLength = MAX_QUERY_LENGTH;
  }, [focused]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: as in the theme, only opening and closing the panel start or reset a search.
  useEffect(() => {
    if (!searchEnabled) return;
    if (focused) {
      firstList.current = null;
      setSearchResult(defaultResult);
      // Another tab may have changed it since.
      setHistory(storedHistory());
      setInputEmpty(!searchInputRef.current?.value);
      // Reopened after a failed download: try again.
      void initSearch(initStatus === 'error');
    } else setQuery('');
  }, [focused, searchEnabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: as in the theme, a new language or version needs a new searcher.
  useEffect(() => {
    if (!searchEnabled) return;
    const { currentLang, currentVersion } = pageSearcherConfigRef.current ?? {};
    if (lang !== currentLang || (versionedSearch && version !== currentVersion)) {
      setInitStatus('initial');
      setSearchFailed(false);
      setIsSearching(false);
      pageSearcherRef.current = null;
      createSearcher()
        .fetchSearchIndex()
        .catch(() => {});
    }
  }, [lang, version, versionedSearch, searchEnabled]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: one mark per result list put on screen, after React wrote it to the DOM.
  useLayoutEffect(() => {
    if (!query || searchResult !== firstList.current) return;
    performance.clearMarks('site-search-results');
    performance.mark('site-search-results', { detail: query });
  }, [searchResult]);

  const handleQueryInput = (value: string) => {
    setInputEmpty(!value);
    if (!value) {
      setCurrentSuggestionIndex(0);
      setQuery('');
      setIsSearching(false);
      return;
    }
    // The last download failed: this key press tries again, and its text is searched once ready.
    if (initStatus === 'error') {
      setIsSearching(true);
      void initSearch(true);
      return;
    }
    // Until the index is ready, initSearch searches the newest text when it is.
    if (!pageSearcherRef.current || readySearcherRef.current !== pageSearcherRef.current) {
      setIsSearching(true);
      return;
    }
    searchSoon();
  };

  // The status appears only when the wait outlasts the delay; it goes with the wait.
  const waiting = focused && (isSearching || (initStatus === 'initing' && Boolean(query)));
  useEffect(() => {
    if (!waiting) return;
    const timer = setTimeout(() => setLoadingShown(true), LOADING_STATUS_DELAY_MS);
    return () => {
      clearTimeout(timer);
      setLoadingShown(false);
    };
  }, [waiting]);

  /** The screen the panel shows instead of results (upstream/theme/searchStates.ts), if any. */
  const statusScreen: ReactNode = searchFailed
    ? createElement(SearchStatus, { state: 'error', onRetry: () => void initSearch(true) })
    : loadingShown
      ? createElement(SearchStatus, { state: 'loading', onRetry: () => {} })
      : undefined;

  const clearQuery = () => {
    setQuery('');
    setIsSearching(false);
    setInputEmpty(true);
    setCurrentSuggestionIndex(0);
  };

  // What the reader opened from search, per language (./history.ts), through the guarded store.
  const storageKey = historyKey(lang);
  const storedHistory = () => parseHistory(readStored(storageKey));
  const changeHistory = (change: (history: History) => History) => {
    const next = change(storedHistory());
    writeStored(storageKey, serializeHistory(next));
    setHistory(next);
  };
  // Stored only: the panel is closing, and it reads the store when it opens. A state change here
  // would render the panel between the document's key listeners and drop its own Enter handler,
  // which it registers again with every render.
  const rememberOpened = (entry: HistoryEntry) => {
    openedPage.current = true;
    writeStored(storageKey, serializeHistory(recordPick(storedHistory(), entry)));
  };

  const historyLists: HistoryList[] = [];
  if (history.favourites.length)
    historyLists.push({ kind: 'favorites', entries: history.favourites, offset: 0 });
  if (history.recent.length)
    historyLists.push({
      kind: 'recent',
      entries: history.recent,
      offset: history.favourites.length,
    });
  if (!historyLists.length)
    historyLists.push({
      kind: 'start',
      entries: startingPointsFor(toLang(lang), (label) => t(label)),
      offset: 0,
    });
  const historyEntries = historyLists.flatMap(({ entries }) => entries);
  const historyShown = focused && inputEmpty && !statusScreen;

  const resultRows = (searchResult[resultTabIndex]?.result ?? []) as DefaultMatchResultItem[];
  const currentSuggestions = historyShown ? historyEntries.map(asRow) : resultRows;
  const currentRenderType = historyShown
    ? DEFAULT_RENDER
    : (searchResult[resultTabIndex]?.renderType ?? DEFAULT_RENDER);
  const activeIndex =
    focused && currentSuggestions.length
      ? Math.min(currentSuggestionIndex, currentSuggestions.length - 1)
      : -1;

  const noResults =
    !historyShown &&
    !statusScreen &&
    Boolean(query) &&
    initStatus === 'inited' &&
    !isSearching &&
    searchResult.every(
      (group) =>
        group.renderType === DEFAULT_RENDER &&
        Array.isArray(group.result) &&
        group.result.length === 0,
    );

  const screen: ReactNode =
    statusScreen ??
    (historyShown
      ? createElement(SearchHistory, {
          lists: historyLists,
          activeIndex,
          optionId,
          listId: historyListId,
          onOpen: (entry: HistoryEntry, event: MouseEvent<HTMLAnchorElement>) => {
            rememberOpened(entry);
            // Not on to the panel's modal, which would keep the panel open.
            event.stopPropagation();
            if (
              event.button !== 0 ||
              event.metaKey ||
              event.ctrlKey ||
              event.shiftKey ||
              event.altKey
            )
              return;
            event.preventDefault();
            setFocused(false);
            navigate(entry.link);
          },
          onHover: setCurrentSuggestionIndex,
          onSave: (link: string) => {
            changeHistory((stored) => saveFavourite(stored, link));
            // The entry moves to the favourites and its button goes: the focus stays in the panel.
            searchInputRef.current?.focus();
          },
          onRemove: (link: string) => {
            changeHistory((stored) => removeEntry(stored, link));
            // The button is gone: the focus stays in the panel.
            searchInputRef.current?.focus();
          },
          onClear: () => {
            changeHistory(() => ({ favourites: [], recent: [] }));
            setCurrentSuggestionIndex(0);
            searchInputRef.current?.focus();
          },
        })
      : noResults
        ? createElement(NoResults, { query })
        : undefined);

  // The row Enter opens (the panel's own listener navigates) and the result a click opens are
  // remembered. Read at the key press or click, through a ref: the listener outlives renders.
  const picking = useRef({ rows: currentSuggestions, index: activeIndex, historyShown });
  picking.current = { rows: currentSuggestions, index: activeIndex, historyShown };
  const historyEntriesRef = useRef(historyEntries);
  historyEntriesRef.current = historyEntries;
  // biome-ignore lint/correctness/useExhaustiveDependencies: the listeners read the newest state through refs.
  useEffect(() => {
    if (!focused) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Enter' || event.isComposing || event.target !== searchInputRef.current)
        return;
      const { rows, index, historyShown: fromHistory } = picking.current;
      if (index < 0) return;
      if (fromHistory) {
        const entry = historyEntriesRef.current[index];
        if (entry) rememberOpened(entry);
        return;
      }
      const row = inPanelOrder(rows)[index];
      if (row) rememberOpened(entryOfResult(row));
    };
    const onClick = (event: Event) => {
      const link =
        event.target instanceof Element ? event.target.closest('a.rp-suggest-item__link') : null;
      const results = link?.closest('.rp-search-panel__results');
      if (!link || !results || picking.current.historyShown) return;
      const index = [...results.querySelectorAll('a.rp-suggest-item__link')].indexOf(link);
      const row = inPanelOrder(picking.current.rows)[index];
      if (row) rememberOpened(entryOfResult(row));
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('click', onClick, true);
    return () => {
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('click', onClick, true);
    };
  }, [focused]);

  const listShown = historyShown || (!screen && Boolean(query) && currentSuggestions.length > 0);
  const panelA11y = {
    dialog: { role: 'dialog', 'aria-modal': true, 'aria-label': t('searchDialogLabel') },
    input: {
      'aria-label': t('searchInputLabel'),
      role: 'combobox',
      'aria-autocomplete': 'list',
      'aria-expanded': listShown,
      'aria-controls': listShown
        ? historyShown
          ? historyLists.map(({ kind }) => historyListId(kind)).join(' ')
          : RESULTS_LIST_ID
        : undefined,
      'aria-activedescendant': listShown && activeIndex >= 0 ? optionId(activeIndex) : undefined,
    },
    listbox: { role: 'listbox', id: RESULTS_LIST_ID, 'aria-label': t('searchResultsLabel') },
    optionId,
  };

  return {
    panelA11y,
    searchEnabled,
    clearQuery,
    currentRenderType,
    currentSuggestions,
    handleQueryInput,
    initStatus,
    isSearching,
    resultTabIndex,
    searchError: screen,
    searchIndexURL: undefined as string | undefined,
    searchResult,
    query,
    currentSuggestionIndex: activeIndex,
    setCurrentSuggestionIndex,
    setResultTabIndex,
  };
}
