/**
 * Dead links, anchors and images, each at its line, all pages in one report. Rspress 2.0.22
 * reports them per page without a line, and its dead anchors only once every link resolves (a
 * second build). The resolution follows its remarkPlugins/link.js and image.js: `/path` is a route
 * (with the page's language added when the link has none), `./file.md` a file beside the page,
 * `/img.png` a file of the public folder, `#id` a heading id of the target page.
 */
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import type { Root } from 'mdast';
import { walk } from '../../lib/mdast.mjs';
import type { PageProblem } from './types';

/** A page of the site as the links see it. */
export interface LinkTarget {
  routePath: string;
  absolutePath: string;
  lang: string;
  /** The heading ids a `#hash` may name. */
  anchors: Set<string>;
}

export interface Site {
  /** The docs folder (`root` of the config). */
  root: string;
  /** The language of pages without a language folder. */
  defaultLang: string;
  pages: LinkTarget[];
}

/** A scheme (`https:`, `mailto:`) or `//`: not a page of this site. */
const EXTERNAL = /^(?:[a-z][a-z\d+.-]*:|\/\/)/i;

/** A route path without `.html`/`.md(x)`, `index` or trailing slash, to compare two of them. */
export function routeKey(path: string): string {
  let key = path;
  try {
    key = decodeURI(path);
  } catch {}
  key = key.replace(/\.(html|mdx?)$/, '').replace(/(^|\/)index$/, '$1');
  return key.replace(/\/+$/, '') || '/';
}

const decodeHash = (hash: string) => {
  try {
    return decodeURIComponent(hash);
  } catch {
    return hash;
  }
};

/** The pages of a site by route key and the languages, worked out once per site. */
const lookups = new WeakMap<Site, { byRoute: Map<string, LinkTarget>; langs: Set<string> }>();

function findPage(site: Site, page: LinkTarget, path: string): LinkTarget | undefined {
  if (path.startsWith('/')) {
    let lookup = lookups.get(site);
    if (!lookup) {
      lookup = {
        byRoute: new Map(site.pages.map((target) => [routeKey(target.routePath), target])),
        langs: new Set(site.pages.map(({ lang }) => lang)),
      };
      lookups.set(site, lookup);
    }
    const [first] = path.split('/').filter(Boolean);
    // Rspress adds the page's language to a link that names none (`autoPrefix`).
    const withLang =
      page.lang !== site.defaultLang && !lookup.langs.has(first ?? '')
        ? `/${page.lang}${path}`
        : path;
    return lookup.byRoute.get(routeKey(withLang));
  }
  const target = resolve(dirname(page.absolutePath), path);
  const candidates = [
    target,
    `${target}.md`,
    `${target}.mdx`,
    join(target, 'index.md'),
    join(target, 'index.mdx'),
  ];
  return site.pages.find(({ absolutePath }) => candidates.includes(absolutePath));
}

/** The `src` of an image element, when it is a plain string. */
function jsxImageSource(node: unknown): string | undefined {
  const { name, attributes } = node as {
    name?: string;
    attributes?: { name?: string; value?: unknown }[];
  };
  if (name !== 'img') return undefined;
  const value = attributes?.find((attribute) => attribute.name === 'src')?.value;
  return typeof value === 'string' ? value : undefined;
}

function imageProblem(site: Site, page: LinkTarget, url: string, line: number): PageProblem[] {
  if (!url || EXTERNAL.test(url) || /^\s*data:/i.test(url)) return [];
  const path = url.split(/[?#]/)[0];
  const file = path.startsWith('/')
    ? join(site.root, 'public', path)
    : resolve(dirname(page.absolutePath), path);
  return existsSync(file) ? [] : [{ line, message: `dead image ${url} (no file ${file})` }];
}

function linkProblem(site: Site, page: LinkTarget, url: string, line: number): PageProblem[] {
  if (!url || EXTERNAL.test(url)) return [];
  const [beforeHash, hash = ''] = url.split('#', 2);
  const path = beforeHash.split('?')[0];
  const target = path ? findPage(site, page, path) : page;
  if (!target) return [{ line, message: `dead link ${url} (no page at ${path})` }];
  if (hash && !target.anchors.has(decodeHash(hash)))
    return [
      {
        line,
        message: `dead anchor ${url} (no heading id "${decodeHash(hash)}" on ${target.routePath})`,
      },
    ];
  return [];
}

/** The dead links, anchors and images of one page's tree. */
export function referenceProblems(tree: Root, page: LinkTarget, site: Site): PageProblem[] {
  const problems: PageProblem[] = [];
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'link' || node.type === 'definition')
      problems.push(...linkProblem(site, page, node.url, line));
    if (node.type === 'image') problems.push(...imageProblem(site, page, node.url, line));
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const src = jsxImageSource(node);
      if (src !== undefined) problems.push(...imageProblem(site, page, src, line));
    }
  });
  return problems;
}
