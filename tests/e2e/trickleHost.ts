import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';

/** How a slow connection hands over a page: this many bytes of HTML, then a pause. */
export const TRICKLE = { bytes: 2048, pauseMs: 15 };

/**
 * A host in front of `origin` that sends every HTML document in small pieces with a pause after
 * each, like a slow connection: the browser draws the page while the rest of it is still on its
 * way, which a local server, sending a page in one go, almost never lets it do. Everything else
 * passes through at once.
 */
export async function startTrickleHost(origin: string): Promise<{ url: string; server: Server }> {
  const server = createServer(async (request, response) => {
    const upstream = await fetch(`${origin}${request.url}`, { redirect: 'manual' });
    const headers: Record<string, string> = {};
    for (const name of ['content-type', 'location', 'cache-control'])
      if (upstream.headers.has(name)) headers[name] = upstream.headers.get(name) ?? '';
    response.writeHead(upstream.status, headers);
    const body = Buffer.from(await upstream.arrayBuffer());
    if (!headers['content-type']?.includes('text/html')) return void response.end(body);
    for (let start = 0; start < body.length; start += TRICKLE.bytes) {
      response.write(body.subarray(start, start + TRICKLE.bytes));
      await new Promise((done) => setTimeout(done, TRICKLE.pauseMs));
    }
    response.end();
  });
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  return { url: `http://127.0.0.1:${port}`, server };
}
