// The search panel on pages that repeat the query (issue 47, row 4): a 192 KB paragraph of
// "zebra " (inside the page budget), "斑马" 30,000 times, and a 1,500-row reference table. For each,
// the query is typed into the real panel key by key (80 ms apart, a fast typist) and the browser's
// long tasks (over 50 ms) during the typing are recorded: how many, and the longest. Prints figures;
// never fails on them.
//
// Usage:
//   node bench/search-repeats.mjs --build <folder>   builds the pages with this tree's code into <folder>
//   node bench/search-repeats.mjs --dir <folder> [--versus <folder>] [--runs 3] [--port 4209]
// With --versus, the two builds are measured in one run, each case of one right after the same case
// of the other, the order swapped every run, so both meet the machine's load alike.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, symlinkSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { packageBin } from '../upstream/packages.mjs';
import { launch, openPanel, serve } from './search-lib.mjs';

const repo = resolve(dirname(fileURLToPath(import.meta.url)), '..');
/** @param {string} name the value after `--name`, if given */
const argument = (name) => {
  const at = process.argv.indexOf(`--${name}`);
  return at === -1 ? undefined : process.argv[at + 1];
};

const TABLE_ROWS = Array.from(
  { length: 1500 },
  (_, i) => `| \`zebraOption${i}\` | \`string\` | The zebra option number ${i}. |`,
).join('\n');

/** The fixture's pages, under docs/. */
const PAGES = {
  'en/index.md': '# Home\n\nWelcome.\n',
  'zh/index.md': '# 首页\n\n欢迎。\n',
  'en/zebras.md': `# Zebras\n\n${'zebra '.repeat(32000).trim()}\n`,
  'zh/zebras.md': `# 斑马\n\n${'斑马'.repeat(30000)}\n`,
  'en/reference.md': `# Reference\n\n## Options\n\n| Option | Type | What it does |\n| --- | --- | --- |\n${TABLE_ROWS}\n`,
  'zh/reference.md': '# 参考\n\n## 选项 {#options}\n\n正文。\n',
};

/** What is typed, on which page. */
const CASES = [
  { name: '"zebra " × 32,000', route: '/zebras', query: 'zeb' },
  { name: '"斑马" × 30,000', route: '/zh/zebras', query: '斑马' },
  { name: '1,500-row table', route: '/reference', query: 'zeb' },
];

/**
 * Builds the fixture pages with the site's configuration and this tree's code into `out`.
 * @param {string} out
 */
function build(out) {
  const dir = mkdtempSync(join(tmpdir(), 'search-repeats-'));
  for (const [path, text] of Object.entries(PAGES)) {
    mkdirSync(dirname(join(dir, 'docs', path)), { recursive: true });
    writeFileSync(join(dir, 'docs', path), text);
  }
  symlinkSync(join(repo, 'docs', 'public'), join(dir, 'docs', 'public'));
  const config = join(dir, 'rspress.config.ts');
  writeFileSync(
    config,
    `import config from ${JSON.stringify(join(repo, 'rspress.config.ts'))};\nexport default { ...config, root: ${JSON.stringify(join(dir, 'docs'))}, outDir: ${JSON.stringify(resolve(out))} };\n`,
  );
  const rspress = packageBin('@rspress/core', 'rspress', repo);
  const result = spawnSync(process.execPath, [rspress, 'build', '-c', config], {
    cwd: repo,
    stdio: 'inherit',
    env: { ...process.env, RSPRESS_PERSISTENT_CACHE: 'false' },
  });
  process.exit(result.status ?? 1);
}

/** @typedef {import('@playwright/test').Browser} Browser */

/**
 * The long tasks while `query` is typed into the panel opened on `route`.
 * @param {Browser} browser
 * @param {string} url
 * @param {{ route: string, query: string }} testCase
 */
async function typeQuery(browser, url, { route, query }) {
  const page = await browser.newPage();
  await page.goto(`${url}${route}`, { waitUntil: 'networkidle' });
  await openPanel(page);
  // The index is fetched and read when the panel opens; the keys are measured, not that.
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  await page.evaluate(() => {
    const win = /** @type {Window & { __tasks?: number[] }} */ (window);
    win.__tasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) win.__tasks?.push(entry.duration);
    }).observe({ type: 'longtask' });
  });
  await page.keyboard.type(query, { delay: 80 });
  // Long tasks are reported after they end; the last key's search and paint are within a second.
  await page.waitForTimeout(1500);
  const tasks = await page.evaluate(
    () => /** @type {Window & { __tasks?: number[] }} */ (window).__tasks ?? [],
  );
  await page.close();
  return tasks;
}

async function measure() {
  const runs = Number(argument('runs') ?? 3);
  const port = Number(argument('port') ?? 4209);
  const builds = [argument('dir') ?? 'doc_build', argument('versus')].filter(
    /** @returns {dir is string} */ (dir) => dir !== undefined,
  );
  const servers = await Promise.all(builds.map((dir, i) => serve(dir, port + i)));
  const browser = await launch();
  /** Each run's long tasks, by case and build. @type {Map<string, number[][]>} */
  const tasks = new Map();
  try {
    for (let run = 0; run < runs; run++)
      for (const testCase of CASES) {
        const order = run % 2 ? [...builds.keys()].reverse() : [...builds.keys()];
        for (const b of order) {
          const key = `${testCase.name}\u0000${builds[b]}`;
          tasks.set(key, [
            ...(tasks.get(key) ?? []),
            await typeQuery(browser, servers[b].url, testCase),
          ]);
        }
      }
  } finally {
    await browser.close();
    await Promise.all(servers.map((server) => server.close()));
  }
  console.log(
    `Long tasks (over 50 ms) while the query is typed, ${runs} runs each (load average ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores):`,
  );
  for (const { name, query } of CASES)
    for (const dir of builds) {
      const perRun = tasks.get(`${name}\u0000${dir}`) ?? [];
      const found = perRun.flat();
      const longest = found.length ? `longest ${Math.round(Math.max(...found))} ms` : 'none';
      // Each run's longest too: on a busy machine one run's figure can stand for the load.
      const runs = perRun.map((run) => (run.length ? Math.round(Math.max(...run)) : 0));
      console.log(
        `  ${name}, "${query}", ${dir}: ${found.length} long tasks, ${longest} (each run: ${runs.join(', ')} ms; 0: none)`,
      );
    }
}

const out = argument('build');
if (out) build(out);
else await measure();
