/**
 * Checks every page's source before Rspress compiles it, so the build fails at once with the
 * file and line of each problem, all pages in one report: MDX syntax errors at their real line
 * (Rspress 2.0.22 reports them at 1:1), oversized pages, markup in titles and headings, unusable
 * heading ids, author HTML the CSP would block, dead links, anchors and images, file names that
 * are not addresses and symlinks out of the project. One check per file beside this one.
 */
import { readFileSync } from 'node:fs';
import { extname, relative } from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { parse } from 'yaml';
import { markdownFiles } from '../../scripts/lib/files.mjs';
import { frontmatter } from '../../scripts/lib/frontmatter.mjs';
import { parsePage } from '../../scripts/lib/mdast.mjs';
import { authorHtmlProblems } from './authorHtml';
import { docsFileProblems } from './files';
import { headingHtmlProblems, titleHtmlAllowed, titleHtmlProblems } from './headingHtml';
import { headingIdProblems } from './headingIds';
import { pageHeadings } from './headings';
import { pageSizeProblems } from './pageSize';
import { type LinkTarget, referenceProblems, type Site } from './references';
import type { PageProblem } from './types';

/** The frontmatter title, when the frontmatter parses (plugins/frontmatterCheck.ts reports the rest). */
function frontmatterTitle(source: string): unknown {
  try {
    const data: unknown = parse(frontmatter(source)?.yaml ?? '');
    return data && typeof data === 'object' && 'title' in data ? data.title : undefined;
  } catch {
    return undefined;
  }
}

/** A page read and parsed once for every check. */
interface ReadPage {
  file: string;
  source: string;
  tree?: Root;
  problems: PageProblem[];
  target: LinkTarget;
}

/** The problems one page has on its own; `format` is its extension. */
export function pageProblems(source: string, format: 'md' | 'mdx'): PageProblem[] {
  return readPage(source, format).problems;
}

function readPage(source: string, format: 'md' | 'mdx') {
  const problems = pageSizeProblems(source);
  const parsed = parsePage(source, format);
  if ('error' in parsed) {
    const { line, column, message } = parsed.error;
    problems.push({
      line,
      message: `${format.toUpperCase()} syntax error at ${line}:${column}: ${message}`,
    });
    return { problems, anchors: new Set<string>() };
  }
  const { tree } = parsed;
  const headings = pageHeadings(tree);
  const title = frontmatterTitle(source);
  if (!titleHtmlAllowed())
    problems.push(...titleHtmlProblems(title, source), ...headingHtmlProblems(tree));
  problems.push(...headingIdProblems(headings), ...authorHtmlProblems(tree));
  const anchors = new Set(headings.map(({ id }) => id));
  // A page without an `h1` gets one from its frontmatter title, with an id (toc.js).
  if (!headings.some(({ node }) => node.depth === 1) && typeof title === 'string')
    anchors.add(new GithubSlugger().slug(title.replace(/\\?\{#.*\}/, '').trim()));
  return { problems, tree, anchors };
}

/** Every problem of every page, as `file:line: message` lines. */
export function siteReport(routes: RouteMeta[]): string[] {
  const pages: ReadPage[] = routes.flatMap((route) => {
    const format = extname(route.absolutePath).slice(1);
    if (format !== 'md' && format !== 'mdx') return [];
    const source = readFileSync(route.absolutePath, 'utf8');
    const { problems, tree, anchors } = readPage(source, format);
    const { routePath, absolutePath, lang } = route;
    return [
      {
        file: relative(process.cwd(), absolutePath),
        source,
        tree,
        problems,
        target: { routePath, absolutePath, lang, anchors },
      },
    ];
  });
  const [first] = routes;
  const site: Site = {
    root: first ? first.absolutePath.slice(0, -first.relativePath.length) : '',
    // The language whose routes have no language prefix.
    defaultLang:
      routes.find(({ lang, routePath }) => !routePath.startsWith(`/${lang}/`))?.lang ?? '',
    pages: pages.map(({ target }) => target),
  };
  const report = (file: string, problems: PageProblem[]) =>
    problems
      .sort((a, b) => a.line - b.line)
      .map(({ line, message }) => `${file}:${line}: ${message}`);
  // Fragments (Markdown imported by pages, not routes of their own) get the checks of their own
  // text; their links are checked as part of no page.
  const routeFiles = new Set(routes.map(({ absolutePath }) => absolutePath));
  const fragments = site.root
    ? markdownFiles(site.root).filter((path) => !routeFiles.has(path))
    : [];
  return [
    ...(site.root ? docsFileProblems(site.root, process.cwd()) : []).map(
      ({ path, message }) => `${relative(process.cwd(), path)}:1: ${message}`,
    ),
    ...pages.flatMap(({ file, tree, problems, target }) =>
      report(file, [...problems, ...(tree ? referenceProblems(tree, target, site) : [])]),
    ),
    ...fragments.flatMap((path) =>
      report(
        relative(process.cwd(), path),
        pageProblems(readFileSync(path, 'utf8'), path.endsWith('.mdx') ? 'mdx' : 'md'),
      ),
    ),
  ];
}

export function pluginPageChecks(): RspressPlugin {
  return {
    name: 'page-checks',
    routeGenerated(routes) {
      const report = siteReport(routes);
      if (report.length) throw new Error(`Page checks failed:\n  ${report.join('\n  ')}`);
    },
  };
}
