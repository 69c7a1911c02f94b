// What agents read: the hint and the Markdown alternate in every HTML page, the hint on top of
// every Markdown twin, and links in the twins, llms.txt and llms-full.txt that are absolute and
// resolve to a built file. The file checks read doc_build/; the browser tests serve it.
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { isNotFoundRoute, llmsTxtUrl, twinPath } from '../../core/agents';
import { closesFence, type Fence, openingFence } from '../../core/fences.mjs';
import { langPrefix, languages } from '../../site/languages.mjs';
import { siteOrigin } from '../../site/links';
import { outRoot, routeToHtmlFile, siteRoutes } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { hosts, hostURL } from './hosts';
import { readerLocale } from './readers';

/** Every HTML page of the build, the 404 pages included (docs/<lang>/404.md). */
const htmlPages = siteRoutes();
/** The pages that llms.txt lists: all but the 404 pages. */
const listedPages = htmlPages.filter(({ route }) => !isNotFoundRoute(route));

const decodeEntities = (text: string) =>
  text
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&#x27;/g, "'")
    .replace(/&amp;/g, '&');

/** The file a URL on the site's origin names, if the build has it. */
function builtFile(url: string): string | undefined {
  const path = join(outRoot, decodeURIComponent(new URL(url).pathname));
  return existsSync(path) && statSync(path).isFile() ? path : undefined;
}

