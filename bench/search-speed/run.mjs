// Search speed and size as a reader feels them, per language, in Chromium against a built site:
// - keystroke → results: queries of the quality sets typed key by key into the real panel (80 ms
//   between keys, a fast typist); for every key press, the time from the key event to the first
//   painted result list that includes it (p50, p95, max);
// - cold open → first results: a fresh browser context (empty cache) loads a page; Ctrl+K, the
//   query typed in the first frame the panel's input exists, and the time from the shortcut to the
//   first painted results. Opened "at once" (Ctrl+K as soon as the page's HTML is parsed, before
//   hydration), "at load" (the page loaded and hydrated, Ctrl+K before it is idle, so only what
//   the page asks for at its load event is there: a reader who lands and searches straight away)
//   and once the page is idle (network quiet: the panel has fetched and indexed the index ahead), each at full speed, at 4×
//   CPU throttling (DevTools), and under Lighthouse's mobile throttling (4× CPU, 150 ms round
//   trip, 1.6 Mbit/s); median and range per variant, and for the panels opened at once the part
//   from the index file's arrival to the results (what the search itself costs on a cold page);
// - index bytes: the index file the panel downloaded (raw and gzip level 6);
// - hostile input: long tasks (over 50 ms, the browser's own count) while 200 keys are typed with
//   no delay between them, and while a 10,000-character query is inserted at once (a paste), into
//   a panel whose index is ready: how many, and the longest.
// Builds from before this bench's recorder mark are timed through the panel's loading icon (see
// ../search-lib.mjs). Prints figures; never fails on them.
// Usage: node bench/search-speed/run.mjs [--dir doc_build] [--port 4208] [--label name] [--json out.json]
//        [--every 3] (type every third query of each set) [--runs 5] (cold opens per variant)
//        [--runs 0 --every 0] (long tasks only) [--cold-only] (cold opens and index bytes only)
//        [--versus other_build] [--versus-label name] (a second build, measured in the same run:
//        each of its cold opens right after the same one of the first build, the order swapped
//        every run, so both meet the machine's load alike; its typing after the first's)
import { readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { countReactCommits } from '../../lib/hydration.mjs';
import { throttleLikeAPhone } from '../../scripts/machine/phone-throttling.mjs';
import { browserLocale, toLang } from '../../site/languages.mjs';
import {
  hydrated,
  installRecorder,
  LANGS,
  launch,
  localized,
  openPanel,
  options,
  panelInput,
  percentile,
  recordFromStart,
  resultsPainted,
  serve,
} from '../search-lib.mjs';

const opts = options();
/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('../search-lib.mjs').BenchWindow} BenchWindow */
/** @typedef {'en' | 'zh'} QueryLang */

/** @param {string} name @param {number} fallback */
const argument = (name, fallback) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? fallback : Number(process.argv[at + 1]);
};
const EVERY = argument('every', 3);
const COLD_RUNS = argument('runs', 5);
const COLD_ONLY = process.argv.includes('--cold-only');
/** @param {string} name the value after `--name`, if given */
const text = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};
const versus = text('versus');
/** The builds measured: the first, and the one it is compared with. */
const BUILDS = [
  { dir: opts.dir, label: opts.label },
  ...(versus ? [{ dir: versus, label: text('versus-label') ?? versus }] : []),
];
const KEY_DELAY_MS = 80;
/** Queries typed on a cold page (both have results in every build). */
/** @type {Record<string, string>} */
const COLD_QUERY = { en: 'sidebar', zh: '侧边栏' };
const PAGE = '/guide/start/introduction';
/**
 * When a cold panel is opened: `parsed` as soon as the page's HTML is parsed (before hydration),
 * `loaded` once the page has loaded and hydrated (before it is idle), `idle` once the network is
 * quiet.
 * @typedef {'parsed' | 'loaded' | 'idle'} OpenedWhen
 */
/** The moments a panel is opened, in the order the table prints them. */
/** @type {OpenedWhen[]} */
const OPENED = ['parsed', 'loaded', 'idle'];
/**
 * How fast the page runs: `cpu` the CPU throttling rate; `phone` Lighthouse's mobile throttling
 * (CPU and network).
 * @typedef {{ cpu: number, phone?: boolean }} Speed
 */
/** @typedef {Speed & { when: OpenedWhen }} ColdWay */
/** Each speed, in the order the table prints them. */
/** @type {[name: string, Speed][]} */
const COLD_SPEEDS = [
  ['desktop (1× CPU)', { cpu: 1 }],
  ['4× CPU', { cpu: 4 }],
  ['phone (4× CPU, slow 4G)', { cpu: 4, phone: true }],
];
/** Keys typed back to back, and the length of the text inserted at once. */
const FAST_KEYS = 200;
const PASTE_CHARS = 10_000;
/** @param {Browser} browser @param {string} lang */
const newPage = (browser, lang) =>
  browser.newPage({
    viewport: { width: 1440, height: 900 },
    locale: browserLocale(toLang(lang)),
  });

