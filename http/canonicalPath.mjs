// One answer per page address. The page's canonical link says where it lives (`/a/b` for a page,
// `/a/` for a folder's index page); the other spellings a host would also answer with 200 or with a
// different 404 (`//////a/b`, `/a/b/`, `/A/B`, `/a/b.html`, `/a/index`, `/a`) are sent there with
// 308 instead. The preview server (scripts/serve/serve-build.mjs), the Netlify edge function
// (netlify/edge-functions/canonical.ts) and the Vercel middleware (middleware.ts) share this rule.
//
// Only spellings of a page that exists are redirected, and only to an address made of the
// characters a file name of the docs may hold (plugins/pageChecks/files.ts): a miss stays a miss
// (404), and a crafted path (`//evil.example/`, `/\evil`) can never become a redirect elsewhere.

/** Status of every canonical redirect: permanent, and the method is kept (Vercel's own is 308). */
export const CANONICAL_STATUS = 308;

/** A page address as the build writes them: lower-case safe segments, optional trailing slash. */
const SAFE_ADDRESS = /^\/(?:[a-z0-9._-]+\/)*[a-z0-9._-]*$/;

/**
 * The spellings this rule folds (several slashes, upper case, `.html`, `index`) turned into the
 * two candidates a page can be: `[asPage, asFolder]`. Undefined for an address that is not a
 * page's (a file with another extension, a `.` or `..` segment, a backslash, a bad escape).
 * @param {string} pathname  a URL path, still percent-encoded, without query or fragment
 * @returns {string | undefined}
 */
function folded(pathname) {
  let path;
  try {
    path = decodeURIComponent(pathname);
  } catch {
    return undefined;
  }
  if (!path.startsWith('/') || /[\\\0]/.test(path)) return undefined;
  path = path.replace(/\/{2,}/g, '/').toLowerCase();
  const segments = path.split('/');
  if (segments.some((segment) => segment === '.' || segment === '..')) return undefined;
  const last = segments[segments.length - 1];
  if (last === 'index' || last === 'index.html') return path.slice(0, -last.length);
  if (last.endsWith('.html')) return path.slice(0, -'.html'.length);
  return last.includes('.') ? undefined : path;
}

/**
 * Where a request for `pathname` should be sent so that every page has one address, or undefined
 * when the address is already the page's own, is not a page address, or names no page (the host
 * then answers as usual: the page, a file, or the 404 page with status 404).
 * @param {string} pathname  a URL path, still percent-encoded, without query or fragment
 * @param {(file: string) => Promise<boolean>} hasFile  whether the build has this file (a path
 *   relative to the build folder: `a/b.html`, `a/index.html`)
 * @returns {Promise<string | undefined>}
 */
export async function canonicalPagePath(pathname, hasFile) {
  const path = folded(pathname);
  if (path === undefined) return undefined;
  const bare = path.replace(/\/+$/, '');
  // `/a/b` is the page a/b.html and `/a/` the page a/index.html; the form asked for is tried first.
  const pair = [bare, `${bare}/`];
  const candidates = bare === '' ? ['/'] : path.endsWith('/') ? pair.reverse() : pair;
  for (const candidate of candidates) {
    if (!SAFE_ADDRESS.test(candidate)) continue;
    const file = candidate.endsWith('/') ? `${candidate}index.html` : `${candidate}.html`;
    if (await hasFile(file.slice(1))) return candidate === pathname ? undefined : candidate;
  }
  return undefined;
}

/**
 * The Location of a canonical redirect: the address with the request's query kept.
 * @param {string} target  from canonicalPagePath
 * @param {string} search  the request's query, with its `?`, or ''
 */
export const canonicalLocation = (target, search) => `${target}${search}`;

/**
 * Marks the requests the hosts' edge code sends to learn whether a file exists, so that the edge
 * code answering them does not ask again (Netlify runs edge functions on every request, its own
 * included).
 */
export const PROBE_HEADER = 'x-canonical-probe';

/**
 * The edge handler of the hosts (Netlify, Vercel): a 308 to the page's canonical address for a GET
 * or HEAD request that spells it another way; otherwise undefined, and the host answers as usual.
 * A file exists when the host answers its probe with 2xx or 3xx (Netlify and Vercel redirect an
 * existing `a/b.html` to `/a/b`, and answer a missing one with 404).
 * @param {Request} request
 * @param {(url: URL, init: RequestInit) => Promise<Response>} fetchFile  fetches from the same site
 * @returns {Promise<Response | undefined>}
 */
export async function canonicalResponse(request, fetchFile) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (request.headers.get(PROBE_HEADER) !== null) return undefined;
  const url = new URL(request.url);
  const target = await canonicalPagePath(url.pathname, async (file) => {
    const probe = await fetchFile(new URL(`/${file}`, url), {
      method: 'HEAD',
      redirect: 'manual',
      headers: { [PROBE_HEADER]: '1' },
    });
    return probe.status >= 200 && probe.status < 400;
  });
  if (target === undefined) return undefined;
  return new Response(null, {
    status: CANONICAL_STATUS,
    headers: { Location: canonicalLocation(target, url.search) },
  });
}