/** Link, autolink and image targets in the prose of a Markdown text (code blocks and code spans skipped). */
function markdownTargets(markdown: string): string[] {
  const targets: string[] = [];
  let fence: Fence | undefined;
  for (const line of markdown.split('\n')) {
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      continue;
    }
    fence = openingFence(line.replace(/^(> )+/, ''));
    if (fence) continue;
    const prose = line.replace(/(`+)[\s\S]*?\1/g, '');
    for (const match of prose.matchAll(/\]\(<?([^()\s<>]*)>?(?:\s+"[^"]*")?\)/g))
      targets.push(match[1]);
    for (const match of prose.matchAll(/<([a-z][a-z\d+.-]*:[^<>\s]*)>/gi)) targets.push(match[1]);
    const definition = /^ {0,3}\[[^\]]+\]:\s*(\S+)/.exec(prose);
    if (definition) targets.push(definition[1]);
  }
  return targets;
}

/** What is wrong with each link of a Markdown file: relative, or on the origin but not built. */
function linkProblems(name: string, markdown: string): string[] {
  return markdownTargets(markdown).flatMap((target) => {
    if (!/^[a-z][a-z\d+.-]*:/i.test(target)) return [`${name}: relative link "${target}"`];
    if (!target.startsWith(`${siteOrigin}/`)) return [];
    return builtFile(target) ? [] : [`${name}: ${target} is not a built file`];
  });
}

const read = (path: string) => readFileSync(join(outRoot, path), 'utf8');

/**
 * The hint as a reader of each language gets it, written out rather than built with the site's
 * own function (core/agents.ts), so a wrong template, address or language fails here. The
 * Markdown twins write the address as an autolink.
 */
const hintIn = (lang: string, link: (url: string) => string = (url) => url): string => {
  const hints: Record<string, string> = {
    en: `For AI agents: the index of this documentation is ${link('https://rspress.rs/llms.txt')}, and every page is also published as Markdown at its own address followed by .md.`,
    zh: `致 AI 智能体：本文档的索引是 ${link('https://rspress.rs/zh/llms.txt')}，每个页面也以 Markdown 格式发布，地址为页面地址加上 .md。`,
  };
  return hints[lang];
};
const markdownLink = (url: string) => `<${url}>`;
const llmsFiles = languages.flatMap(({ lang }) =>
  ['llms.txt', 'llms-full.txt'].map((name) => ({ lang, path: `${langPrefix(lang)}/${name}` })),
);

test.describe('HTML pages', () => {
  test('every page carries the hint in its language and names its Markdown twin', () => {
    const problems = htmlPages.flatMap(({ lang, route }) => {
      const html = readFileSync(routeToHtmlFile(route), 'utf8');
      const body = html.slice(html.indexOf('<body'));
      const hints = [...body.matchAll(/<div[^>]*data-agent-hint="([^"]+)"[^>]*>([^<]*)<\/div>/g)];
      const found: string[] = [];
      // The top-level 404 page also holds the other languages' 404 markup in <template>s.
      const own = hints.find((hint) => hint[1] === lang);
      if (!own) found.push(`${route}: no hint in ${lang}`);
      else if (decodeEntities(own[2]) !== hintIn(lang))
        found.push(`${route}: hint reads "${own[2]}"`);
      else if (!/aria-hidden="true"/.test(own[0])) found.push(`${route}: hint not aria-hidden`);
      // Near the top: before the page's title.
      if (own && body.indexOf(own[0]) > body.indexOf('<h1')) found.push(`${route}: hint after h1`);
      const alternate = /<link rel="alternate" type="text\/markdown" href="([^"]+)"/.exec(
        html,
      )?.[1];
      if (alternate !== `${siteOrigin}${twinPath(route)}`)
        found.push(`${route}: Markdown alternate is ${alternate}`);
      else if (!builtFile(alternate)) found.push(`${route}: ${alternate} is not built`);
      return found;
    });
    expect(problems).toEqual([]);
  });
});

test.describe('Markdown outputs', () => {
  test('every twin starts with the hint in its language, with an absolute link', () => {
    const problems = siteRoutes().flatMap(({ lang, route }) => {
      const twin = read(twinPath(route));
      const hint = `> ${hintIn(lang, markdownLink)}\n\n# `;
      return twin.startsWith(hint) ? [] : [`${twinPath(route)} starts "${twin.slice(0, 80)}"`];
    });
    expect(problems).toEqual([]);
  });

  test('every link in every twin and llms file is absolute, and on the site it is a built file', () => {
    const files = [
      ...siteRoutes().map(({ route }) => twinPath(route)),
      ...llmsFiles.map(({ path }) => path),
    ];
    expect(files.flatMap((path) => linkProblems(path, read(path)))).toEqual([]);
  });

  test('no source syntax is left in the prose: heading ids, containers, imports, JSX', () => {
    const files = [
      ...siteRoutes().map(({ route }) => twinPath(route)),
      ...llmsFiles.map(({ path }) => path),
    ];
    const problems = files.flatMap((path) => {
      let fence: Fence | undefined;
      return read(path)
        .split('\n')
        .flatMap((line, index) => {
          const text = line.replace(/^(> )+/, '');
          if (fence) {
            if (closesFence(text, fence)) fence = undefined;
            // 2.0.22 escapes heading ids inside code examples too.
            return /\\\{#/.test(text) ? [`${path}:${index + 1}: ${line}`] : [];
          }
          fence = openingFence(text);
          const prose = text.replace(/(`+)[\s\S]*?\1/g, '');
          const leftover = /\{#[\w-]+\}|^\s*:::|^(import|export) |<\/?[A-Z][\w.]*[\s/>]/.test(
            prose,
          );
          return !fence && leftover ? [`${path}:${index + 1}: ${line}`] : [];
        });
    });
    expect(problems).toEqual([]);
  });

  test('the link check catches a relative link and a missing file', () => {
    expect(
      linkProblems('x.md', `[a](/guide/start/introduction) [b](${siteOrigin}/no-such-file.md)`),
    ).toEqual([
      'x.md: relative link "/guide/start/introduction"',
      `x.md: ${siteOrigin}/no-such-file.md is not a built file`,
    ]);
    expect(linkProblems('x.md', '```md\n[a](/x)\n```\n`[b](/y)` [c](https://rsbuild.rs)')).toEqual(
      [],
    );
  });
});

test.describe('llms.txt', () => {
  for (const { lang } of languages) {
    test(`${lang}: title, summary, the other languages, home in, 404 out`, () => {
      const text = read(`${langPrefix(lang)}/llms.txt`);
      const lines = text.split('\n');
      expect(lines[0]).toMatch(/^# \S/);
      expect(lines[1]).toBe('');
      expect(lines[2]).toMatch(/^> \S/);
      for (const other of languages.filter((l) => l.lang !== lang))
        expect(text).toContain(`<${llmsTxtUrl(other.lang)}>`);
      const links = markdownTargets(text);
      expect(links).toContain(`${siteOrigin}${twinPath(`${langPrefix(lang)}/`)}`);
      expect(links.filter((link) => /\/404\.md$/.test(link))).toEqual([]);
      // Every page of the language is listed.
      const pages = listedPages
        .filter((page) => page.lang === lang)
        .map(({ route }) => `${siteOrigin}${twinPath(route)}`);
      expect(pages.filter((page) => !links.includes(page))).toEqual([]);
      const full = read(`${langPrefix(lang)}/llms-full.txt`);
      expect(full).not.toMatch(/^url: .*\/404\.md$/m);
      expect(full).toContain(`url: ${siteOrigin}${twinPath(`${langPrefix(lang)}/`)}\n`);
    });
  }

  test('a copy of /llms.txt is at /.well-known/llms.txt', () => {
    expect(read('.well-known/llms.txt')).toBe(read('llms.txt'));
  });
});

// In the browser: the hint survives hydration in the page's language, on the 404 page of a host
// that serves one 404.html for every language too, and is out of sight.
// The browser is set to another language than the page's: the hint follows the page.
const browserCases = languages.flatMap(({ lang }) => [
  {
    lang,
    locale: readerLocale(lang),
    host: hosts[0],
    path: `${langPrefix(lang)}/guide/start/introduction`,
  },
  ...hosts.map((host) => ({
    lang,
    locale: readerLocale(lang),
    host,
    path: `${langPrefix(lang)}/no/such/page`,
  })),
]);
for (const { lang, locale, host, path } of browserCases) {
  test.describe(`${path} (${host.name})`, () => {
    test.use({ locale, baseURL: hostURL(host.port) });

    test(`the hint is in ${lang} after hydration, and hidden`, async ({ page }) => {
      await page.goto(path);
      await ready(page);
      const hint = page.locator('[data-agent-hint]');
      await expect(hint).toHaveCount(1);
      await expect(hint).toHaveText(hintIn(lang));
      await expect(hint).toHaveAttribute('aria-hidden', 'true');
      const box = await hint.boundingBox();
      expect(box && box.width * box.height).toBeLessThanOrEqual(1);
    });
  });
}
