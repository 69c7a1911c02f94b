// Vercel Routing Middleware: another spelling of a page's address (`//a/b`, `/a/b/`, `/A/B`,
// `/a/index`, `/a` for a folder index) gets a 308 to the page's canonical address
// (http/canonicalPath.mjs, `.html` addresses are left to Vercel's `cleanUrls`); a request for a
// page that prefers `text/markdown` gets the page's Markdown twin; for any other request it returns
// nothing and Vercel serves the HTML. A rewrite in vercel.json cannot do this: Vercel looks for a
// file before it applies rewrites, and with clean URLs every page is a file. The rule is
// http/markdownNegotiation.mjs, shared with the preview server; vercel.json
// (scripts/generate/host-configs.mjs) adds `Vary: Accept` to the pages' HTML.
import { canonicalResponse } from './http/canonicalPath.mjs';
import { markdownResponse } from './http/markdownNegotiation.mjs';

/** Pages only: no hashed assets and no file names with an extension (the same source as vercel.json's Vary rule). */
export const config = { matcher: ['/((?!static/)[^.]*)'] };

/** The handler, with the way it reads a file of the site passed in, so tests need no network. */
export function createMarkdownMiddleware(
  fetchFile: (url: URL, init?: RequestInit) => Promise<Response>,
) {
  return async (request: Request) =>
    (await canonicalResponse(request, fetchFile)) ?? markdownResponse(request, fetchFile);
}

export default createMarkdownMiddleware((url, init) => fetch(url, init));
