// A bounded load test of the preview server on loopback: a fixed number of requests at a fixed
// concurrency (pages, assets, misses, Markdown requests, malformed URLs, other methods), then a
// fixed number of downloads hung up on after their first bytes. It prints the status counts,
// client errors, the server's uncaught exceptions ("crashes") and this process's open file
// descriptors before and after. The server runs in this process, so /proc/self/fd counts its files.
//
// Usage: node bench/serve-load.mjs [--server=scripts/serve/serve-build.mjs] [--dir=doc_build]
//          [--port=4210] [--requests=4000] [--concurrency=50] [--aborts=1000]
// `--server` takes another copy of the server module (for example main's) to compare.
import { readdirSync, statSync } from 'node:fs';
import { Agent, request } from 'node:http';
import { join, relative, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { htmlFiles } from '../scripts/serve/build-output.mjs';

/** @param {string} name @param {string} fallback */
const option = (name, fallback) =>
  process.argv.find((arg) => arg.startsWith(`--${name}=`))?.slice(name.length + 3) ?? fallback;

const serverModule = resolve(option('server', 'scripts/serve/serve-build.mjs'));
const dir = resolve(option('dir', 'doc_build'));
const port = Number(option('port', '4210'));
const totalRequests = Number(option('requests', '4000'));
const concurrency = Number(option('concurrency', '50'));
const totalAborts = Number(option('aborts', '1000'));
const TIMEOUT_MS = 3000;

/** The server's uncaught exceptions: the old server threw on malformed URLs and the process died. */
const crashes = new Map();
process.on('uncaughtException', (error) => {
  const key = `${error.name}: ${error.message}`;
  crashes.set(key, (crashes.get(key) ?? 0) + 1);
});

const openDescriptors = () => readdirSync('/proc/self/fd').length;

/** @param {string} folder @returns {string[]} */
const filesUnder = (folder) =>
  readdirSync(folder, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? filesUnder(join(folder, entry.name)) : [join(folder, entry.name)],
  );

const pages = htmlFiles(dir)
  .map((file) => `/${relative(dir, file).split('\\').join('/')}`)
  .filter((path) => !path.endsWith('/404.html'))
  .map((path) => path.replace(/(^|\/)index\.html$/, '$1').replace(/\.html$/, ''));
const assets = filesUnder(join(dir, 'static')).map((file) => `/${relative(dir, file)}`);
const largest = filesUnder(dir)
  .map((file) => ({ file, size: statSync(file).size }))
  .sort((a, b) => b.size - a.size)[0];
const MALFORMED = ['/guide/100%', '/%', '/zh/%E4%B8', '/%c0%ae'];

/**
 * The i-th request of the mix: mostly pages, some assets, Markdown requests, misses, malformed
 * URLs and POSTs.
 * @param {number} i
 * @returns {{ path: string, method: string, headers: Record<string, string> }}
 */
function requestAt(i) {
  const gzip = { 'accept-encoding': 'gzip' };
  if (i % 50 === 7) return { path: MALFORMED[i % MALFORMED.length], method: 'GET', headers: gzip };
  if (i % 50 === 17) return { path: pages[i % pages.length], method: 'POST', headers: gzip };
  if (i % 25 === 3) return { path: `/no/such/page-${i}`, method: 'GET', headers: gzip };
  if (i % 10 === 5)
    return {
      path: pages[i % pages.length],
      method: 'GET',
      headers: { ...gzip, accept: 'text/markdown' },
    };
  if (i % 5 === 1) return { path: assets[i % assets.length], method: 'GET', headers: gzip };
  return { path: pages[i % pages.length], method: 'GET', headers: gzip };
}

/**
 * Runs `count` tasks, at most `limit` at a time.
 * @param {number} count @param {number} limit @param {(i: number) => Promise<void>} task
 */
async function runPool(count, limit, task) {
  let next = 0;
  const worker = async () => {
    while (next < count) await task(next++);
  };
  await Promise.all(Array.from({ length: Math.min(limit, count) }, worker));
}

/** @type {Map<string, number>} */
const statuses = new Map();
/** @type {Map<string, number>} */
const errors = new Map();
/** @param {Map<string, number>} map @param {string} key */
const bump = (map, key) => map.set(key, (map.get(key) ?? 0) + 1);

const { serveBuild } = await import(pathToFileURL(serverModule).href);
const server = await serveBuild({ dir, port });
const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
const descriptorsBefore = openDescriptors();
const started = performance.now();

await runPool(totalRequests, concurrency, (i) => {
  const { path, method, headers } = requestAt(i);
  return new Promise((done) => {
    const req = request(`${server.url}${path}`, { method, headers, agent }, (res) => {
      res.resume();
      res.on('end', () => {
        bump(statuses, `${method} ${res.statusCode}`);
        done();
      });
      res.on('error', (error) => {
        bump(errors, /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message);
        done();
      });
    });
    req.setTimeout(TIMEOUT_MS, () => req.destroy(new Error('timeout')));
    req.on('error', (error) => {
      bump(errors, /** @type {NodeJS.ErrnoException} */ (error).code ?? error.message);
      done();
    });
    req.end();
  });
});
const loadSeconds = (performance.now() - started) / 1000;

let abortedMidBody = 0;
const largestPath = `/${relative(dir, largest.file)}`;
await runPool(totalAborts, concurrency, () => {
  return new Promise((done) => {
    const req = request(
      `${server.url}${largestPath}`,
      { headers: { 'accept-encoding': 'identity' } },
      (res) => {
        res.once('data', () => {
          abortedMidBody += 1;
          req.destroy();
          done();
        });
        res.once('end', done);
      },
    );
    req.setTimeout(TIMEOUT_MS, () => req.destroy());
    req.on('error', () => done());
    req.end();
  });
});

agent.destroy();
// Give the server a moment to see the hang-ups and close what it will close.
await new Promise((done) => setTimeout(done, 1000));
const descriptorsAfter = openDescriptors();
const stillAnswers = await fetch(`${server.url}/`).then(
  (response) => String(response.status),
  (error) => `no (${error instanceof Error ? error.message : error})`,
);
await server.close();

/** @param {Map<string, number>} map */
const listed = (map) =>
  map.size === 0
    ? 'none'
    : [...map.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([key, count]) => `${key} × ${count}`)
        .join(', ');

console.log(`server module     ${relative(process.cwd(), serverModule)}`);
console.log(
  `requests          ${totalRequests} at concurrency ${concurrency} in ${loadSeconds.toFixed(1)} s (${pages.length} pages, ${assets.length} assets)`,
);
console.log(`statuses          ${listed(statuses)}`);
console.log(`client errors     ${listed(errors)}`);
console.log(`server crashes    ${listed(crashes)}`);
console.log(
  `aborted downloads ${totalAborts} of ${largestPath} (${(largest.size / 1024).toFixed(0)} KB), ${abortedMidBody} hung up after the first bytes`,
);
console.log(`open descriptors  ${descriptorsBefore} before, ${descriptorsAfter} after`);
console.log(`GET / afterwards  ${stillAnswers}`);
