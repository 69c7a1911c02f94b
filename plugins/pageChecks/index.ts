/**
 * Checks every page's source before Rspress compiles it, so the build fails at once with the
 * file and line of each problem, all pages in one report: MDX syntax errors at their real line
 * (Rspress 2.0.22 reports them at 1:1), oversized pages, markup in titles and headings, unusable
 * heading ids, author HTML the CSP would block, dead links, anchors and images, file names that
 * are not addresses and symlinks out of the project. One check per file beside this one.
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import type { RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';
import GithubSlugger from 'github-slugger';
import type { Root } from 'mdast';
import { markdownFiles, walkFiles } from '../../lib/files.mjs';
import { frontmatterData } from '../../lib/frontmatter.mjs';
import { parsePage } from '../../lib/mdast.mjs';
import { navDataProblems } from './authorData';
import { authorHtmlProblems, htmlProblems } from './authorHtml';
import { dataImageProblems } from './dataImages';
import { docsFileProblems, safeAddress } from './files';
import { headingHtmlProblems, titleHtmlAllowed, titleHtmlProblems } from './headingHtml';
import { headingIdProblems } from './headingIds';
import { pageHeadings } from './headings';
import { htmlBudgetError, htmlOverBudget } from './htmlSize';
import { i18nFileProblems } from './i18nTexts';
import { type CodeRoots, mdxCodeProblems } from './mdxCode';
import { configNavProblems, type NavProblem, navFilesProblems } from './navMatch';
import { nestingProblems } from './nesting';
import { namedReport, pageNameProblems, publicNameProblems } from './outputNames';
import { pageSizeProblems } from './pageSize';
import { type LinkTarget, referenceProblems, type Site } from './references';
import { type BuiltPageHeadings, removeFailedOutput, themeIdProblems } from './themeIds';
import type { PageProblem } from './types';
import { labelProblem } from './values';

/** The frontmatter title, when the frontmatter parses (plugins/frontmatterCheck.ts reports the rest). */
function frontmatterTitle(source: string): unknown {
  return frontmatterData(source)?.title;
}

/** A page read and parsed once for every check. */
interface ReadPage {
  file: string;
  source: string;
  tree?: Root;
  problems: PageProblem[];
  target: LinkTarget;
  headings: BuiltPageHeadings['headings'];
}

/** The problems one page has on its own; `format` is its extension. */
export function pageProblems(
  source: string,
  format: 'md' | 'mdx',
  code: CodeRoots = { roots: [process.cwd()] },
): PageProblem[] {
  return readPage(source, format, code).problems;
}

