import { chromium } from '@playwright/test';
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
const dir = process.argv[2] ?? 'doc_build', port = 4691, lang = process.argv[3] ?? 'zh';
const srv = spawn('node', ['scripts/serve-build.mjs', String(port), dir], { stdio: 'ignore' });
await new Promise((r) => setTimeout(r, 1500));
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu'] });
const totals = new Map(); const RUNS = 3;
for (let run = 0; run < RUNS; run++) {
  const ctx = await browser.newContext();
  const page = await ctx.newPage();
  await page.addInitScript(() => { window.requestIdleCallback = () => 0; });
  await page.goto(`http://localhost:${port}${lang === 'zh' ? '/zh' : ''}/guide/start/introduction`, { waitUntil: 'load' });
  await page.waitForTimeout(300);
  await browser.startTracing(page, { path: '/tmp/trace.json', categories: ['devtools.timeline', 'v8', 'blink', 'disabled-by-default-devtools.timeline'] });
  const t0 = Date.now();
  await page.keyboard.press('Control+k');
  await page.locator('.rp-search-panel__input').waitFor();
  await page.keyboard.insertText(lang === 'zh' ? '部署' : 'deploy');
  await page.locator('.rp-search-panel__results a').first().waitFor();
  const ms = Date.now() - t0;
  await browser.stopTracing();
  const { traceEvents } = JSON.parse(readFileSync('/tmp/trace.json', 'utf8'));
  const main = traceEvents.filter((e) => e.ph === 'X' && e.dur && (e.name !== 'RunTask'));
  // top-level-ish: sum durations per name, only events on renderer main thread
  const tids = new Map(); for (const e of traceEvents) if (e.name === 'thread_name' && e.args?.name === 'CrRendererMain') tids.set(`${e.pid}:${e.tid}`, 1);
  for (const e of main) if (tids.has(`${e.pid}:${e.tid}`)) totals.set(e.name, (totals.get(e.name) ?? 0) + e.dur / 1000 / RUNS);
  console.log('run', run, ms, 'ms');
  await ctx.close();
}
console.log([...totals].sort((a, b) => b[1] - a[1]).slice(0, 30).map(([k, v]) => `${v.toFixed(1).padStart(7)} ${k}`).join('\n'));
await browser.close(); srv.kill();
