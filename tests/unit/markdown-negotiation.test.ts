import { describe, expect, it } from '@rstest/core';
import {
  acceptsGzip,
  acceptWeight,
  markdownResponse,
  markdownTwinPath,
  mergeVary,
  negotiatePage,
  parseWeightedList,
  prefersMarkdown,
} from '../../http/markdownNegotiation.mjs';

const BROWSER_ACCEPT =
  'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

describe('prefersMarkdown', () => {
  // [Accept header, whether Markdown wins, why]
  const cases: [string | undefined, boolean, string][] = [
    ['text/markdown', true, 'named alone'],
    ['TEXT/Markdown', true, 'media types are case-insensitive'],
    ['text/markdown; charset=utf-8', true, 'parameters other than q are ignored'],
    ['text/markdown, text/html', true, 'a tie goes to the type the client named'],
    ['text/html, text/markdown', true, 'order does not matter, weights do'],
    ['text/markdown, text/html;q=0.9', true, 'Markdown weighted higher'],
    ['text/markdown;q=0.5, text/html', false, 'HTML weighted higher'],
    ['text/markdown;q=0.5, */*;q=0.1', true, 'HTML only through the catch-all, lower'],
    ['text/*;q=0.5, text/html;q=0.1', true, 'Markdown through text/*, above HTML'],
    ['text/html;q=0, */*', true, 'HTML refused, anything else accepted'],
    ['text/markdown;q=0', false, 'q=0 refuses Markdown'],
    ['text/markdown;q=0.000, */*', false, 'q=0.000 is zero too, and the specific range wins'],
    ['text/markdown;q=abc', false, 'an entry with a malformed weight is dropped'],
    ['text/markdown;q=1.5', false, 'weights above 1 are malformed'],
    ['text/html', false, 'HTML asked for'],
    ['*/*', false, 'a tie through the catch-all keeps HTML'],
    ['text/*', false, 'a tie through text/* keeps HTML'],
    [BROWSER_ACCEPT, false, "a browser's header"],
    ['', false, 'an empty header'],
    [undefined, false, 'no header'],
    [`text/markdown, ${'x/y, '.repeat(1000)}`, false, 'a header too long to parse'],
  ];
  for (const [accept, expected, why] of cases)
    it(`${expected ? 'Markdown' : 'HTML'} for ${JSON.stringify(accept?.slice(0, 60))}: ${why}`, () => {
      expect(prefersMarkdown(accept)).toBe(expected);
    });
});

describe('the header length bound', () => {
  /** A header of exactly `length` characters that prefers Markdown. */
  const header = (length: number) => {
    const head = 'text/markdown, text/html;q=0.5, ';
    return head + 'x'.repeat(length - head.length);
  };

  it('parses a header of 4096 characters and nothing longer', () => {
    expect(header(4096)).toHaveLength(4096);
    expect(prefersMarkdown(header(4096))).toBe(true);
    expect(prefersMarkdown(header(4097))).toBe(false);
    expect(parseWeightedList(header(4097))).toEqual([]);
  });
});

describe('acceptWeight', () => {
  it('weighs every type 1, unnamed, when there is no Accept header', () => {
    expect(acceptWeight([], 'text/markdown')).toEqual({ q: 1, named: false });
    expect(acceptWeight([], 'text/html')).toEqual({ q: 1, named: false });
  });
});

describe('the weighted-list parser', () => {
  it('reads values and weights, lower-cased, in order', () => {
    expect(parseWeightedList('Text/HTML;level=1;q=0.7 , gzip ,,*;q=0')).toEqual([
      { value: 'text/html', q: 0.7 },
      { value: 'gzip', q: 1 },
      { value: '*', q: 0 },
    ]);
  });

  it('reads q-values as HTTP writes them: 1, 1.000, 0.25 and 0.125', () => {
    expect(parseWeightedList('a;q=1, b;q=1.000, c;q=0.25, d;q=0.125')).toEqual([
      { value: 'a', q: 1 },
      { value: 'b', q: 1 },
      { value: 'c', q: 0.25 },
      { value: 'd', q: 0.125 },
    ]);
  });

  it('drops an entry whose weight only ends like a q-value', () => {
    expect(parseWeightedList('a;q=20, b;q=-1, c;q=x0.5, d')).toEqual([{ value: 'd', q: 1 }]);
  });

  it('drops an entry with a malformed weight and keeps the rest', () => {
    expect(parseWeightedList('a;q=abc, b;q, c')).toEqual([{ value: 'c', q: 1 }]);
  });

  it('allows spaces around the parameter’s name and value', () => {
    expect(parseWeightedList('text/html ; q = 0.5')).toEqual([{ value: 'text/html', q: 0.5 }]);
  });
});

describe('acceptsGzip', () => {
  const cases: [string | undefined, boolean][] = [
    ['gzip, deflate, br', true],
    ['gzip;q=0.5', true],
    ['gzip;q=0', false],
    ['br, gzip;q=0, *', false],
    ['*', true],
    ['*;q=0', false],
    ['identity', false],
    ['', false],
    [undefined, false],
  ];
  for (const [header, expected] of cases)
    it(`${expected ? 'gzip' : 'no gzip'} for ${JSON.stringify(header)}`, () => {
      expect(acceptsGzip(header)).toBe(expected);
    });

  it('takes x-gzip for gzip, with its weight', () => {
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('x-gzip;q=0, *')).toBe(false);
  });
});

