/**
 * Drop-in replacement for the theme's search provider module
 * (`@rspress/core/dist/theme/components/Search/logic/providers/LocalProvider.js`, 2.0.22), swapped
 * in at build time by `site/search.ts`. Same exports, same index files, same panel: only how the
 * pages are ranked changes (see ./engine.ts).
 *
 * The panel (PageSearcher) shows a hit through the title or a heading that contains the whole
 * query, or else through `_matchesPosition.content` (the path hosted providers use), so every hit
 * carries the positions of the query's words in its content.
 */
import type { PageIndexInfo } from '@rspress/shared';
import { removeTrailingSlash, SEARCH_INDEX_NAME } from '@rspress/shared';
import { searchIndexHash } from 'virtual-page-data';
import { SearchEngine } from './engine';

declare const __webpack_public_path__: string;

/** What the theme passes to a provider (its `SearchOptions`). */
interface ProviderOptions {
  currentLang: string;
  currentVersion: string;
  versioned?: boolean;
}

interface SearchQuery {
  keyword: string;
  limit: number;
}

/** The panel's own name for results from the local index (`LOCAL_INDEX`). */
const LOCAL_INDEX = 'default';

export function getSearchIndexURL(lang: string, version: string): string | undefined {
  const hash = (searchIndexHash as Record<string, string>)[`${version ?? ''}###${lang ?? ''}`];
  if (!hash) return undefined;
  const versionPart = version ? `.${version.replace('.', '_')}` : '';
  const langPart = lang ? `.${lang}` : '';
  return `${removeTrailingSlash(__webpack_public_path__)}/static/${SEARCH_INDEX_NAME}${versionPart}${langPart}.${hash}.json`;
}

/** The panel counts in "bytes" where every character above U+00FF is three (its util.ts). */
function panelBytes(text: string, from: number, to: number): number {
  let bytes = 0;
  for (let i = from; i < to; i++) bytes += text.charCodeAt(i) > 255 ? 3 : 1;
  return bytes;
}

export class LocalProvider {
  #fetchPromise?: Promise<PageIndexInfo[]>;
  #pages: PageIndexInfo[] = [];
  #engine?: SearchEngine;

  async #getPages(lang: string, version: string): Promise<PageIndexInfo[]> {
    const url = getSearchIndexURL(lang, version);
    if (!url) return [];
    try {
      const response = await fetch(url);
      if (response.ok) return response.json();
      throw response;
    } catch (error) {
      console.error('Failed to fetch search index, please reload the page and try again.');
      console.error(error);
      throw error instanceof Error ? error : new Error('Failed to fetch search index');
    }
  }

  async fetchSearchIndex(options: ProviderOptions): Promise<PageIndexInfo[]> {
    if (!this.#fetchPromise) {
      const versioned = options.versioned ?? true;
      this.#fetchPromise = this.#getPages(
        options.currentLang,
        versioned ? options.currentVersion : '',
      );
    }
    return this.#fetchPromise;
  }

  async init(options: ProviderOptions): Promise<void> {
    this.#pages = await this.fetchSearchIndex(options);
    const started = performance.now();
    this.#engine = new SearchEngine(
      this.#pages.map((page) => ({
        title: page.title ?? '',
        headings: (page.toc ?? []).map((header) => header.text),
        description: page.description ?? '',
        content: page.content ?? '',
      })),
    );
    performance.measure('site-search-init', { start: started, end: performance.now() });
  }

  async search({ keyword, limit }: SearchQuery) {
    const engine = this.#engine;
    const hits: PageIndexInfo[] = [];
    if (engine && keyword.trim()) {
      const lower = keyword.toLowerCase();
      const started = performance.now();
      const ranked = engine.search(keyword, limit);
      for (const { index } of ranked) {
        const page = this.#pages[index];
        const content = page.content ?? '';
        // The panel uses the page's own substring match when the whole query is in the content.
        if (content.toLowerCase().includes(lower)) {
          hits.push(page);
          continue;
        }
        const positions = engine.positions(index, keyword);
        hits.push({
          ...page,
          // On this path the panel compares a byte offset with each heading's charIndex (a
          // character offset), which picks the wrong section in Chinese; give it byte offsets.
          toc: (page.toc ?? []).map((header) => ({
            ...header,
            charIndex: panelBytes(content, 0, header.charIndex),
          })),
          _matchesPosition: {
            content: positions.map(({ start, length }) => ({
              start: panelBytes(content, 0, start),
              length: panelBytes(content, start, start + length),
            })),
          },
        } as PageIndexInfo);
      }
      // Visible to benchmarks and the browser's performance panel; costs nothing otherwise.
      performance.measure('site-search', { start: started, end: performance.now() });
    }
    return [{ index: LOCAL_INDEX, hits }];
  }
}
