// Lighthouse (mobile and desktop) on a few pages of the production build, offline, with Debian's
// Chromium. Prints the four category scores and LCP, TBT and CLS; never fails on them.
// Usage: npm run build && npm run bench:lighthouse
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import lighthouse from 'lighthouse';
import desktopConfig from 'lighthouse/core/config/desktop-config.js';
import { CHROMIUM_ARGS, findChromium } from '../scripts/chromium.mjs';
import { serveBuild } from '../scripts/serve-build.mjs';

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
    /** @type {[string, import('lighthouse').Config | undefined][]} */
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