describe('markdownTwinPath', () => {
  it('names the twin Rspress writes: a.md for /a, index.md for a folder', () => {
    expect(markdownTwinPath('/guide/start/introduction')).toBe('/guide/start/introduction.md');
    expect(markdownTwinPath('/')).toBe('/index.md');
    expect(markdownTwinPath('/zh/')).toBe('/zh/index.md');
    expect(markdownTwinPath('/zh/api/')).toBe('/zh/api/index.md');
  });

  it('has none for files with an extension or for a path that is not absolute', () => {
    for (const path of ['/llms.txt', '/index.md', '/static/js/app.1234.js', '/logo.svg', 'a'])
      expect(markdownTwinPath(path)).toBeUndefined();
  });

  it('reads the extension of the last segment only', () => {
    expect(markdownTwinPath('/v1.2/guide')).toBe('/v1.2/guide.md');
    expect(markdownTwinPath('/v1.2/')).toBe('/v1.2/index.md');
  });
});

describe('mergeVary', () => {
  it('adds a name once, keeping the others', () => {
    expect(mergeVary(undefined, 'Accept')).toBe('Accept');
    expect(mergeVary('Accept-Encoding', 'Accept')).toBe('Accept-Encoding, Accept');
    expect(mergeVary('accept, Origin', 'Accept')).toBe('accept, Origin');
  });
});

/** A site of two files, fetched the way an edge function fetches its own site. */
function fakeSite(requested: string[] = []) {
  const files: Record<string, string> = {
    '/guide/start.md': '# Start\n',
    '/index.md': '# Home\n',
  };
  return async (url: URL) => {
    requested.push(url.pathname);
    const text = files[url.pathname];
    return text === undefined
      ? new Response('not found', { status: 404 })
      : new Response(text, {
          headers: {
            'content-type': 'text/plain',
            'content-encoding': 'gzip',
            'content-length': '999',
            vary: 'Accept-Encoding',
            'x-content-type-options': 'nosniff',
          },
        });
  };
}

const request = (path: string, accept?: string, method = 'GET') =>
  new Request(`https://docs.example${path}`, {
    method,
    headers: accept ? { accept } : {},
  });

describe('markdownResponse (the hosts’ edge handler)', () => {
  it('answers a page that prefers Markdown with its twin and the Markdown headers', async () => {
    const response = await markdownResponse(request('/guide/start', 'text/markdown'), fakeSite());
    expect(response?.status).toBe(200);
    expect(await response?.text()).toBe('# Start\n');
    expect(response?.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response?.headers.get('vary')).toBe('Accept-Encoding, Accept');
    // The host's other headers stay; the encoding and length fetch already undid do not.
    expect(response?.headers.get('x-content-type-options')).toBe('nosniff');
    expect(response?.headers.get('content-encoding')).toBeNull();
    expect(response?.headers.get('content-length')).toBeNull();
  });

  it('answers HEAD with the headers and no body', async () => {
    const response = await markdownResponse(request('/', 'text/markdown', 'HEAD'), fakeSite());
    expect(response?.headers.get('content-type')).toBe('text/markdown; charset=utf-8');
    expect(response?.body).toBeNull();
  });

  it('leaves HTML requests, other methods, assets and pages without a twin to the host', async () => {
    const requested: string[] = [];
    const site = fakeSite(requested);
    expect(await markdownResponse(request('/guide/start', BROWSER_ACCEPT), site)).toBeUndefined();
    expect(
      await markdownResponse(request('/guide/start', 'text/markdown', 'POST'), site),
    ).toBeUndefined();
    expect(await markdownResponse(request('/llms.txt', 'text/markdown'), site)).toBeUndefined();
    expect(await markdownResponse(request('/no/such/page', 'text/markdown'), site)).toBeUndefined();
    // Only the page that might have a twin was looked up.
    expect(requested).toEqual(['/no/such/page.md']);
  });
});

describe('negotiatePage (edge code in front of every page)', () => {
  const html = async () =>
    new Response('<html>', { headers: { 'content-type': 'text/html', vary: 'Accept-Encoding' } });

  it('passes other requests on and marks a page’s answer with Vary: Accept', async () => {
    const page = await negotiatePage(request('/guide/start', '*/*'), fakeSite(), html);
    expect(await page.text()).toBe('<html>');
    expect(page.headers.get('vary')).toBe('Accept-Encoding, Accept');
    const asset = await negotiatePage(request('/logo.svg', '*/*'), fakeSite(), html);
    expect(asset.headers.get('vary')).toBe('Accept-Encoding');
  });

  it('answers with the twin without calling the rest of the chain', async () => {
    let nextCalls = 0;
    const response = await negotiatePage(request('/', 'text/markdown'), fakeSite(), async () => {
      nextCalls += 1;
      return html();
    });
    expect(await response.text()).toBe('# Home\n');
    expect(nextCalls).toBe(0);
  });
});
