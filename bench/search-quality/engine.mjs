// Search quality without a browser: loads the built compact index files, ranks every query of
// queries-{en,zh}.json with theme/search/engine.ts exactly as theme/search/LocalProvider.ts builds
// it (same fields, same synonyms), and prints hit@1, hit@5, MRR, the misses and the engine time per
// query (`search` plus `positions` for the shown pages: each query's median over --runs fresh
// engines, so every run starts with the caches a reader's first search has). For quick iteration
// on ranking; the figures that count come from ./run.mjs, which drives the real panel. Prints;
// never fails on them.
// Usage: node bench/search-quality/engine.mjs [--dir doc_build] [--runs 5] [--verbose]
import { readFileSync } from 'node:fs';
import { LANGS, localized, options, percentile, routeExists } from '../search-lib.mjs';
import { compactIndex, engineFor, loadEngine } from './load-engine.mjs';

const opts = options();
const verbose = process.argv.includes('--verbose');
const runsAt = process.argv.indexOf('--runs');
const runs = runsAt === -1 ? 5 : Number(process.argv[runsAt + 1]);
/** The panel asks the provider for this many pages (PageSearcher's `match`). */
const PANEL_LIMIT = 7;

const loaded = await loadEngine();
const { rankingWeights } = loaded;
// The numbers these figures were ranked with, so a change and its effect are read together.
console.log('Ranking weights (core/search/rankingWeights.ts):');
for (const [name, value] of Object.entries(rankingWeights)) {
  console.log(`  ${name}: ${JSON.stringify(value)}`);
}
const f = (/** @type {number} */ x) => x.toFixed(3);
console.log('lang  evaluated  hit@1  hit@5  MRR    engine p50 / p95 / max ms');
/**
 * @typedef {object} QueryRow
 * @property {string} query
 * @property {string[]} present  the expected routes the build has
 * @property {number} rank  1-based rank of the first expected route, 0 when none is shown
 * @property {string[]} routes
 * @property {{ index: number, score: number }[]} hits
 * @property {number} [ms]  median engine time
 */

/** @type {{ lang: string, rows: QueryRow[] }[]} */
const reports = [];
for (const lang of LANGS) {
  const index = compactIndex(opts.dir, lang);
  const { pages } = index;
  /** @type {{ query: string, expect: string[] }[]} */
  const listed = JSON.parse(
    readFileSync(new URL(`./queries-${lang}.json`, import.meta.url), 'utf8'),
  );
  const queries = listed
    .map(({ query, expect }) => ({
      query,
      present: expect
        .map((route) => localized(lang, route))
        .filter((route) => routeExists(opts.dir, route)),
    }))
    .filter(({ present }) => present.length > 0);
  /** @type {number[][]} */
  const timings = queries.map(() => []);
  /** @type {QueryRow[]} */
  let rows = [];
  for (let run = 0; run < runs; run++) {
    const engine = engineFor(loaded, index, lang);
    engine.search('warm up the index');
    rows = queries.map(({ query, present }, i) => {
      const started = performance.now();
      const hits = engine.search(query, PANEL_LIMIT);
      for (const { index } of hits) engine.positions(index, query);
      timings[i].push(performance.now() - started);
      const routes = hits.map(({ index }) => pages[index][0]);
      const rank = routes.findIndex((route) => present.includes(route)) + 1;
      return { query, present, rank, routes, hits };
    });
  }
  rows.forEach((row, i) => {
    row.ms = percentile(timings[i], 50);
  });
  const n = rows.length;
  const share = (/** @type {(row: QueryRow) => boolean} */ test) => rows.filter(test).length / n;
  const mrr = rows.reduce((sum, row) => sum + (row.rank ? 1 / row.rank : 0), 0) / n;
  const times = rows.map((row) => row.ms ?? Number.NaN);
  console.log(
    `${lang.padEnd(6)}${String(n).padEnd(11)}${f(share((r) => r.rank === 1))}  ${f(share((r) => r.rank >= 1 && r.rank <= 5))}  ${f(mrr)}  ${percentile(times, 50).toFixed(2)} / ${percentile(times, 95).toFixed(2)} / ${Math.max(...times).toFixed(2)}`,
  );
  reports.push({ lang, rows });
}
for (const { lang, rows } of reports) {
  const misses = rows.filter((row) => row.rank !== 1);
  console.log(`\n[${lang}] not ranked first (${misses.length}):`);
  for (const { query, present, rank, routes, hits } of misses) {
    console.log(`  ${JSON.stringify(query)} rank ${rank || '–'} → wanted ${present.join(' | ')}`);
    const shown = verbose ? routes.length : Math.min(3, routes.length);
    for (let i = 0; i < shown; i++)
      console.log(`      ${hits[i].score.toFixed(2).padStart(8)}  ${routes[i]}`);
  }
}
