// One engine's run, the same for every engine: the build served by the one static server
// (scripts/serve/serve-build.mjs), then per language one browser set to the other language, one
// tab, every page of that language in turn, then the journeys. Prints each check and the times.
import { serveBuild } from '../../scripts/serve/serve-build.mjs';
import { checkPage, journeys, loggedWhileLeaving } from './checks.mjs';
import { createReport } from './report.mjs';
import { readerRuns } from './site.mjs';

/** After this many failed checks the run stops: one broken thing would fail every page. */
const MAX_FAILURES = 5;

/**
 * `--only=<text>[,<text>…]` runs the pages whose path and the journeys whose name contain one of
 * the texts.
 * @param {string} name
 */
const chosen = (name) => {
  const only = process.argv.find((arg) => arg.startsWith('--only='))?.slice('--only='.length);
  return !only || only.split(',').some((text) => name.includes(text));
};

/** @typedef {import('./site.mjs').Lang} Lang */

/**
 * @typedef {object} Engine
 * @property {string} name
 * @property {Record<Lang, (keyof typeof journeys)[]>} journeys  the journeys run in each language
 * @property {(origin: string) => Promise<EngineHost>} open  prepares the engine for the served build
 */

/**
 * @typedef {object} EngineHost
 * @property {(locale: string) => Promise<{ tab: import('./tab.mjs').EngineTab, version: string, close: () => Promise<void> }>} launch
 *   a browser set to `locale`, with its one tab
 * @property {() => Promise<void>} close
 */

/** @param {number} ms */
const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;

/**
 * Runs every page and the engine's journeys; sets a failing exit code when a check fails.
 * @param {Engine} engine
 */
export async function runEngine(engine) {
  const report = createReport(engine.name);
  // The folder the browser tests serve, and the one all.mjs checked.
  const build = await serveBuild({ dir: process.env.SITE_OUT_DIR || 'doc_build', port: 0 });
  let failed = 0;
  /** @type {EngineHost | undefined} */
  let host;
  try {
    host = await engine.open(build.url);
    for (const run of readerRuns()) {
      const { lang, locale } = run;
      const pages = run.pages.filter((page) => chosen(page.path));
      const runJourneys = engine.journeys[lang]
        .map((key) => journeys[key]?.(lang))
        .filter((journey) => journey && chosen(journey.name));
      const planned = [...pages, ...runJourneys];
      if (!planned.length) continue;
      if (failed >= MAX_FAILURES) {
        report.fatal(
          `${planned.length} checks in ${lang} not run`,
          `${failed} checks failed first`,
        );
        continue;
      }
      let started = performance.now();
      const browser = await host.launch(locale);
      report.section(
        `${pages.length} ${lang} pages in a ${locale} browser (${browser.version}, started in ${seconds(performance.now() - started)})`,
      );
      try {
        started = performance.now();
        for (const [index, page] of pages.entries()) {
          if (failed >= MAX_FAILURES) {
            report.fatal(`${pages.length - index} pages in ${lang} not run`, 'too many failures');
            break;
          }
          const name = `${page.path} ${page.status}, hydrated, no errors`;
          if (!(await report.check(name, () => checkPage(browser.tab, page)))) failed++;
        }
        const pagesTime = performance.now() - started;
        started = performance.now();
        for (const [index, journey] of runJourneys.entries()) {
          if (!journey) continue;
          if (failed >= MAX_FAILURES) {
            const left = runJourneys.length - index;
            report.fatal(`${left} journeys in ${lang} not run`, 'too many failures');
            break;
          }
          if (!(await report.check(journey.name, () => journey.run(browser.tab)))) failed++;
        }
        console.log(
          `  pages ${seconds(pagesTime)} (${seconds(pagesTime / Math.max(pages.length, 1))} each), journeys ${seconds(performance.now() - started)}`,
        );
      } finally {
        await browser.close();
      }
    }
  } catch (error) {
    report.fatal(`${engine.name} could not run`, error);
  } finally {
    await host?.close();
    await build.close();
  }
  if (loggedWhileLeaving.size) {
    console.log('\nNot failed on: errors pages logged after a navigation away from them began');
    for (const [text, times] of loggedWhileLeaving) console.log(`  ${times} × ${text}`);
  }
  report.finish();
}
