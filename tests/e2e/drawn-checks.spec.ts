// The checks of what is drawn (drawn.ts) fail on a page that breaks them and pass on one that
// does not: small pages written here, so the page matrix's silence on the site means something.
import { expect, test } from '@playwright/test';
import {
  coveredText,
  horizontalOverflow,
  leakedText,
  leaksIn,
  outlineMismatches,
  tofu,
  undrawnImages,
} from './drawn';

test.use({ viewport: { width: 390, height: 844 } });

test('markup, ids, templates and leaked values in visible text are found; code and hidden text are not', async ({
  page,
}) => {
  await page.setContent(`
    <p>Build the site&lt;button type="button"&gt;</p>
    <p>Install {#install}</p>
    <p>Hello {{ name }}</p>
    <p>Version undefined</p>
    <p>Total NaN</p>
    <p>[object Object]</p>
    <p>Escaped &amp;lt;b&amp;gt; twice</p>
    <pre>&lt;div&gt;undefined {{ x }}&lt;/div&gt;</pre>
    <p>Use <code>&lt;head&gt;</code> as it is.</p>
    <p hidden>&lt;b&gt; hidden</p>
    <p style="visibility:hidden">&lt;b&gt; invisible</p>
    <p>Plain words: undefinedness, Nancy, a &lt; b and c &gt; d.</p>`);
  const found = await leakedText(page);
  expect(found).toEqual([
    'shows an HTML tag: "Build the site<button type="button">"',
    'shows a heading id: "Install {#install}"',
    'shows a template: "Hello {{ name }}"',
    'shows undefined: "Version undefined"',
    'shows NaN: "Total NaN"',
    'shows an object: "[object Object]"',
    'shows an escaped entity: "Escaped &lt;b&gt; twice"',
  ]);
  expect(leaksIn('a < b and c > d')).toEqual([]);
});

test('a page wider than the window is found, with the element that widens it', async ({ page }) => {
  await page.setContent('<main><p>Fits.</p></main>');
  expect(await horizontalOverflow(page)).toEqual([]);
  await page.setContent(
    '<main><table class="wide" style="width:900px"><tr><td>x</td></tr></table></main>',
  );
  expect(await horizontalOverflow(page)).toEqual([
    expect.stringMatching(/^the page is 9\d\dpx wide in a 390px window \(widest: table\.wide\)$/),
  ]);
});

test('a navbar, sidebar or outline over the content’s text is found', async ({ page }) => {
  const doc = '<div class="rp-doc-layout__doc"><h1>Title</h1><p>First line of text.</p></div>';
  await page.setContent(`<header class="rp-nav" style="height:40px">Nav</header>${doc}`);
  expect(await coveredText(page)).toEqual([]);
  await page.setContent(
    `<header class="rp-nav" style="position:fixed;top:0;left:0;right:0;height:200px;background:#fff">Nav</header>${doc}`,
  );
  expect(await coveredText(page)).toEqual([
    'the navbar covers "Title"',
    'the navbar covers "First line of text."',
  ]);
});

test('an image that does not draw is found; one that draws is not', async ({ page }) => {
  const pixel =
    'data:image/svg+xml,%3Csvg xmlns="http://www.w3.org/2000/svg" width="4" height="4"/%3E';
  await page.setContent(
    `<img alt="ok" src='${pixel}'><img alt="broken" src="data:image/png;base64,AAAA">`,
  );
  expect(await undrawnImages(page)).toEqual(['the image data:image/png;base64,AAAA is not drawn']);
});

test('an outline entry that differs from its heading’s text is found', async ({ page }) => {
  const heading =
    '<h2 class="rp-toc-include" id="a"><a class="rp-header-anchor" href="#a">#</a>Build <code>it</code><button>…</button></h2>';
  const page1 = (entry: string) =>
    `<div class="rp-doc-layout__doc">${heading}</div><nav class="rp-outline__toc"><a href="#a">${entry}</a></nav>`;
  await page.setContent(page1('Build <code>it</code>'));
  expect(await outlineMismatches(page)).toEqual([]);
  await page.setContent(page1('Build it&lt;button&gt;…&lt;/button&gt;'));
  expect(await outlineMismatches(page)).toEqual([
    'the outline reads ["Build it<button>…</button>"]; the headings ["Build it"]',
  ]);
});

test('Chinese drawn without a CJK font (tofu) is found', () => {
  expect(tofu('快速开始', [{ familyName: 'Noto Sans CJK SC', glyphCount: 4 }])).toBeUndefined();
  expect(
    tofu('Rspress 快速开始', [
      { familyName: 'DejaVu Sans', glyphCount: 8 },
      { familyName: 'Noto Sans CJK SC', glyphCount: 4 },
    ]),
  ).toBeUndefined();
  expect(tofu('快速开始', [{ familyName: 'DejaVu Sans', glyphCount: 4 }])).toBe(
    '4 Chinese characters, 0 drawn by a CJK font; fonts used: DejaVu Sans (4)',
  );
  expect(tofu('English only', [{ familyName: 'DejaVu Sans', glyphCount: 12 }])).toBeUndefined();
});
