// Checks of the built HTML itself (no browser): links and anchors, SEO tags, the CSP hashes and
// the size budget. They run after `npm run build`, next to the browser tests.
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import {
  assetSizes,
  assetsOf,
  htmlFiles,
  inlineScripts,
  resolveOutputPath,
} from '../../scripts/serve/build-output.mjs';
import { siteOrigin } from '../../site/links';
import { outRoot, readJson, repoRoot, routeToHtmlFile, siteRoutes } from '../shared/site-files';

const headers = readJson<{ security: Record<string, string> }>(
  join(repoRoot, 'site/http-headers.json'),
);

const pages = htmlFiles(outRoot).map((file) => ({
  file: relative(outRoot, file),
  html: readFileSync(file, 'utf8'),
}));
const isNotFound = (file: string) => /(^|\/)404\.html$/.test(file);
const attr = (tag: string, name: string) => new RegExp(`\\b${name}="([^"]*)"`).exec(tag)?.[1];
const decode = (value: string) => value.replace(/&amp;/g, '&').replace(/&quot;/g, '"');
const idsOf = (html: string) => new Set([...html.matchAll(/\bid="([^"]+)"/g)].map((m) => m[1]));

test('the build has a page for every source file', () => {
  for (const { route } of siteRoutes())
    expect(existsSync(routeToHtmlFile(route)), route).toBe(true);
});

test('every internal link and #anchor in the output resolves', () => {
  const idCache = new Map<string, Set<string>>();
  const broken: string[] = [];
  for (const { file, html } of pages) {
    for (const [tag] of html.matchAll(/<a\b[^>]*>/g)) {
      const href = attr(tag, 'href');
      if (!href || /^(https?:|mailto:|\/\/)/.test(href)) continue;
      const url = new URL(decode(href), `${siteOrigin}/${file.replace(/(index)?\.html$/, '')}`);
      const target =
        url.pathname === `/${file}`
          ? join(outRoot, file)
          : resolveOutputPath(outRoot, url.pathname);
      if (!target) {
        broken.push(`${file}: ${href} (no such page)`);
        continue;
      }
      const id = decodeURIComponent(url.hash.slice(1));
      if (!id || !target.endsWith('.html')) continue;
      if (!idCache.has(target)) idCache.set(target, idsOf(readFileSync(target, 'utf8')));
      if (!idCache.get(target)?.has(id)) broken.push(`${file}: ${href} (no #${id} there)`);
    }
  }
  expect(broken).toEqual([]);
});

/** An HTML fragment's text: tags dropped and the entities the build writes decoded. */
const textOf = (html: string) =>
  html
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&')
    .trim();

// The outline a reader sees before the page's scripts run (or without them): each entry reads as
// its heading in the page reads, so no Markdown or tag shows as text (`_nav.json` or <code>).
test('every outline entry in the served HTML reads as the heading it links to', () => {
  const entries =
    /<a href="#([^"]+)" class="rp-toc-item\b[^>]*><span class="rp-toc-item__text[^"]*">([\s\S]*?)<\/span><\/a>/g;
  const wrong: string[] = [];
  let count = 0;
  for (const { file, html } of pages) {
    for (const [, id, entry] of html.matchAll(entries)) {
      count++;
      const heading = [...html.matchAll(/<h([2-4])\b[^>]*>([\s\S]*?)<\/h\1>/g)].find(([tag]) =>
        tag.includes(` id="${id}"`),
      );
      // The heading's own text: without its "#" anchor and its section-actions button.
      const headingText = textOf(
        (heading?.[2] ?? '').replace(/<a\b[^>]*rp-header-anchor[^>]*>#<\/a>/, ''),
      );
      if (textOf(entry) !== headingText)
        wrong.push(`${file}#${id}: outline "${textOf(entry)}", heading "${headingText}"`);
    }
  }
  expect(wrong).toEqual([]);
  // Every page but the home and 404 pages has an outline.
  expect(count).toBeGreaterThan(pages.length * 2);
});

test('links to other sites open safely', () => {
  const unsafe = pages.flatMap(({ file, html }) =>
    [...html.matchAll(/<a\b[^>]*>/g)]
      .map(([tag]) => tag)
      .filter(
        (tag) => /href="(https?:)?\/\//.test(tag) && !attr(tag, 'href')?.startsWith(siteOrigin),
      )
      .filter((tag) => !/\brel="[^"]*noopener/.test(tag))
      .map((tag) => `${file}: ${tag}`),
  );
  expect(unsafe).toEqual([]);
});

