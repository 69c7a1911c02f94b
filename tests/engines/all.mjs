// `npm run test:engines`: the Firefox and the WebKit run side by side (each drives one tab, so
// together they keep two cores busy), each report printed whole as its run ends, then the total.
// Fails when either fails. One engine alone: node tests/engines/firefox.mjs (or webkit.mjs).
// Like test:e2e it never builds, so first it refuses a build made from another commit than HEAD,
// with the browser tests' own check (tests/e2e/buildCommit.ts), before any browser starts.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import '../../lib/typescript-imports.mjs';

/** @type {typeof import('../e2e/buildCommit')} */
const { buildFacts, judgeBuild } = await import(
  new URL('../e2e/buildCommit.ts', import.meta.url).href
);
const verdict = judgeBuild(buildFacts());
if (verdict.refused) {
  console.error(verdict.message);
  process.exit(1);
}
console.log(verdict.message);

const RUNS = ['firefox.mjs', 'webkit.mjs'];
const TALLY = /^(\d+) passed, (\d+) failed$/m;

/**
 * Runs one engine's script; resolves with its output and whether it passed.
 * @param {string} script
 */
function run(script) {
  const child = spawn(
    process.execPath,
    [fileURLToPath(new URL(script, import.meta.url)), ...process.argv.slice(2)],
    {
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  child.stdout.on('data', (chunk) => {
    output += chunk;
  });
  child.stderr.on('data', (chunk) => {
    output += chunk;
  });
  return /** @type {Promise<{ output: string, ok: boolean }>} */ (
    new Promise((done) => {
      child.once('close', (code) => done({ output, ok: code === 0 }));
    })
  );
}

const started = performance.now();
let passed = 0;
let failed = 0;
await Promise.all(
  RUNS.map(async (script) => {
    const { output, ok } = await run(script);
    process.stdout.write(output.endsWith('\n') ? output : `${output}\n`);
    const tally = TALLY.exec(output);
    passed += Number(tally?.[1] ?? 0);
    // A run that ended without its tally (it crashed) counts as one failure.
    failed += tally ? Number(tally[2]) : 1;
    if (!ok && tally?.[2] === '0') failed++;
  }),
);
console.log(`\nBoth engines: ${((performance.now() - started) / 1000).toFixed(1)} s`);
console.log(`${passed} passed, ${failed} failed`);
if (failed > 0) process.exitCode = 1;
