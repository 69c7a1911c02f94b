// Share cards: cold build time with and without them (same run, alternating), card sizes, and
// whether two cold builds give byte-identical cards. Prints figures; never fails.
// Usage: node bench/share-cards.mjs [rounds]   (default 3; each round is two cold builds)
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { join } from 'node:path';

const OUT = 'doc_build';
const CARDS = join(OUT, 'static', 'share-cards');
const rounds = Number(process.argv[2] ?? 3);

/** CPU seconds of finished child processes (Linux /proc; undefined elsewhere). */
function childCpu() {
  if (!existsSync('/proc/self/stat')) return undefined;
  const fields = readFileSync('/proc/self/stat', 'utf8').split(') ')[1].split(' ');
  // cutime and cstime are fields 16 and 17 of stat(5), in clock ticks (100 a second on Linux).
  return (Number(fields[13]) + Number(fields[14])) / 100;
}

/**
 * @typedef {object} BuildRun
 * @property {number} wall  seconds
 * @property {number | undefined} cpu  seconds of the build's processes, where /proc tells
 * @property {string | undefined} log  the share card plugin's line of the build output
 */

/**
 * @param {boolean} cards
 * @param {{ keepCache?: boolean }} [options]
 * @returns {BuildRun}
 */
function coldBuild(cards, { keepCache = false } = {}) {
  if (!keepCache) {
    rmSync(OUT, { recursive: true, force: true });
    rmSync('node_modules/.cache', { recursive: true, force: true });
  }
  const cpuBefore = childCpu();
  const start = process.hrtime.bigint();
  const result = spawnSync('npx', ['rspress', 'build'], {
    encoding: 'utf8',
    env: { ...process.env, SHARE_CARDS: cards ? 'on' : 'off' },
  });
  if (result.status !== 0) throw new Error(`rspress build exited with ${result.status}`);
  const wall = Number(process.hrtime.bigint() - start) / 1e9;
  const cpuAfter = childCpu();
  const cpu = cpuBefore === undefined || cpuAfter === undefined ? undefined : cpuAfter - cpuBefore;
  const log = /share cards: .*/.exec(result.stdout)?.[0];
  return { wall, cpu, log };
}

function cardHashes() {
  if (!existsSync(CARDS)) return '';
  const hash = createHash('sha256');
  for (const name of readdirSync(CARDS).sort())
    hash.update(name).update(readFileSync(join(CARDS, name)));
  return hash.digest('hex');
}

/** @type {{ off: BuildRun[], on: BuildRun[] }} */
const runs = { off: [], on: [] };
/** @type {string[]} */
const hashes = [];
for (let round = 0; round < rounds; round++) {
  // Alternate the order so a change in machine load does not favour one variant.
  for (const cards of round % 2 ? [true, false] : [false, true]) {
    const run = coldBuild(cards);
    runs[cards ? 'on' : 'off'].push(run);
    if (cards) hashes.push(cardHashes());
    const cpu = run.cpu === undefined ? '' : `, ${run.cpu.toFixed(1)} s CPU`;
    console.log(
      `round ${round + 1}, cards ${cards ? 'on ' : 'off'}: ${run.wall.toFixed(1)} s${cpu}${run.log ? `  (${run.log})` : ''}`,
    );
  }
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
/** @param {BuildRun[]} list @param {'wall' | 'cpu'} key */
const summary = (list, key) => median(list.map((run) => run[key] ?? 0));
const [offWall, onWall] = [summary(runs.off, 'wall'), summary(runs.on, 'wall')];
console.log(
  `\nCold build, median of ${rounds}: ${offWall.toFixed(1)} s without cards, ${onWall.toFixed(1)} s with (${(((onWall - offWall) / offWall) * 100).toFixed(1)} %)`,
);
if (runs.on.every((run) => run.cpu !== undefined)) {
  const [offCpu, onCpu] = [summary(runs.off, 'cpu'), summary(runs.on, 'cpu')];
  console.log(
    `CPU time, median: ${offCpu.toFixed(1)} s without cards, ${onCpu.toFixed(1)} s with (${(((onCpu - offCpu) / offCpu) * 100).toFixed(1)} %)`,
  );
}

const sizes = readdirSync(CARDS)
  .map((name) => statSync(join(CARDS, name)).size)
  .sort((a, b) => a - b);
const kb = (/** @type {number} */ n) => `${(n / 1024).toFixed(1)} KB`;
console.log(
  `Cards: ${sizes.length}; size min ${kb(sizes[0])}, median ${kb(median(sizes))}, max ${kb(sizes.at(-1) ?? 0)}`,
);
console.log(
  `Cold builds with cards give byte-identical cards: ${new Set(hashes).size === 1 ? 'yes' : 'NO'} (${hashes.length} builds)`,
);

// The cache from the last cold build stays: an unchanged site draws no card.
const warm = coldBuild(true, { keepCache: true });
console.log(`Warm build with cards: ${warm.wall.toFixed(1)} s (${warm.log})`);
