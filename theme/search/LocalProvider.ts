/**
 * Drop-in replacement for the theme's search provider module
 * (`@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js`, 2.0.22), swapped
 * in at build time by `config/search.ts`. Same exports, same panel: it reads the compact index file
 * (core/search/compactIndex.ts) and ranks pages with ./engine.ts.
 *
 * The index is loaded once per file and shared. Its download (./indexFile.ts) starts when the panel
 * is asked for (once the page has loaded, or when the reader reaches for search, see
 * ../components/LazySearch); this module, which comes with the panel's code, starts it itself
 * and makes the index searchable as soon as it is in, before the panel mounts. The file
 * holds the index of the pages' words, made at build time, so the engine is ready once the file
 * is read: a reader who searches at once waits for the download, not for indexing.
 *
 * The panel (PageSearcher) shows a hit through the title or a heading that contains the whole
 * query, or else through `_matchesPosition.content` (the path hosted providers use), so every hit
 * carries the positions of the query's words in its content; a hit with none in its content is
 * shown only where its title or a heading contains the query.
 */

import type { PageIndexInfo, RemotePageInfo } from '@rspress/shared';
import type { CompactIndex } from '../../core/search/compactIndex';
import { unpackTerms } from '../../core/search/pageIndex';
import { searchDocOf } from '../../core/search/searchDoc';
import type { DefaultMatchResultItem } from '../upstream/searchPanel';
import { SearchEngine } from './engine';
import { downloadIndex, type IndexChoice, searchIndexURL } from './indexFile';
import { capQuery } from './queryLimit';
import { mergedPositions } from './snippets';
import { synonymsByLang } from './synonyms';

/** What the theme passes to a provider (its `SearchOptions`): the index it searches. */
export type ProviderOptions = IndexChoice;

interface SearchQuery {
  keyword: string;
  limit: number;
}

/** The fields of a page that the panel reads from a hit. */
type IndexedPage = Pick<PageIndexInfo, 'routePath' | 'title' | 'toc' | 'content'>;

interface LoadedIndex {
  pages: IndexedPage[];
  engine: SearchEngine;
  /** Each page's content offsets in the panel's bytes, made when a search first needs them. */
  bytes: ((offset: number) => number)[];
}

/** The panel's own name for results from the local index (`LOCAL_INDEX`). */
const LOCAL_INDEX = 'default';

async function load(url: string, lang: string): Promise<LoadedIndex> {
  let index: CompactIndex;
  try {
    index = await downloadIndex(url);
  } catch (error) {
    // The panel shows its error screen with a retry (./SearchStatus.tsx); a warning for developers.
    console.warn('The search index could not be fetched:', error);
    throw error instanceof Error ? error : new Error('Failed to fetch search index');
  }
  const pages: IndexedPage[] = index.pages.map(([routePath, title, , headings, content]) => ({
    routePath,
    title,
    content,
    toc: headings.map(([text, id, depth, charIndex]) => ({ text, id, depth, charIndex })),
  }));
  const engine = new SearchEngine(
    index.pages.map(searchDocOf),
    synonymsByLang[lang],
    unpackTerms(index),
  );
  return { pages, engine, bytes: [] };
}

const loaded = new Map<string, Promise<LoadedIndex>>();

function loadIndexAt(url: string, lang: string): Promise<LoadedIndex> {
  let index = loaded.get(url);
  if (!index) {
    index = load(url, lang);
    // A failed download may be retried by the next panel.
    index.catch(() => loaded.delete(url));
    loaded.set(url, index);
  }
  return index;
}

function loadIndex(options: ProviderOptions): Promise<LoadedIndex> | undefined {
  const url = searchIndexURL(options);
  return url ? loadIndexAt(url, options.currentLang) : undefined;
}

// This module arrives with the panel's code, at the page's load event (../components/LazySearch)
// or on the reader's intent, while React may still be hydrating the page: the index of the
// document's language (`<html lang>`) is fetched and made searchable at once, not once the panel
// has mounted. A search split by version waits for the panel, which knows the page's version.
if (typeof document !== 'undefined') {
  const lang = document.documentElement.lang;
  const url = searchIndexURL({ currentLang: lang, currentVersion: '', versioned: false });
  if (url) loadIndexAt(url, lang).catch(() => {});
}

/** A page of the last search in rank order, with its title row when only its title matched. */
export interface RankedPage {
  routePath: string;
  titleRow?: DefaultMatchResultItem;
}

