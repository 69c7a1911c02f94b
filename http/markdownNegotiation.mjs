// Content negotiation for the Markdown twins the build writes beside every page (`a/b.html` and
// `a/b.md`): whether a request's Accept header prefers Markdown, which twin a page URL has, and the
// response a host's edge code sends. One rule for the preview server
// (scripts/serve/serve-build.mjs), the Netlify edge function and the Vercel middleware; plain
// JavaScript with no Node.js or host API, so every one of them can import it.

/** Longer headers are not parsed: no browser or agent sends one, and parsing stays bounded. */
const MAX_HEADER_LENGTH = 4096;
/** A q-value as HTTP writes it: 0 to 1 with at most three decimals. */
const QVALUE = /^(?:0(?:\.\d{0,3})?|1(?:\.0{0,3})?)$/;

/**
 * @typedef {object} WeightedValue
 * @property {string} value  lower-cased, parameters other than q dropped (`text/markdown`, `gzip`)
 * @property {number} q      the weight, 0 to 1 (1 when the entry has none)
 */

/**
 * The entries of a list header with weights (`Accept`, `Accept-Encoding`), in order. An entry with
 * a malformed q-value is dropped, as if the client had not sent it.
 * @param {string | null | undefined} header
 * @returns {WeightedValue[]}
 */
export function parseWeightedList(header) {
  if (!header || header.length > MAX_HEADER_LENGTH) return [];
  return header.split(',').flatMap((entry) => {
    const [value = '', ...params] = entry.split(';').map((part) => part.trim());
    if (!value) return [];
    let q = 1;
    for (const param of params) {
      const [name = '', raw = ''] = param.split('=').map((part) => part.trim());
      if (name.toLowerCase() !== 'q') continue;
      if (!QVALUE.test(raw)) return [];
      q = Number(raw);
    }
    return [{ value: value.toLowerCase(), q }];
  });
}

/**
 * How much an Accept header wants a media type: the weight of the most specific range that
 * matches it (the type itself, then `text/*`, then the catch-all range), and whether that range
 * names the type. No header at all accepts everything.
 * @param {WeightedValue[]} ranges  from parseWeightedList(accept)
 * @param {string} mediaType  e.g. `text/html`
 * @returns {{ q: number, named: boolean }}
 */
export function acceptWeight(ranges, mediaType) {
  if (ranges.length === 0) return { q: 1, named: false };
  const [type] = mediaType.split('/');
  const exact = ranges.find((range) => range.value === mediaType);
  if (exact) return { q: exact.q, named: true };
  const group = ranges.find((range) => range.value === `${type}/*`);
  if (group) return { q: group.q, named: false };
  const any = ranges.find((range) => range.value === '*/*');
  return { q: any ? any.q : 0, named: false };
}

/**
 * True when the request's Accept header prefers Markdown to HTML: Markdown is acceptable (q > 0)
 * and HTML is not weighted above it. A tie goes to Markdown only when the header names
 * `text/markdown` itself, so the catch-all range, `text/*` and every browser's header get HTML.
 * @param {string | null | undefined} accept
 */
export function prefersMarkdown(accept) {
  const ranges = parseWeightedList(accept);
  const markdown = acceptWeight(ranges, 'text/markdown');
  const html = acceptWeight(ranges, 'text/html');
  if (markdown.q === 0) return false;
  return markdown.q > html.q || (markdown.q === html.q && markdown.named);
}

/**
 * True when an Accept-Encoding header allows gzip: `gzip` or, when gzip is not listed, `*`, with
 * a weight above 0.
 * @param {string | null | undefined} acceptEncoding
 */
export function acceptsGzip(acceptEncoding) {
  const codings = parseWeightedList(acceptEncoding);
  const gzip = codings.find((coding) => coding.value === 'gzip' || coding.value === 'x-gzip');
  if (gzip) return gzip.q > 0;
  const any = codings.find((coding) => coding.value === '*');
  return any !== undefined && any.q > 0;
}

/**
 * The address of a page's Markdown twin, as Rspress's `llms` output names it: `/a/b` → `/a/b.md`,
 * `/a/` → `/a/index.md`. Undefined for an address with a file extension (assets, `.md` itself).
 * @param {string} pathname  a URL path, still percent-encoded
 */
export function markdownTwinPath(pathname) {
  if (!pathname.startsWith('/')) return undefined;
  if (pathname.endsWith('/')) return `${pathname}index.md`;
  const lastSegment = pathname.slice(pathname.lastIndexOf('/') + 1);
  return lastSegment.includes('.') ? undefined : `${pathname}.md`;
}

/** The headers of a Markdown twin response: its type, and that the page's answer depends on Accept. */
export const MARKDOWN_HEADERS = {
  'Content-Type': 'text/markdown; charset=utf-8',
  Vary: 'Accept',
};

/**
 * A Vary header value with `name` added once (`Accept-Encoding` + `Accept` → `Accept-Encoding, Accept`).
 * @param {string | null | undefined} vary
 * @param {string} name
 */
export function mergeVary(vary, name) {
  const names = (vary ?? '')
    .split(',')
    .map((part) => part.trim())
    .filter(Boolean);
  if (names.some((existing) => existing.toLowerCase() === name.toLowerCase()))
    return names.join(', ');
  return [...names, name].join(', ');
}

/**
 * The edge handler of the hosts (Netlify, Vercel): for a GET or HEAD request of a page whose
 * Accept header prefers Markdown, the page's twin with the Markdown headers; otherwise undefined,
 * and the host serves the HTML as usual. A page without a twin (a miss) gets its HTML too.
 * @param {Request} request
 * @param {(url: URL) => Promise<Response>} fetchFile  fetches a file of the same site
 * @returns {Promise<Response | undefined>}
 */
export async function markdownResponse(request, fetchFile) {
  if (request.method !== 'GET' && request.method !== 'HEAD') return undefined;
  if (!prefersMarkdown(request.headers.get('accept'))) return undefined;
  const url = new URL(request.url);
  const twinPath = markdownTwinPath(url.pathname);
  if (!twinPath) return undefined;
  const twin = await fetchFile(new URL(twinPath, url));
  if (twin.status !== 200) return undefined;
  // The host's own headers stay (security, cache); fetch has already decoded the body, so the
  // encoding and length it came with no longer describe it.
  const headers = new Headers(twin.headers);
  for (const name of ['content-encoding', 'content-length', 'transfer-encoding'])
    headers.delete(name);
  headers.set('Content-Type', MARKDOWN_HEADERS['Content-Type']);
  headers.set('Vary', mergeVary(twin.headers.get('vary'), MARKDOWN_HEADERS.Vary));
  return new Response(request.method === 'HEAD' ? null : twin.body, { status: 200, headers });
}

/**
 * The same rule for a host whose edge code sits in front of every page and can call the rest of
 * the chain (Netlify's `context.next()`): the twin when the request prefers Markdown, otherwise
 * the host's own answer, with `Vary: Accept` on a page's answer so caches keep the two apart.
 * @param {Request} request
 * @param {(url: URL) => Promise<Response>} fetchFile
 * @param {() => Promise<Response>} next  the host's answer without this function
 * @returns {Promise<Response>}
 */
export async function negotiatePage(request, fetchFile, next) {
  const markdown = await markdownResponse(request, fetchFile);
  if (markdown) return markdown;
  const response = await next();
  if (markdownTwinPath(new URL(request.url).pathname) === undefined) return response;
  const headers = new Headers(response.headers);
  headers.set('Vary', mergeVary(response.headers.get('vary'), MARKDOWN_HEADERS.Vary));
  return new Response(response.body, { status: response.status, headers });
}
