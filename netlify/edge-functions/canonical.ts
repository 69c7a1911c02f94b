// Netlify edge function: every other spelling of a page's address (`//a/b`, `/a/b/`, `/A/B`,
// `/a/b.html`, `/a/index`, `/a` for a folder index) gets a 308 to the address the page's canonical
// link gives; any other request goes on unchanged. The rule is http/canonicalPath.mjs, shared with
// the preview server and the Vercel middleware; netlify.toml (scripts/generate/host-configs.mjs)
// runs it before the Markdown function.
import { canonicalResponse } from '../../http/canonicalPath.mjs';

/** The handler, with the way it fetches a file of the site passed in, so tests need no network. */
export function createCanonicalHandler(
  fetchFile: (url: URL, init: RequestInit) => Promise<Response>,
) {
  // Returning undefined lets Netlify continue with the next function and the file.
  return (request: Request) => canonicalResponse(request, fetchFile);
}

export default createCanonicalHandler((url, init) => fetch(url, init));