let lastSearch: { keyword: string; pages: RankedPage[] } | undefined;

/**
 * The pages the last search for `keyword` found, in rank order. The panel lists a page through
 * its title only when the title contains the whole query; a page found through some of the
 * title's words, with none of them in its content, gets its title row from here.
 */
export const rankedPagesFor = (keyword: string): RankedPage[] | undefined =>
  lastSearch?.keyword === capQuery(keyword) ? lastSearch.pages : undefined;

/** Length in the panel's bytes (a character above U+00FF counts three, as in its util.ts). */
const panelBytes = (text: string) =>
  [...text].reduce((sum, char) => sum + (char.charCodeAt(0) > 255 ? 3 : 1), 0);

const WIDE = /[\u0100-\uffff]/;

/**
 * Offsets in the panel's "bytes", where every character above U+00FF counts three (its util.ts):
 * a prefix table built once per page, so a search converts any offset in constant time.
 */
function panelByteOffsets(text: string): (offset: number) => number {
  // A heading outside the prose has the offset -1, which the panel reads as the start.
  if (!WIDE.test(text)) return (offset) => Math.max(0, offset);
  const prefix = new Uint32Array(text.length + 1);
  for (let i = 0; i < text.length; i++) {
    prefix[i + 1] = prefix[i] + (text.charCodeAt(i) > 255 ? 3 : 1);
  }
  return (offset) => prefix[Math.max(0, offset)];
}

/**
 * A page's headings with the offsets the panel compares a match's offset with. The panel gives a
 * match at exactly a heading's offset (the heading's own text, where a query for the heading is
 * found) to the section before it; one less puts that match in the heading's own section, and no
 * word starts on the line break before a heading. `toOffset` converts to the panel's units.
 */
function panelToc(toc: IndexedPage['toc'] = [], toOffset = (offset: number) => offset) {
  return toc.map((header) => ({ ...header, charIndex: toOffset(header.charIndex) - 1 }));
}

export class LocalProvider {
  #index?: LoadedIndex;

  async fetchSearchIndex(options: ProviderOptions): Promise<IndexedPage[]> {
    return (await loadIndex(options))?.pages ?? [];
  }

  async init(options: ProviderOptions): Promise<void> {
    this.#index = await loadIndex(options);
  }

  async search({ keyword: typed, limit }: SearchQuery) {
    const keyword = capQuery(typed);
    const hits: (IndexedPage & Partial<Pick<RemotePageInfo, '_matchesPosition'>>)[] = [];
    const ranked: RankedPage[] = [];
    if (this.#index && keyword.trim()) {
      const { engine, pages, bytes } = this.#index;
      const lower = keyword.toLowerCase();
      const started = performance.now();
      for (const { index } of engine.search(keyword, limit)) {
        const page = pages[index];
        const content = page.content ?? '';
        ranked.push({ routePath: page.routePath });
        // The panel uses the page's own substring match when the whole query is in the content.
        if (content.toLowerCase().includes(lower)) {
          hits.push({ ...page, toc: panelToc(page.toc) });
          continue;
        }
        const positions = mergedPositions(engine.positions(index, keyword));
        const inTitle = positions.length ? [] : engine.titlePositions(index, keyword);
        if (inTitle.length) {
          ranked[ranked.length - 1].titleRow = {
            type: 'title',
            title: page.title,
            header: page.title,
            link: page.routePath,
            query: keyword,
            highlightInfoList: inTitle.map(({ start, length }) => ({
              start,
              length: panelBytes(page.title.slice(start, start + length)),
            })),
          };
        }
        bytes[index] ??= panelByteOffsets(content);
        const toBytes = bytes[index];
        hits.push({
          ...page,
          // On this path the panel compares a byte offset with each heading's charIndex (a
          // character offset), which picks the wrong section in Chinese; give it byte offsets.
          toc: panelToc(page.toc, toBytes),
          _matchesPosition: {
            content: positions.map(({ start, length }) => ({
              start: toBytes(start),
              length: toBytes(start + length) - toBytes(start),
            })),
          },
        });
      }
      // Visible to benchmarks and the browser's performance panel; costs nothing otherwise.
      performance.measure('site-search', { start: started, end: performance.now() });
    }
    lastSearch = { keyword, pages: ranked };
    return [{ index: LOCAL_INDEX, hits }];
  }
}