test.describe('SEO', () => {
  const indexed = pages.filter(({ file }) => !isNotFound(file));

  test('every page has a unique title and a description', () => {
    const titles = indexed.map(({ file, html }) => ({
      file,
      title: /<title>([^<]*)<\/title>/.exec(html)?.[1],
    }));
    for (const { file, title } of titles) expect(title, file).toMatch(/\S/);
    const seen = new Map<string, string>();
    for (const { file, title } of titles) {
      expect(seen.get(title ?? ''), `${file} repeats the title "${title}"`).toBeUndefined();
      seen.set(title ?? '', file);
    }
    for (const { file, html } of indexed)
      expect(/<meta name="description" content="([^"]+)"/.exec(html)?.[1], file).toMatch(
        // A zh page's description is Chinese.
        file.startsWith('zh/') ? /\p{Script=Han}/u : /\S{3}/,
      );
  });

  test('every page names its canonical URL and its en, zh and x-default alternates', () => {
    for (const { file, html } of indexed) {
      const route = `/${file.replace(/(index)?\.html$/, '')}`;
      const links = [...html.matchAll(/<link\b[^>]*>/g)].map(([tag]) => tag);
      const href = (predicate: (tag: string) => boolean) =>
        links.filter(predicate).map((tag) => attr(tag, 'href'));
      expect(
        href((t) => /rel="canonical"/.test(t)),
        file,
      ).toEqual([`${siteOrigin}${route}`]);
      const english = route.replace(/^\/zh\//, '/');
      const alternates = Object.fromEntries(
        links
          .filter((t) => /rel="alternate"/.test(t) && /hreflang=/.test(t))
          .map((t) => [attr(t, 'hreflang'), attr(t, 'href')]),
      );
      expect(alternates, file).toEqual({
        en: `${siteOrigin}${english}`,
        zh: `${siteOrigin}/zh${english}`,
        'x-default': `${siteOrigin}${english}`,
      });
    }
  });

  test('the not-found pages ask not to be indexed', () => {
    for (const { file, html } of pages.filter(({ file }) => isNotFound(file)))
      expect(html, file).toContain('<meta name="robots" content="noindex">');
  });

  test('sitemap.xml lists every indexed page, and robots.txt points at it', () => {
    const sitemap = readFileSync(join(outRoot, 'sitemap.xml'), 'utf8');
    const listed = new Set([...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));
    for (const { file } of indexed)
      expect(listed, file).toContain(`${siteOrigin}/${file.replace(/(index)?\.html$/, '')}`);
    const robots = readFileSync(join(outRoot, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${siteOrigin}/sitemap.xml`);
  });
});

test('the Content-Security-Policy allows every inline script by its hash', () => {
  const csp = headers.security['Content-Security-Policy'];
  for (const { file, html } of pages) {
    for (const script of inlineScripts(html)) {
      const hash = `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
      expect(
        csp,
        `${file}: add ${hash} to site/http-headers.json, netlify.toml, vercel.json`,
      ).toContain(hash);
    }
  }
});

test('the Content-Security-Policy allows no inline script that no page has', () => {
  const csp = headers.security['Content-Security-Policy'];
  const used = new Set(
    pages.flatMap(({ html }) =>
      inlineScripts(html).map((script) => createHash('sha256').update(script).digest('base64')),
    ),
  );
  const listed = [...csp.matchAll(/'sha256-([^']+)'/g)].map(([, hash]) => hash);
  expect(listed.length).toBeGreaterThan(0);
  expect(listed.filter((hash) => !used.has(hash))).toEqual([]);
});

test('each page loads at most 200 KB of JS and 15 KB of CSS (gzip)', () => {
  const budget = { js: 200 * 1024, css: 15 * 1024 };
  const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
  const over: string[] = [];
  let heaviest = { file: '', js: 0, css: 0 };
  for (const { file, html } of pages) {
    const { js, css } = assetsOf(html);
    const [jsSizes, cssSizes] = [assetSizes(outRoot, js), assetSizes(outRoot, css)];
    const total = (list: { gzip: number }[]) => list.reduce((sum, item) => sum + item.gzip, 0);
    const weight = { file, js: total(jsSizes), css: total(cssSizes) };
    if (weight.js > heaviest.js) heaviest = weight;
    if (weight.js > budget.js || weight.css > budget.css) {
      const top = [...jsSizes, ...cssSizes].sort((a, b) => b.gzip - a.gzip).slice(0, 5);
      over.push(
        `${file}: JS ${kb(weight.js)}, CSS ${kb(weight.css)}; largest: ${top.map((a) => `${a.url} ${kb(a.gzip)}`).join(', ')}`,
      );
    }
  }
  console.log(
    `Heaviest page: ${heaviest.file}, JS ${kb(heaviest.js)} gzip, CSS ${kb(heaviest.css)} gzip (${pages.length} pages)`,
  );
  expect(over).toEqual([]);
});

test("the first-load stylesheet leaves the search panel's rules to the panel's own code", () => {
  // The theme's rules start with the panel's classes (or `.dark` and one of them); the site's few
  // overrides of them start with `:root` and may stay.
  const themePanelRule =
    /(^|[{};,])(\.dark )?\.rp-(search-panel|suggest-item|no-search-result)\b|@keyframes rp-search-panel/;
  const sheets = new Set(pages.flatMap(({ html }) => assetsOf(html).css));
  expect(sheets.size).toBeGreaterThan(0);
  for (const url of sheets) {
    const css = readFileSync(join(outRoot, url), 'utf8');
    expect(themePanelRule.exec(css)?.[0] ?? null, url).toBeNull();
  }
});