/** @param {string} dir @param {string | undefined} file */
function indexSize(dir, file) {
  if (!file) return { file: '', raw: Number.NaN, gzip: Number.NaN };
  const bytes = readFileSync(join(dir, 'static', file));
  return { file, raw: bytes.length, gzip: gzipSync(bytes, { level: 6 }).length };
}

/**
 * One cold open in a fresh context: the page opened, Ctrl+K pressed (when `when` says), the query
 * typed in the first frame the panel's input exists. Milliseconds from the shortcut to the painted
 * results, from the index file's arrival to the painted results, and the index file.
 * @param {Browser} browser
 * @param {string} url
 * @param {string} lang
 * @param {ColdWay} how
 */
async function coldOpen(browser, url, lang, { when, cpu, phone }) {
  const page = await newPage(browser, lang);
  /** @type {string | undefined} */
  let indexFile;
  page.on('request', (request) => {
    const name = basename(new URL(request.url()).pathname);
    if (name.startsWith('search_index.')) indexFile = name;
  });
  if (phone) await throttleLikeAPhone(page);
  else if (cpu !== 1) {
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpu });
  }
  await recordFromStart(page);
  // Before the page is idle: its idle-time preparation never comes (on a fast machine it would
  // otherwise often run between hydration and the shortcut, and the open would not be cold).
  if (when !== 'idle')
    await page.addInitScript(() => {
      window.requestIdleCallback = () => 0;
    });
  const address = `${url}${localized(lang, PAGE)}`;
  if (when === 'idle') {
    await page.goto(address, { waitUntil: 'load' });
    await page.waitForLoadState('networkidle');
    await hydrated(page);
  } else if (when === 'loaded') {
    // Hydration done: the first commit's effects have run (a shortcut pressed earlier makes React
    // finish hydrating first, which is the page's cost, not search's: see the "at once" column).
    await page.addInitScript(countReactCommits);
    await page.goto(address, { waitUntil: 'load' });
    await hydrated(page);
  } else {
    // The page's deferred scripts, which keep a shortcut pressed before hydration, have run.
    await page.goto(address, { waitUntil: 'domcontentloaded' });
  }
  await page.keyboard.press('Control+k');
  await panelInput(page);
  await page.keyboard.insertText(COLD_QUERY[lang]);
  const painted = await resultsPainted(page, COLD_QUERY[lang]);
  const [shortcut, indexAsked, indexReceived] = await page.evaluate(() => {
    const index = /** @type {PerformanceResourceTiming[]} */ (
      performance.getEntriesByType('resource')
    ).find((entry) => /\/search_index\.[^/]*$/.test(entry.name));
    return [
      /** @type {BenchWindow} */ (window).__searchRecorder?.shortcut ?? Number.NaN,
      index?.startTime ?? Number.NaN,
      index?.responseEnd ?? Number.NaN,
    ];
  });
  await page.close();
  return {
    ms: painted - shortcut,
    afterIndex: painted - indexReceived,
    // Opened at once, the index must not have been asked for ahead of the shortcut.
    prepared: indexAsked < shortcut,
    indexFile,
  };
}

/**
 * A page of `lang` with the search panel open and its index loaded (one query answered).
 * @param {Browser} browser
 * @param {string} url
 * @param {string} lang
 */
async function warmPanel(browser, url, lang) {
  const page = await newPage(browser, lang);
  await page.goto(`${url}${localized(lang, PAGE)}`);
  await page.waitForLoadState('networkidle');
  await installRecorder(page);
  await openPanel(page);
  await page.keyboard.insertText('warm up');
  await resultsPainted(page, 'warm up');
  return page;
}

/**
 * The quality queries of a language.
 * @param {string} lang
 * @returns {{ query: string }[]}
 */
const qualityQueries = (lang) =>
  JSON.parse(
    readFileSync(new URL(`../search-quality/queries-${lang}.json`, import.meta.url), 'utf8'),
  );

/**
 * Every key press of the typed queries: milliseconds to the first painted list that includes it.
 * @param {Browser} browser
 * @param {string} url
 * @param {string} lang
 */
