// For the WebKit run: classic WebDriver can run a script only once a page has loaded, too late to
// count React's first commit or to see an error thrown while the page starts. So the WebKit
// browser reads the build through this small proxy in front of the static server, which adds one
// same-origin script tag at the top of every HTML page's <head>, before the page's own scripts;
// everything else, headers included, passes through as served. The proxy also keeps each page's
// HTTP status, which classic WebDriver does not report.
import { createServer, request } from 'node:http';
import { countReactCommits } from '../../lib/hydration.mjs';
import { PROBLEMS_KEY, recordProblems } from './page-scripts.mjs';

/** Where the proxy serves the early script; no page of the build has this path. */
const SCRIPT_PATH = '/__engines/early.js';

/** The early script: the hydration wait's commit counter and the error recorder. */
const EARLY_SCRIPT = [
  `(${countReactCommits})();`,
  `(${recordProblems})(${JSON.stringify(PROBLEMS_KEY)});`,
].join('\n');

/**
 * Starts the proxy for the static server at `upstream` on a free loopback port.
 * @param {string} upstream
 */
export async function startEarlyScriptProxy(upstream) {
  /** @type {Map<string, number>} the HTTP status of the last answer for each page path */
  const statuses = new Map();

  const server = createServer((req, res) => {
    const url = req.url ?? '/';
    if (url === SCRIPT_PATH) {
      res.writeHead(200, { 'content-type': 'text/javascript; charset=utf-8' });
      res.end(EARLY_SCRIPT);
      return;
    }
    // Plain bodies to edit, and a full answer every time: WebKit would otherwise reuse its cached
    // copy of a page (with a 304) and the status would not be this load's.
    const headers = { ...req.headers };
    for (const name of ['host', 'accept-encoding', 'if-none-match', 'if-modified-since'])
      delete headers[name];
    const upstreamRequest = request(`${upstream}${url}`, { method: req.method, headers }, (up) => {
      const status = up.statusCode ?? 502;
      if (!String(up.headers['content-type']).startsWith('text/html')) {
        res.writeHead(status, up.headers);
        up.pipe(res);
        return;
      }
      /** @type {Buffer[]} */
      const chunks = [];
      up.on('data', (chunk) => chunks.push(chunk));
      up.on('end', () => {
        const html = Buffer.concat(chunks).toString('utf8');
        const tag = `<script src="${SCRIPT_PATH}"></script>`;
        const withScript = html.replace(/<head(\s[^>]*)?>/i, (head) => `${head}${tag}`);
        // A page without <head> cannot be watched: its status says so instead of a pass.
        statuses.set(new URL(url, upstream).pathname, withScript === html ? -1 : status);
        const body = Buffer.from(withScript);
        res.writeHead(status, { ...up.headers, 'content-length': body.length });
        res.end(body);
      });
    });
    upstreamRequest.on('error', (error) => {
      res.writeHead(502, { 'content-type': 'text/plain' });
      res.end(String(error));
    });
    req.pipe(upstreamRequest);
  });

  await new Promise((done, fail) => {
    server.once('error', fail);
    server.listen(0, '127.0.0.1', () => done(undefined));
  });
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    url: `http://127.0.0.1:${port}`,
    /** The status of the last answer for the page at `path` (-1: no <head> to add the script to). */
    statusOf: (/** @type {string} */ path) => statuses.get(path),
    forget: (/** @type {string} */ path) => statuses.delete(path),
    close: () =>
      /** @type {Promise<void>} */ (
        new Promise((done) => {
          server.closeAllConnections();
          server.close(() => done());
        })
      ),
  };
}
