// Lighthouse (mobile and desktop) on a few pages of the production build, offline, with Debian's
// Chromium. Prints the four category scores and LCP, TBT and CLS; never fails on them.
// Usage: npm run build && npm run bench:lighthouse
// The first run installs Lighthouse, pinned, into bench/tools/lighthouse/ (bench/tools/install.mjs).
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, findChromium } from '../scripts/machine/chromium.mjs';
import { MOBILE_SLOW_4G } from '../scripts/machine/phone-throttling.mjs';
import { serveBuild } from '../scripts/serve/serve-build.mjs';
import { packageDir } from '../upstream/packages.mjs';
import { benchTool } from './tools/install.mjs';

/**
 * The part of Lighthouse 12's API this bench reads. Its own types are in bench/tools/lighthouse/,
 * which the type check cannot count on: that folder is installed by a bench's first run.
 * @typedef {{ id: string, title: string, score: number | null, numericValue?: number, details?: object }} Audit
 * @typedef {{ score: number | null, auditRefs: { id: string, weight: number }[] }} Category
 * @typedef {{ lhr: { categories: Record<string, Category>, audits: Record<string, Audit> } }} RunnerResult
 * @typedef {(url: string, flags: object, config?: object) => Promise<RunnerResult | undefined>} Lighthouse
 */

const lighthouseDir = packageDir('lighthouse', benchTool('lighthouse'));
const load = (/** @type {string} */ file) => import(pathToFileURL(join(lighthouseDir, file)).href);
/** @type {Lighthouse} */
const lighthouse = (await load('core/index.js')).default;
/** @type {object} */
const desktopConfig = (await load('core/config/desktop-config.js')).default;

// The browser tests' phone (scripts/machine/phone-throttling.mjs) writes Lighthouse's mobile preset
// down; say so when the Lighthouse run here has another.
/** @type {Record<string, number>} */
const preset = (await load('core/config/constants.js')).throttling.mobileSlow4G;
const drift = Object.entries(MOBILE_SLOW_4G).filter(([key, value]) => preset[key] !== value);
if (drift.length)
  console.log(
    `scripts/machine/phone-throttling.mjs differs from this Lighthouse's mobileSlow4G: ${drift.map(([key, value]) => `${key} ${value} here, ${preset[key]} there`).join('; ')}`,
  );

const DEBUG_PORT = 9333;
// Pages can be chosen on the command line: node bench/lighthouse.mjs /zh/ /api/
const PAGES = process.argv.slice(2).length
  ? process.argv.slice(2)
  : ['/', '/zh/', '/guide/start/introduction', '/zh/api/'];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];

const wait = (/** @type {number} */ ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** @param {string} url */
async function waitFor(url) {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {}
    await wait(100);
  }
  throw new Error(`${url} did not answer`);
}

const server = await serveBuild({ dir: 'doc_build', port: 0 });
const profile = mkdtempSync(join(tmpdir(), 'lighthouse-'));
const chromium = spawn(
  findChromium(),
  [
    '--headless=new',
    `--remote-debugging-port=${DEBUG_PORT}`,
    `--user-data-dir=${profile}`,
    ...CHROMIUM_ARGS,
  ],
  { stdio: 'ignore' },
);

try {
  await waitFor(`http://127.0.0.1:${DEBUG_PORT}/json/version`);
  console.log('page                        form     perf  a11y  best  seo   LCP      TBT     CLS');
  for (const path of PAGES) {
    /** @type {[string, object | undefined][]} */
    const forms = [
      ['mobile', undefined],
      ['desktop', desktopConfig],
    ];
    for (const [form, config] of forms) {
      const result = await lighthouse(
        `${server.url}${path}`,
        { port: DEBUG_PORT, output: 'json', logLevel: 'error', onlyCategories: CATEGORIES },
        config,
      );
      if (!result) throw new Error(`Lighthouse returned no result for ${path}`);
      const { categories, audits } = result.lhr;
      const score = (/** @type {string} */ id) =>
        String(Math.round((categories[id]?.score ?? 0) * 100)).padStart(4);
      const ms = (/** @type {string} */ id) =>
        `${Math.round(audits[id].numericValue ?? 0)} ms`.padStart(8);
      console.log(
        `${path.padEnd(27)} ${form.padEnd(7)} ${CATEGORIES.map(score).join('  ')}  ${ms('largest-contentful-paint')} ${ms('total-blocking-time')}  ${(audits['cumulative-layout-shift'].numericValue ?? 0).toFixed(3)}`,
      );
      for (const id of CATEGORIES.slice(1)) {
        for (const ref of categories[id].auditRefs) {
          const audit = audits[ref.id];
          if (ref.weight > 0 && audit.score !== null && audit.score < 1) {
            console.log(`    ${id}: ${audit.id} (${audit.title})`);
            // The elements at fault, so a failing audit can be acted on.
            const details = audit.details;
            // Table and list details carry the elements; other kinds have none to show.
            const items = /** @type {{ node?: { selector?: string, explanation?: string } }[]} */ (
              details && 'items' in details ? details.items : []
            );
            for (const item of items)
              console.log(
                `      ${item.node?.selector ?? ''} ${item.node?.explanation ?? ''}`.trimEnd(),
              );
          }
        }
      }
    }
  }
} finally {
  chromium.kill();
  await server.close();
  await wait(300);
  rmSync(profile, { recursive: true, force: true });
}