function readPage(source: string, format: 'md' | 'mdx', code: CodeRoots) {
  const problems = pageSizeProblems(source);
  const parsed = parsePage(source, format);
  if ('error' in parsed) {
    const { line, column, message } = parsed.error;
    problems.push({
      line,
      message: `${format.toUpperCase()} syntax error at ${line}:${column}: ${message}`,
    });
    return { problems, anchors: new Set<string>(), headings: [] };
  }
  const { tree } = parsed;
  // A tree over the depth budget would overflow the other checks' recursive walks, as it does
  // Rspress's compiler: it is reported alone.
  const nesting = nestingProblems(tree);
  if (nesting.length) {
    problems.push(...nesting);
    return { problems, anchors: new Set<string>(), headings: [] };
  }
  const headings = pageHeadings(tree);
  const title = frontmatterTitle(source);
  if (!titleHtmlAllowed())
    problems.push(...titleHtmlProblems(title, source), ...headingHtmlProblems(tree));
  problems.push(
    ...headingIdProblems(headings),
    ...authorHtmlProblems(tree),
    ...dataImageProblems(tree),
    ...mdxCodeProblems(tree, code),
    // A heading is a label: shown in the outline and, as the title, in the sidebar.
    ...headings.flatMap(({ text, line }) => {
      const message = labelProblem(text);
      return message ? [{ line, message: `a heading: ${message}` }] : [];
    }),
  );
  const anchors = new Set(headings.map(({ id }) => id));
  // A page without an `h1` gets one from its frontmatter title, with an id (toc.js).
  if (!headings.some(({ node }) => node.depth === 1) && typeof title === 'string')
    anchors.add(new GithubSlugger().slug(title.replace(/\\?\{#.*\}/, '').trim()));
  return { problems, tree, anchors, headings: headings.map(({ id, line }) => ({ id, line })) };
}

/** The SVG files of the public folder, as full paths. */
function publicSvgs(root: string): string[] {
  const dir = root && join(root, 'public');
  if (!dir || !existsSync(dir)) return [];
  return walkFiles(dir, (name: string) => /\.svg$/i.test(name)).map((file: string) =>
    join(dir, file),
  );
}

/** The navigation parts of the configuration that may hold `activeMatch` patterns. */
function configNavigation(themeConfig: UserConfig['themeConfig']): NavProblem[] {
  if (!themeConfig) return [];
  const { nav, sidebar, locales = [] } = themeConfig;
  return [
    ...configNavProblems(nav, 'themeConfig.nav'),
    ...configNavProblems(sidebar, 'themeConfig.sidebar'),
    ...locales.flatMap((locale, index) => [
      ...configNavProblems(locale.nav, `themeConfig.locales[${index}].nav`),
      ...configNavProblems(locale.sidebar, `themeConfig.locales[${index}].sidebar`),
    ]),
  ];
}

/**
 * Every problem of every page, as `file:line: message` lines; `built` receives each page's
 * heading ids, for the check of the built pages.
 */
export function siteReport(
  routes: RouteMeta[],
  themeConfig?: UserConfig['themeConfig'],
  built: BuiltPageHeadings[] = [],
): string[] {
  const [first] = routes;
  const root = first ? first.absolutePath.slice(0, -first.relativePath.length) : '';
  // Imports may reach the repository and the docs folder (a fixture's docs live elsewhere).
  const roots = [process.cwd(), ...(root ? [root] : [])];
  const pages: ReadPage[] = routes.flatMap((route) => {
    const format = extname(route.absolutePath).slice(1);
    if (format !== 'md' && format !== 'mdx') return [];
    const source = readFileSync(route.absolutePath, 'utf8');
    const { problems, tree, anchors, headings } = readPage(source, format, {
      file: route.absolutePath,
      roots,
    });
    const { routePath, absolutePath, lang } = route;
    built.push({ routePath, file: absolutePath, headings });
    return [
      {
        file: relative(process.cwd(), absolutePath),
        source,
        tree,
        problems,
        headings,
        target: { routePath, absolutePath, lang, anchors },
      },
    ];
  });
  const site: Site = {
    root,
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
  // A page's name may be anything when each of its routes has a safe address: only a route given
  // explicitly (addPages) can, since a conventional route is the file's name.
  const unsafeRouted = new Set(
    routes
      .filter(({ routePath }) => !safeAddress(routePath))
      .map(({ absolutePath }) => absolutePath),
  );
  const explicitlyRouted = new Set([...routeFiles].filter((path) => !unsafeRouted.has(path)));
  return [
    ...(site.root ? docsFileProblems(site.root, process.cwd(), explicitlyRouted) : []).map(
      ({ path, message }) => `${relative(process.cwd(), path)}:1: ${message}`,
    ),
    ...[
      ...(site.root ? navFilesProblems(site.root) : []),
      ...(site.root ? navDataProblems(site.root) : []).map(({ path, line, message }) => ({
        where: path,
        line,
        message,
      })),
      ...configNavigation(themeConfig),
    ].map(({ where, line, message }) =>
      line === undefined
        ? `the configuration's ${where}: ${message}`
        : `${relative(process.cwd(), where)}:${line}: ${message}`,
    ),
    ...pages.flatMap(({ file, tree, problems, target }) =>
      report(file, [...problems, ...(tree ? referenceProblems(tree, target, site) : [])]),
    ),
    ...fragments.flatMap((path) =>
      report(
        relative(process.cwd(), path),
        pageProblems(readFileSync(path, 'utf8'), path.endsWith('.mdx') ? 'mdx' : 'md', {
          file: path,
          roots,
        }),
      ),
    ),
    ...namedReport(site.root ? publicNameProblems(site.root, routes) : []),
    // SVG files are documents of their own: opened from the public folder, their scripts run.
    ...publicSvgs(root).flatMap((path) =>
      report(relative(process.cwd(), path), htmlProblems(readFileSync(path, 'utf8'), 1)),
    ),
  ];
}

export function pluginPageChecks(): RspressPlugin {
  const sources = new Map<string, string>();
  let built: BuiltPageHeadings[] = [];
  let themeConfig: UserConfig['themeConfig'];
  let texts: string[] = [];
  return {
    name: 'page-checks',
    // Runs before the routes exist: keeps the navigation and checks the texts for the report.
    config(config) {
      // Two pages on one address stop Rspress's route list with a bare stack, and a long page
      // path fails once pages are written: both are named before the routes are made.
      const names = namedReport(pageNameProblems(config.root ?? 'docs', config.route));
      if (names.length) throw new Error(`Page checks failed:\n  ${names.join('\n  ')}`);
      themeConfig = config.themeConfig;
      const langs = (config.locales ?? themeConfig?.locales ?? []).map(({ lang }) => lang);
      const path = config.i18nSourcePath ?? join(process.cwd(), 'i18n.json');
      texts = i18nFileProblems(path, langs.length ? langs : [config.lang ?? 'en']).map(
        ({ line, message }) => `${relative(process.cwd(), path)}:${line}: ${message}`,
      );
      return config;
    },
    routeGenerated(routes) {
      for (const { routePath, absolutePath } of routes) sources.set(routePath, absolutePath);
      built = [];
      const report = [...texts, ...siteReport(routes, themeConfig, built)];
      if (report.length) throw new Error(`Page checks failed:\n  ${report.join('\n  ')}`);
    },
    // The built pages against their budget (plugins/budgets.ts), once they are written.
    afterBuild(config, isProduction) {
      if (!isProduction) return;
      const outDir = config.outDir ?? 'doc_build';
      const ids = themeIdProblems(outDir, built);
      const errors = [
        htmlBudgetError(htmlOverBudget(outDir, sources)),
        ids.length ? `Heading ids the theme already uses:\n  ${ids.join('\n  ')}` : undefined,
      ].filter(Boolean);
      if (!errors.length) return;
      removeFailedOutput(outDir);
      throw new Error(errors.join('\n'));
    },
  };
}
