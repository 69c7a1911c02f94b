/**
 * Writes doc_build/sitemap.xml: one <url> per indexable page, sorted by address, with <lastmod>
 * from the page file's last commit. It replaces @rspress/plugin-sitemap 2.0.22, which dates each
 * page by its file's modification time (the clone time on a fresh checkout) and lists the pages in
 * the order their data happens to be ready, so two builds of one commit gave two sitemaps.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { absoluteUrl } from '../core/absoluteUrl';
import { indexable } from '../lib/indexable.mjs';
import { lastCommitDates } from './commitDates';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const escapeXml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** The sitemap document, entries in code-point order of their address. */
export function sitemapXml(entries: SitemapEntry[]): string {
  const urls = [...entries]
    .sort((a, b) => (a.loc < b.loc ? -1 : a.loc > b.loc ? 1 : 0))
    .map(({ loc, lastmod }) => {
      const date = lastmod ? `<lastmod>${lastmod}</lastmod>` : '';
      return `<url><loc>${escapeXml(loc)}</loc>${date}</url>`;
    });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** The sitemap entries of a build's routes: pages search engines may index, with commit dates. */
export function sitemapEntries(routes: RouteMeta[], cwd = process.cwd()): SitemapEntry[] {
  const indexed = routes.filter(indexable);
  const dates = lastCommitDates(
    indexed.map(({ absolutePath }) => absolutePath),
    cwd,
  );
  return indexed.map((route) => ({
    loc: absoluteUrl(route.routePath),
    lastmod: dates.get(resolve(route.absolutePath))?.instant,
  }));
}

export function pluginSitemap(): RspressPlugin {
  let routes: RouteMeta[] = [];
  return {
    name: 'sitemap',
    routeGenerated(generated) {
      routes = generated;
    },
    afterBuild(config, isProd) {
      if (!isProd) return;
      const outDir = resolve(config.outDir ?? 'doc_build');
      mkdirSync(outDir, { recursive: true });
      writeFileSync(join(outDir, 'sitemap.xml'), sitemapXml(sitemapEntries(routes)));
    },
  };
}
