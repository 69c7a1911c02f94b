// Every head tag of config/head/seo.ts is written with its values escaped: Rspress 2.0.22 writes
// head entries as they are, so a route holding `"` and `>` would otherwise close the attribute and
// add a tag of its own (a refresh to another site, say).
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { seoHead } from '../../config/head/seo';
import { headTag } from '../../lib/headTag.mjs';

const hostile = '/r"><meta http-equiv="refresh" content="0;url=https://evil.example/">';

describe('SEO head tags', () => {
  it('escape a route that would break out of its attribute', () => {
    const route = { lang: 'en', routePath: hostile, pureRoutePath: hostile } as RouteMeta;
    const html = seoHead.map((tag) => tag(route) ?? '').join('');
    // Only the tags written on purpose, none from the route.
    expect(html.match(/<[a-z]+/g)).toEqual(['<link', '<link', '<link', '<meta', '<meta', '<meta']);
    expect(html).not.toContain('http-equiv="refresh"');
    expect(html).toContain(
      '<link rel="canonical" href="https://rspress.rs/r&quot;&gt;&lt;meta http-equiv=&quot;refresh&quot; content=&quot;0;url=https://evil.example/&quot;&gt;">',
    );
  });

  it('write a tag in the form Rspress writes a head entry', () => {
    expect(headTag('meta', { name: 'robots', content: 'a&b "c" <d>' })).toBe(
      '<meta name="robots" content="a&amp;b &quot;c&quot; &lt;d&gt;">',
    );
  });
});