async function keystrokes(browser, url, lang) {
  const queries = qualityQueries(lang).filter((_, i) => i % EVERY === 0);
  const page = await warmPanel(browser, url, lang);
  /** @type {number[]} */
  const latencies = [];
  for (const { query } of queries) {
    await page.locator('.rp-search-panel__input').fill('');
    await page.evaluate(() => {
      const recorder = /** @type {BenchWindow} */ (window).__searchRecorder;
      if (!recorder) throw new Error('the recorder is not installed');
      recorder.keys = [];
      recorder.results = [];
    });
    await page.keyboard.type(query, { delay: KEY_DELAY_MS });
    await resultsPainted(page, query);
    const { keys, results } = await page.evaluate(
      () => /** @type {BenchWindow} */ (window).__searchRecorder ?? { keys: [], results: [] },
    );
    for (const key of keys) {
      if (!key.text.trim()) continue;
      const shown = results.find(
        (result) => result.time >= key.time && result.text.startsWith(key.text),
      );
      latencies.push(shown ? shown.time - key.time : Number.NaN);
    }
  }
  await page.close();
  return { queries: queries.length, latencies };
}

/**
 * Text of `length` characters made of the language's quality queries, one after another: words
 * the site contains, so every prefix of it is a real search.
 * @param {string} lang
 * @param {number} length
 */
function queryText(lang, length) {
  const queries = qualityQueries(lang).map(({ query }) => query);
  let text = '';
  for (let i = 0; text.length < length; i++) text += `${queries[i % queries.length]} `;
  return text.slice(0, length);
}

/**
 * Long tasks while `act` runs and until the page has had a second without one: their count and
 * the longest, in milliseconds.
 * @param {Page} page
 * @param {() => Promise<unknown>} act
 */
async function longTasksDuring(page, act) {
  await page.evaluate(() => {
    const win = /** @type {BenchWindow} */ (window);
    /** @type {number[]} */
    const tasks = [];
    win.__longTasks = tasks;
    win.__longTaskObserver?.disconnect();
    win.__longTaskObserver = new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) tasks.push(entry.duration);
    });
    win.__longTaskObserver.observe({ type: 'longtask' });
  });
  await act();
  let seen = -1;
  for (;;) {
    await page.waitForTimeout(1000);
    const count = await page.evaluate(
      () => /** @type {BenchWindow} */ (window).__longTasks?.length ?? 0,
    );
    if (count === seen) break;
    seen = count;
  }
  const tasks = await page.evaluate(() => /** @type {BenchWindow} */ (window).__longTasks ?? []);
  return { count: tasks.length, longest: tasks.length ? Math.max(...tasks) : 0 };
}

/**
 * Long tasks for fast typing and for a pasted long query, in a panel with its index ready.
 * @param {Browser} browser
 * @param {string} url
 * @param {string} lang
 */
async function hostileInput(browser, url, lang) {
  const page = await warmPanel(browser, url, lang);
  const field = page.locator('.rp-search-panel__input');
  await field.fill('');
  const typing = await longTasksDuring(page, () =>
    page.keyboard.type(queryText(lang, FAST_KEYS), { delay: 0 }),
  );
  await field.fill('');
  const paste = await longTasksDuring(page, () =>
    page.keyboard.insertText(queryText(lang, PASTE_CHARS)),
  );
  const kept = (await field.inputValue()).length;
  await page.close();
  return { typing, paste, kept };
}

const loadAverage = () => readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');
const loadAtStart = loadAverage();
const servers = await Promise.all(BUILDS.map(({ dir }, i) => serve(dir, opts.port + i)));
const browser = await launch();
/**
 * @typedef {object} LangResult
 * @property {string} lang
 * @property {ReturnType<typeof indexSize>} size
 * @property {Record<string, Record<OpenedWhen, number[]>>} cold  milliseconds per speed and moment
 * @property {Record<string, number[]>} afterIndex  opened at once: index received → results, ms
 * @property {number} queries
 * @property {number[]} latencies
 * @property {Awaited<ReturnType<typeof hostileInput>> | undefined} hostile
 */

