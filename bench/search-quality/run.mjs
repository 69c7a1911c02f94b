// Search quality: runs every query of queries-{en,zh}.json through the site's own search panel in
// Chromium against a built site and prints hit@1, hit@5 and MRR per language, the misses and the
// slowest queries. Queries none of whose expected pages are in the build are skipped and counted.
// Prints figures; never fails on them.
// Usage: node bench/search-quality/run.mjs [--dir doc_build] [--port 4208] [--label name] [--json out.json]
import { readFileSync, writeFileSync } from 'node:fs';
import { browserLocale, toLang } from '../../site/languages.mjs';
import {
  LANGS,
  launch,
  localized,
  openPanel,
  options,
  percentile,
  routeExists,
  runQuery,
  serve,
} from '../search-lib.mjs';

const opts = options();
/**
 * @param {string} lang
 * @returns {{ query: string, kind: string, expect: string[] }[]}
 */
const queriesOf = (lang) =>
  JSON.parse(readFileSync(new URL(`./queries-${lang}.json`, import.meta.url), 'utf8'));

/**
 * 1-based rank of the first expected route among the results, or 0.
 * @param {string[]} routes
 * @param {string[]} expected
 */
function rankOf(routes, expected) {
  const index = routes.findIndex((route) => expected.includes(route.replace(/\.html$/, '')));
  return index + 1;
}

/**
 * @typedef {object} QueryRow
 * @property {string} query
 * @property {string} kind
 * @property {string[]} expect  the expected routes the build has
 * @property {number} rank
 * @property {string[]} top
 * @property {number} ms
 */

/**
 * @param {import('@playwright/test').Browser} browser
 * @param {string} url
 * @param {string} lang
 */
async function evaluate(browser, url, lang) {
  const queries = queriesOf(lang);
  // The browser language matches the pages: on a first visit the site redirects to the reader's language.
  const page = await browser.newPage({
    viewport: { width: 1440, height: 900 },
    locale: browserLocale(toLang(lang)),
  });
  await page.goto(`${url}${localized(lang, '/guide/start/introduction')}`);
  await page.waitForLoadState('networkidle');
  await openPanel(page);
  await runQuery(page, 'warm up the index');
  /** @type {QueryRow[]} */
  const rows = [];
  let skipped = 0;
  for (const { query, kind, expect } of queries) {
    const present = expect
      .map((route) => localized(lang, route))
      .filter((route) => routeExists(opts.dir, route));
    if (present.length === 0) {
      skipped++;
      continue;
    }
    const { routes, ms } = await runQuery(page, query);
    rows.push({
      query,
      kind,
      expect: present,
      rank: rankOf(routes, present),
      top: routes.slice(0, 5),
      ms,
    });
  }
  await page.close();
  const n = rows.length;
  const sum = (/** @type {(row: QueryRow) => number} */ f) =>
    rows.reduce((total, row) => total + f(row), 0);
  const net = rows.map((row) => row.ms);
  return {
    lang,
    total: queries.length,
    evaluated: n,
    skipped,
    hit1: sum((r) => (r.rank === 1 ? 1 : 0)) / n,
    hit5: sum((r) => (r.rank >= 1 && r.rank <= 5 ? 1 : 0)) / n,
    mrr: sum((r) => (r.rank ? 1 / r.rank : 0)) / n,
    p50: percentile(net, 50),
    p95: percentile(net, 95),
    rows,
  };
}

const server = await serve(opts.dir, opts.port);
const browser = await launch();
/** @type {Awaited<ReturnType<typeof evaluate>>[]} */
const results = [];
try {
  for (const lang of LANGS) results.push(await evaluate(browser, server.url, lang));
} finally {
  await browser.close();
  server.close();
}

const f = (/** @type {number} */ x) => x.toFixed(3);
console.log(`\nSearch quality — ${opts.label} (${opts.dir})\n`);
console.log('lang  queries  evaluated  skipped  hit@1  hit@5  MRR    p50 ms  p95 ms');
for (const r of results) {
  console.log(
    `${r.lang.padEnd(6)}${String(r.total).padEnd(9)}${String(r.evaluated).padEnd(11)}${String(r.skipped).padEnd(9)}${f(r.hit1)}  ${f(r.hit5)}  ${f(r.mrr)}  ${r.p50.toFixed(1).padStart(6)}  ${r.p95.toFixed(1).padStart(6)}`,
  );
}
console.log('(latency: input event to painted results, the whole query at once)');
for (const r of results) {
  const notFirst = r.rows.filter((row) => row.rank !== 1);
  console.log(`\n[${r.lang}] not ranked first (${notFirst.length}):`);
  for (const m of notFirst) {
    console.log(
      `  ${JSON.stringify(m.query)} (${m.kind}, rank ${m.rank || '–'}) → wanted ${m.expect.join(' | ')}; got ${m.top.join(', ') || 'nothing'}`,
    );
  }
  const slow = [...r.rows].sort((a, b) => b.ms - a.ms).slice(0, 5);
  console.log(
    `[${r.lang}] slowest: ${slow.map((s) => `${JSON.stringify(s.query)} ${s.ms.toFixed(1)} ms`).join(', ')}`,
  );
}
if (opts.json) writeFileSync(opts.json, `${JSON.stringify(results, null, 1)}\n`);
