/**
 * Keeps the page list that every page's JavaScript carries small. Rspress 2.0.22 puts each page's
 * full outline (every heading) and frontmatter into the runtime site data, so the shared bundle
 * grows with every heading on the site. At runtime that list's outlines are read only by overview
 * pages, which show the headings of the pages below them at the depths of `overviewHeaders`
 * (default `[2]`); the current page's outline and frontmatter come from its own module, and search
 * uses its separate index, which is written before this hook runs.
 */
import { readFileSync } from 'node:fs';
import type { Header, PageIndexInfo, RspressPlugin } from '@rspress/core';
import { frontmatterData } from '../lib/frontmatter.mjs';

/** An overview page: the route prefix it lists and the heading depths it shows. */
export interface OverviewScope {
  prefix: string;
  depths: number[];
}

/** The overview scope of a page, or none if its frontmatter does not say `overview: true`. */
export function overviewScope(routePath: string, source: string): OverviewScope | undefined {
  const frontmatter = frontmatterData(source);
  if (frontmatter?.overview !== true) return undefined;
  const depths = Array.isArray(frontmatter.overviewHeaders) ? frontmatter.overviewHeaders : [2];
  // The theme lists the pages whose route starts with the overview's own route.
  return { prefix: routePath.replace(/overview$/, ''), depths };
}

/**
 * The headings of a page that some overview page can show; a listed page's own
 * `overviewHeaders` takes precedence in the theme, so its depths are kept too.
 */
export function listedHeadings(
  { routePath, toc, frontmatter }: Pick<PageIndexInfo, 'routePath' | 'toc' | 'frontmatter'>,
  scopes: OverviewScope[],
): Header[] {
  const listedBy = scopes.filter(
    ({ prefix }) => routePath !== prefix && routePath.startsWith(prefix),
  );
  if (!listedBy.length) return [];
  const depths = [
    ...listedBy.flatMap(({ depths }) => depths),
    ...(frontmatter.overviewHeaders ?? []),
  ];
  return toc.filter((heading) => depths.includes(heading.depth));
}

export function pluginTrimPageData(): RspressPlugin {
  let scopes: OverviewScope[] = [];
  return {
    name: 'trim-page-data',
    routeGenerated(routes) {
      scopes = routes.flatMap(({ routePath, absolutePath }) => {
        if (!/\.mdx?$/.test(absolutePath)) return [];
        return overviewScope(routePath, readFileSync(absolutePath, 'utf8')) ?? [];
      });
    },
    extendPageData(pageData) {
      pageData.toc = listedHeadings(pageData, scopes);
      pageData.frontmatter = {};
    },
  };
}
