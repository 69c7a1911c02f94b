// Search speed and size: for each language, the search index's download size (raw and gzip), the
// time from opening the panel on a cold page to the first rendered result, and the query latency
// over the whole query set in Chromium (p50/p95), both end to end (input event to rendered results,
// minus the panel's debounce) and inside the provider alone (the `site-search` performance measure
// of theme/search/LocalProvider.ts; absent with the built-in provider).
// Usage: node bench/search-speed/run.mjs [--dir doc_build] [--port 4208] [--label name] [--json out.json]
import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import {
  DEBOUNCE_MS,
  LANGS,
  launch,
  localized,
  openPanel,
  options,
  percentile,
  runQuery,
  serve,
} from '../search-lib.mjs';

const opts = options();
/** Queries typed on a cold page to time the first result (both have results in every build). */
const COLD_QUERY = { en: 'sidebar', zh: '侧边栏' };
const COLD_RUNS = 5;

function indexSize(lang) {
  const dir = join(opts.dir, 'static');
  const file = readdirSync(dir).find((name) => name.startsWith(`search_index.${lang}.`));
  if (!file) return { raw: Number.NaN, gzip: Number.NaN };
  const bytes = readFileSync(join(dir, file));
  return { raw: statSync(join(dir, file)).size, gzip: gzipSync(bytes, { level: 6 }).length };
}

const newPage = (browser, lang) =>
  browser.newPage({
    viewport: { width: 1440, height: 900 },
    locale: lang === 'zh' ? 'zh-CN' : 'en-US',
  });

/**
 * A fresh context (empty HTTP cache), page loaded and idle; then Ctrl+K and the query typed at once.
 * Milliseconds from the key press to the first result on screen, minus the panel's debounce: the
 * index download, its parsing and indexing, and the first search.
 */
async function coldFirstResult(browser, url, lang) {
  const page = await newPage(browser, lang);
  await page.goto(`${url}${localized(lang, '/guide/start/introduction')}`);
  await page.waitForLoadState('networkidle');
  const started = await page.evaluate(() => performance.now());
  await openPanel(page);
  await page.locator('.rp-search-panel__input').fill(COLD_QUERY[lang]);
  await page.locator('.rp-search-panel__results a').first().waitFor();
  const ended = await page.evaluate(() => performance.now());
  await page.close();
  return ended - started - DEBOUNCE_MS;
}

async function queryLatency(browser, url, lang) {
  const queries = JSON.parse(
    readFileSync(new URL(`../search-quality/queries-${lang}.json`, import.meta.url), 'utf8'),
  );
  const page = await newPage(browser, lang);
  await page.goto(`${url}${localized(lang, '/guide/start/introduction')}`);
  await page.waitForLoadState('networkidle');
  await openPanel(page);
  await runQuery(page, 'warm up the index');
  await page.evaluate(() => performance.clearMeasures('site-search'));
  const total = [];
  for (const { query } of queries) total.push((await runQuery(page, query)).ms - DEBOUNCE_MS);
  const provider = await page.evaluate(() =>
    performance.getEntriesByName('site-search').map((entry) => entry.duration),
  );
  const init = await page.evaluate(() =>
    performance.getEntriesByName('site-search-init').map((entry) => entry.duration),
  );
  await page.close();
  return { queries: queries.length, total, provider, init: init[0] };
}

const server = await serve(opts.dir, opts.port);
const browser = await launch();
const results = [];
try {
  for (const lang of LANGS) {
    const cold = [];
    for (let i = 0; i < COLD_RUNS; i++) cold.push(await coldFirstResult(browser, server.url, lang));
    const latency = await queryLatency(browser, server.url, lang);
    results.push({ lang, size: indexSize(lang), cold, ...latency });
  }
} finally {
  await browser.close();
  server.close();
}

const kb = (bytes) => (bytes / 1024).toFixed(1);
const ms = (value) => (Number.isFinite(value) ? value.toFixed(1) : '–');
console.log(`\nSearch speed — ${opts.label} (${opts.dir})\n`);
console.log(
  'lang  index KB  gzip KB  index init ms  cold first result ms (median of 5)  query p50/p95 ms (end to end)  provider p50/p95 ms',
);
for (const r of results) {
  console.log(
    [
      r.lang.padEnd(4),
      kb(r.size.raw).padStart(8),
      kb(r.size.gzip).padStart(7),
      ms(r.init).padStart(13),
      ms(percentile(r.cold, 50)).padStart(35),
      `${ms(percentile(r.total, 50))} / ${ms(percentile(r.total, 95))}`.padStart(30),
      `${ms(percentile(r.provider, 50))} / ${ms(percentile(r.provider, 95))}`.padStart(20),
    ].join('  '),
  );
}
console.log(
  `(${results.map((r) => `${r.lang}: ${r.queries} queries`).join(', ')}; load average ${readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ')})`,
);
if (opts.json) writeFileSync(opts.json, `${JSON.stringify(results, null, 1)}\n`);
