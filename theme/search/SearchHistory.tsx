import { type KeyboardEvent, type MouseEvent, useEffect } from 'react';
import { useSiteI18n } from '../hooks/useSiteI18n';
import type { HistoryEntry } from './history';

/** One list of the empty panel: the favourites, the recent entries, or the starting points. */
export interface HistoryList {
  kind: 'favorites' | 'recent' | 'start';
  entries: HistoryEntry[];
  /** The index of its first entry among all the entries the panel shows (the arrow keys' order). */
  offset: number;
}

export interface SearchHistoryProps {
  lists: HistoryList[];
  /** The entry the arrow keys selected, -1 for none. */
  activeIndex: number;
  optionId: (index: number) => string;
  listId: (kind: HistoryList['kind']) => string;
  onOpen: (entry: HistoryEntry, event: MouseEvent<HTMLAnchorElement>) => void;
  onHover: (index: number) => void;
  onSave: (link: string) => void;
  onRemove: (link: string) => void;
  onClear: () => void;
}

const headings = {
  favorites: 'searchFavorites',
  recent: 'searchRecent',
  start: 'searchStartHere',
} as const;

/** The text an entry is shown and named by: its section, or the page when it is the page. */
export const entryName = (entry: HistoryEntry) => entry.section ?? entry.title;

/**
 * What the search panel shows while its input is empty (the state hook hands it over as its
 * screen, upstream/theme/searchStates.ts): the reader's favourites, then the pages recently opened
 * from search, or a few starting points when there are none. Each list is a listbox whose options
 * the panel's input points at (aria-activedescendant) as the arrow keys move; the buttons to save
 * and remove an entry sit in a column beside it, outside the listbox, so that an option holds no
 * other control.
 */
export function SearchHistory(props: SearchHistoryProps) {
  const t = useSiteI18n();
  const { lists, onClear, activeIndex, optionId } = props;
  // The entry the arrow keys reach is scrolled into the panel's view, as the theme's rows are.
  useEffect(() => {
    if (activeIndex >= 0)
      document.getElementById(optionId(activeIndex))?.scrollIntoView({ block: 'nearest' });
  }, [activeIndex, optionId]);
  const remembered = lists.some(({ kind }) => kind !== 'start');
  // Enter on one of these buttons or links is theirs: the panel's document listener would open
  // the selected entry as well.
  const keepEnter = (event: KeyboardEvent) => {
    if (event.key === 'Enter') event.stopPropagation();
  };
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: only stops Enter from its buttons and links bubbling on to the panel's listener.
    <div className="site-search-history" onKeyDown={keepEnter}>
      {lists.map((list) => (
        <HistoryListView key={list.kind} list={list} {...props} />
      ))}
      {remembered && (
        <button type="button" className="site-search-history__clear" onClick={onClear}>
          {t('searchClearHistory')}
        </button>
      )}
    </div>
  );
}

function HistoryListView({
  list: { kind, entries, offset },
  activeIndex,
  optionId,
  listId,
  onOpen,
  onHover,
  onSave,
  onRemove,
}: SearchHistoryProps & { list: HistoryList }) {
  const t = useSiteI18n();
  const headingId = `${listId(kind)}-heading`;
  const named = (text: string, entry: HistoryEntry) => text.replace('{title}', entryName(entry));
  return (
    <section className="site-search-history__section" aria-labelledby={headingId}>
      <h3 id={headingId} className="site-search-history__heading">
        {t(headings[kind])}
      </h3>
      <div className="site-search-history__rows">
        <div
          role="listbox"
          id={listId(kind)}
          aria-labelledby={headingId}
          className="site-search-history__list"
        >
          {entries.map((entry, i) => {
            const index = offset + i;
            const active = index === activeIndex;
            return (
              <a
                key={entry.link}
                role="option"
                id={optionId(index)}
                aria-selected={active}
                href={entry.link}
                className={`site-search-history__entry${active ? ' site-search-history__entry--active' : ''}`}
                onClick={(event) => onOpen(entry, event)}
                onMouseEnter={() => onHover(index)}
                onFocus={() => onHover(index)}
              >
                <span className="site-search-history__name">{entryName(entry)}</span>
                {entry.section !== undefined && (
                  <span className="site-search-history__page">{entry.title}</span>
                )}
              </a>
            );
          })}
        </div>
        {kind !== 'start' && (
          <ul className="site-search-history__actions">
            {entries.map((entry, i) => (
              <li
                key={entry.link}
                className={
                  offset + i === activeIndex ? 'site-search-history__actions--active' : undefined
                }
              >
                {kind === 'recent' && (
                  <button
                    type="button"
                    className="site-search-history__action"
                    aria-label={named(t('searchSaveFavorite'), entry)}
                    title={named(t('searchSaveFavorite'), entry)}
                    onClick={() => onSave(entry.link)}
                  >
                    <StarIcon />
                  </button>
                )}
                <button
                  type="button"
                  className="site-search-history__action"
                  aria-label={named(
                    t(kind === 'recent' ? 'searchRemoveRecent' : 'searchRemoveFavorite'),
                    entry,
                  )}
                  title={named(
                    t(kind === 'recent' ? 'searchRemoveRecent' : 'searchRemoveFavorite'),
                    entry,
                  )}
                  onClick={() => onRemove(entry.link)}
                >
                  <CrossIcon />
                </button>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

const StarIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinejoin="round"
      d="M12 3.5l2.6 5.3 5.9.9-4.3 4.1 1 5.8L12 16.9l-5.2 2.7 1-5.8-4.3-4.1 5.9-.9z"
    />
  </svg>
);

const CrossIcon = () => (
  <svg viewBox="0 0 24 24" width="16" height="16" aria-hidden="true" focusable="false">
    <path
      fill="none"
      stroke="currentColor"
      strokeWidth="1.8"
      strokeLinecap="round"
      d="M6 6l12 12M18 6L6 18"
    />
  </svg>
);
