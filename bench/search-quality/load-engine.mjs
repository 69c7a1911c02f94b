// Shared by the engine-only benches: the site's search engine (theme/search/) compiled for Node,
// and an engine over a built index file made exactly as theme/search/LocalProvider.ts makes it.
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, dirname, join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import ts from 'typescript';

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
 * Compiles the engine, its synonym table and every module they import relatively (theme/search/
 * and core/search/ today; one folder in older checkouts) to plain JavaScript in a temporary
 * folder, each import rewritten to its compiled file.
 * @param {string} [themeSearch]  a theme/search folder; this checkout's by default
 * @returns {Promise<LoadedEngine>}
 */
export async function loadEngine(
  themeSearch = new URL('../../theme/search/', import.meta.url).pathname,
) {
  const out = mkdtempSync(join(tmpdir(), 'search-engine-'));
  try {
    /** Source file → compiled file name. */
    const compiled = new Map();
    /** @param {string} file */
    const compile = (file) => {
      const known = compiled.get(file);
      if (known) return known;
      const name = `${compiled.size}-${basename(file, '.ts')}.mjs`;
      compiled.set(file, name);
      const { outputText } = ts.transpileModule(readFileSync(file, 'utf8'), {
        compilerOptions: { module: ts.ModuleKind.ESNext, target: ts.ScriptTarget.ES2022 },
      });
      const code = outputText.replace(
        /from '(\.\.?\/[\w./-]+)'/g,
        (_, /** @type {string} */ dependency) => {
          const source = /\.m?[jt]s$/.test(dependency) ? dependency : `${dependency}.ts`;
          return `from './${compile(resolve(dirname(file), source))}'`;
        },
      );
      writeFileSync(join(out, name), code);
      return name;
    };
    /** The compiled module of `name`, found by its file name among the compiled ones. */
    const load = async (/** @type {string} */ name) => {
      const file = [...compiled.keys()].find((source) => basename(source, '.ts') === name);
      return file ? import(pathToFileURL(join(out, compiled.get(file))).href) : {};
    };
    compile(join(themeSearch, 'engine.ts'));
    compile(join(themeSearch, 'synonyms.ts'));
    // Older checkouts keep these beside the engine, and not every one imports both.
    for (const name of ['rankingWeights.ts', 'pageIndex.ts']) {
      if (existsSync(join(themeSearch, name))) compile(join(themeSearch, name));
    }
    const engine = await load('engine');
    const synonyms = await load('synonyms');
    const weights = await load('rankingWeights');
    // Absent in engines older than format 2.
    const pageIndex = await load('pageIndex');
    return {
      SearchEngine: engine.SearchEngine,
      synonymsByLang: synonyms.synonymsByLang,
      rankingWeights: weights.rankingWeights,
      unpackTerms: pageIndex.unpackTerms,
    };
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
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
