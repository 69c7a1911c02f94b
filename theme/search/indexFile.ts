/**
 * Where a language's compact index file is, and its one download per page view. Part of every
 * page's scripts (small: the hashes are in the page data already), so the download can start on
 * the reader's first sign of searching (../components/LazySearch), beside the panel's own chunk,
 * instead of after the panel has loaded and mounted. ./LocalProvider.ts reads the same download.
 */
import { removeTrailingSlash, SEARCH_INDEX_NAME } from '@rspress/shared';
import { searchIndexHash } from 'virtual-page-data';
import { type CompactIndex, compactIndexName } from '../../core/search/compactIndex';

declare const __webpack_public_path__: string;

/** Which index a panel searches: the theme's search options plus the page's language and version. */
export interface IndexChoice {
  currentLang: string;
  currentVersion: string;
  /** The search config's `versioned` (default true): one index per version. */
  versioned?: boolean;
}

/** The compact index file for a choice, or none when that index is empty. */
export function searchIndexURL({ currentLang, currentVersion, versioned }: IndexChoice) {
  const version = (versioned ?? true) ? currentVersion : '';
  const hash = (searchIndexHash as Record<string, string>)[
    `${version ?? ''}###${currentLang ?? ''}`
  ];
  if (!hash) return undefined;
  const versionPart = version ? `.${version.replace('.', '_')}` : '';
  const langPart = currentLang ? `.${currentLang}` : '';
  const themeFile = `${SEARCH_INDEX_NAME}${versionPart}${langPart}.${hash}.json`;
  return `${removeTrailingSlash(__webpack_public_path__)}/static/${compactIndexName(themeFile)}`;
}

const downloads = new Map<string, Promise<CompactIndex>>();

/** The index file at `url`, downloaded and parsed once; a failed download is retried when asked again. */
export function downloadIndex(url: string): Promise<CompactIndex> {
  let download = downloads.get(url);
  if (!download) {
    download = fetch(url).then((response) => {
      if (!response.ok) throw new Error(`${response.status} ${response.statusText}`);
      return response.json() as Promise<CompactIndex>;
    });
    download.catch(() => downloads.delete(url));
    downloads.set(url, download);
  }
  return download;
}
