/**
 * Checks every page's source before Rspress compiles it, so the build fails at once with the
 * file and line of each problem, all pages in one report: MDX syntax errors at their real line
 * (Rspress 2.0.22 reports them at 1:1), oversized pages, markup in titles and headings, unusable
 * heading ids, and author HTML the CSP would block. One check per file beside this one.
 */
import { readFileSync } from 'node:fs';
import { extname, relative } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { parse } from 'yaml';
import { frontmatter } from '../../scripts/lib/frontmatter.mjs';
import { parsePage } from '../../scripts/lib/mdast.mjs';
import { authorHtmlProblems } from './authorHtml';
import { headingHtmlProblems, titleHtmlAllowed, titleHtmlProblems } from './headingHtml';
import { headingIdProblems } from './headingIds';
import { pageHeadings } from './headings';
import { pageSizeProblems } from './pageSize';
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

/** Every problem of one page source; `format` is its extension. */
export function pageProblems(source: string, format: 'md' | 'mdx'): PageProblem[] {
  const problems = pageSizeProblems(source);
  const parsed = parsePage(source, format);
  if ('error' in parsed) {
    const { line, column, message } = parsed.error;
    return [
      ...problems,
      { line, message: `${format.toUpperCase()} syntax error at ${line}:${column}: ${message}` },
    ];
  }
  const { tree } = parsed;
  if (!titleHtmlAllowed())
    problems.push(
      ...titleHtmlProblems(frontmatterTitle(source), source),
      ...headingHtmlProblems(tree),
    );
  problems.push(...headingIdProblems(pageHeadings(tree)), ...authorHtmlProblems(tree));
  return problems.sort((a, b) => a.line - b.line);
}

export function pluginPageChecks(): RspressPlugin {
  return {
    name: 'page-checks',
    routeGenerated(routes) {
      const report = routes.flatMap(({ absolutePath }) => {
        const format = extname(absolutePath).slice(1);
        if (format !== 'md' && format !== 'mdx') return [];
        const file = relative(process.cwd(), absolutePath);
        return pageProblems(readFileSync(absolutePath, 'utf8'), format).map(
          ({ line, message }) => `${file}:${line}: ${message}`,
        );
      });
      if (report.length) throw new Error(`Page checks failed:\n  ${report.join('\n  ')}`);
    },
  };
}