/** Per build, in the order of BUILDS. @type {LangResult[][]} */
const results = BUILDS.map(() => []);
try {
  for (const lang of LANGS) {
    /** @type {{ cold: LangResult['cold'], afterIndex: LangResult['afterIndex'], indexFile?: string }[]} */
    const perBuild = BUILDS.map(() => {
      /** @type {LangResult['cold']} */
      const cold = Object.fromEntries(
        COLD_SPEEDS.map(([speed]) => [speed, { parsed: [], loaded: [], idle: [] }]),
      );
      /** @type {LangResult['afterIndex']} */
      const afterIndex = Object.fromEntries(COLD_SPEEDS.map(([speed]) => [speed, []]));
      return { cold, afterIndex };
    });
    // Round-robin over the variants (and the builds), so a change of the machine's load touches
    // each alike.
    for (let i = 0; i < COLD_RUNS; i++) {
      for (const [speed, how] of COLD_SPEEDS) {
        for (const when of OPENED) {
          const order = i % 2 ? [...BUILDS.keys()].reverse() : [...BUILDS.keys()];
          for (const b of order) {
            const run = await coldOpen(browser, servers[b].url, lang, { ...how, when });
            const { cold, afterIndex } = perBuild[b];
            // Opened before the load event, an index asked for ahead (the page went idle first)
            // means the open was not cold at that moment.
            cold[speed][when].push(when === 'parsed' && run.prepared ? Number.NaN : run.ms);
            if (when === 'parsed') afterIndex[speed].push(run.afterIndex);
            perBuild[b].indexFile ??= run.indexFile;
          }
        }
      }
    }
    for (const [b, { cold, afterIndex, indexFile }] of perBuild.entries()) {
      const url = servers[b].url;
      const typed =
        EVERY && !COLD_ONLY ? await keystrokes(browser, url, lang) : { queries: 0, latencies: [] };
      const hostile = COLD_ONLY ? undefined : await hostileInput(browser, url, lang);
      results[b].push({
        lang,
        size: indexSize(BUILDS[b].dir, indexFile),
        cold,
        afterIndex,
        ...typed,
        hostile,
      });
    }
  }
} finally {
  await browser.close();
  for (const server of servers) server.close();
}

const kb = (/** @type {number} */ bytes) => (bytes / 1024).toFixed(1);
const ms = (/** @type {number} */ value) => (Number.isFinite(value) ? value.toFixed(0) : '–');
const finite = (/** @type {number[]} */ values) => values.filter(Number.isFinite);
const missed = (/** @type {number[]} */ values) => values.length - finite(values).length;
/**
 * Median and range of the runs that showed results, with the runs that showed none (10 s) or
 * whose index had been fetched before the shortcut (not cold).
 */
const median = (/** @type {number[]} */ values) => {
  const shown = finite(values);
  const range = shown.length > 1 ? ` (${ms(Math.min(...shown))}–${ms(Math.max(...shown))})` : '';
  return `${ms(percentile(shown, 50))}${range}${missed(values) ? `, ${missed(values)} none or not cold` : ''}`;
};
/**
 * The tables of one build.
 * @param {{ dir: string, label: string }} build
 * @param {LangResult[]} results
 */
function report({ dir, label }, results) {
  console.log(`\nSearch speed — ${label} (${dir})\n`);
  console.log('| lang | index KB (gzip) | keystroke → results p50 / p95 / max ms |');
  console.log('| --- | --- | --- |');
  for (const r of results) {
    const typed = finite(r.latencies);
    const keys = typed.length
      ? `${ms(percentile(typed, 50))} / ${ms(percentile(typed, 95))} / ${ms(Math.max(...typed))}`
      : '–';
    console.log(`| ${r.lang} | ${kb(r.size.raw)} (${kb(r.size.gzip)}) | ${keys} |`);
  }
  for (const r of results) {
    console.log(
      `(${r.lang}: ${r.size.file}; ${r.latencies.length} key presses over ${r.queries} queries, ${missed(r.latencies)} without results)`,
    );
  }
  console.log(
    `\nCold open → first results, ms: median (min–max) of ${COLD_RUNS} fresh contexts per cell`,
  );
  console.log(
    '| lang | speed | opened at once (HTML parsed) | of which index received → results | opened at load (hydrated, not idle) | opened once idle |',
  );
  console.log('| --- | --- | --- | --- | --- | --- |');
  for (const r of results) {
    for (const [speed] of COLD_SPEEDS) {
      const { parsed, loaded, idle } = r.cold[speed];
      console.log(
        `| ${r.lang} | ${speed} | ${median(parsed)} | ${median(r.afterIndex[speed])} | ${median(loaded)} | ${median(idle)} |`,
      );
    }
  }
  if (results.some((r) => r.hostile)) {
    console.log(
      `\n| lang | ${FAST_KEYS} fast keys: long tasks / longest ms | ${PASTE_CHARS.toLocaleString('en')}-character paste: long tasks / longest ms | characters kept of the paste |`,
    );
    console.log('| --- | --- | --- | --- |');
  }
  for (const { lang, hostile } of results) {
    if (!hostile) continue;
    const { typing, paste, kept } = hostile;
    console.log(
      `| ${lang} | ${typing.count} / ${ms(typing.longest)} | ${paste.count} / ${ms(paste.longest)} | ${kept} |`,
    );
  }
}
for (const [b, build] of BUILDS.entries()) report(build, results[b]);
console.log(`(load average ${loadAtStart} at the start, ${loadAverage()} at the end)`);
if (opts.json) {
  const saved = versus ? BUILDS.map((build, b) => ({ ...build, results: results[b] })) : results[0];
  writeFileSync(opts.json, `${JSON.stringify(saved, null, 1)}\n`);
}
