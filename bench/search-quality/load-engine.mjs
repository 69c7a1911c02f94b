// Shared by the engine-only benches: the site's search engine (theme/search/), imported as
// TypeScript through the shared hooks (lib/typescript-imports.mjs), and an engine over a built
// index file made exactly as theme/search/LocalProvider.ts makes it.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import '../../lib/typescript-imports.mjs';

/**
 * One page of the compact index: route, title, description, headings, content, code.
 * @typedef {[string, string, string, [string, ...unknown[]][], string, string]} IndexPage
 */

/**
 * A built compact index file; `words` and `postings` from format 2 on.
 * @typedef {{ format: number, pages: IndexPage[], words?: string, postings?: string }} IndexFile
 */

/**
 * The part of the site's search engine (theme/search/) that the benches drive.
 * @typedef {object} Engine
 * @property {(query: string, limit?: number) => { index: number, score: number }[]} search
 * @property {(index: number, query: string) => { start: number, length: number }[]} positions
 * @property {(index: number, query: string) => { start: number, length: number }[]} titlePositions
 */

/**
 * @typedef {object} LoadedEngine
 * @property {new (docs: object[], synonyms?: unknown, terms?: unknown) => Engine} SearchEngine
 * @property {Record<string, unknown>} synonymsByLang
 * @property {Record<string, unknown>} rankingWeights  the ranking numbers
 *   (core/search/rankingWeights.ts)
 * @property {((packed: { words: string, postings: string }) => unknown) | undefined} unpackTerms
 *   reads the index of words made at build time (absent in engines older than format 2)
 */

/**
 * The first of `files` that exists, imported; an empty module when none does.
 * @param {string[]} files
 * @returns {Promise<Record<string, unknown>>}
 */
async function importFirst(files) {
  const file = files.find((candidate) => existsSync(candidate));
  return file ? import(pathToFileURL(file).href) : {};
}

/**
 * Imports the engine, its synonym table, the ranking numbers and the reader of the index of words
 * from a theme/search folder and the core/search folder beside it (older checkouts keep the last
 * two beside the engine, and the oldest have no reader of the index of words).
 * @param {string} [themeSearch]  a theme/search folder; this checkout's by default
 * @returns {Promise<LoadedEngine>}
 */
export async function loadEngine(
  themeSearch = new URL('../../theme/search/', import.meta.url).pathname,
) {
  const coreSearch = join(themeSearch, '../../core/search');
  const searchModule = (/** @type {string} */ name) =>
    importFirst([join(themeSearch, name), join(coreSearch, name)]);
  const engine = await searchModule('engine.ts');
  const synonyms = await searchModule('synonyms.ts');
  const weights = await searchModule('rankingWeights.ts');
  const pageIndex = await searchModule('pageIndex.ts');
  return /** @type {LoadedEngine} */ ({
    SearchEngine: engine.SearchEngine,
    synonymsByLang: synonyms.synonymsByLang,
    rankingWeights: weights.rankingWeights,
    unpackTerms: pageIndex.unpackTerms,
  });
}

/**
 * The compact index file of a language in a build.
 * @param {string} dir
 * @param {string} lang
 * @returns {IndexFile}
 */
export function compactIndex(dir, lang) {
  const staticDir = join(dir, 'static');
  const name = readdirSync(staticDir).find((file) =>
    new RegExp(`^search_index\\.${lang}\\.[0-9a-f]+\\.c\\d+\\.json$`).test(file),
  );
  if (!name) throw new Error(`${staticDir}: no compact search index for "${lang}" (build first)`);
  return JSON.parse(readFileSync(join(staticDir, name), 'utf8'));
}

/**
 * An engine over an index file, as the provider makes it: the pages' fields, the language's
 * synonyms and, when both the file and the engine have it, the index of words made at build time.
 * @param {LoadedEngine} loaded
 * @param {IndexFile} index
 * @param {string} lang
 */
export function engineFor({ SearchEngine, synonymsByLang, unpackTerms }, index, lang) {
  const docs = index.pages.map(([, title, description, headings, content, code]) => ({
    title,
    headings: headings.map(([text]) => text),
    description,
    content,
    code,
  }));
  const { words, postings } = index;
  const terms = words && postings && unpackTerms ? unpackTerms({ words, postings }) : undefined;
  return new SearchEngine(docs, synonymsByLang[lang], terms);
}
