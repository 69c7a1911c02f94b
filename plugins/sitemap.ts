/**
 * Writes doc_build/sitemap.xml: one <url> per indexable page, sorted by address, with <lastmod>
 * from the page file's last commit. It replaces @rspress/plugin-sitemap 2.0.22, which dates each
 * page by its file's modification time (the clone time on a fresh checkout) and lists the pages in
 * the order their data happens to be ready, so two builds of one commit gave two sitemaps.
 */
import { execFileSync } from 'node:child_process';
import { mkdirSync, realpathSync, writeFileSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';
import type { RouteMeta, RspressPlugin } from '@rspress/core';
import { absoluteUrl, noindexNotFound } from '../site/seo';

export interface SitemapEntry {
  loc: string;
  lastmod?: string;
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });

/**
 * The date (UTC, ISO 8601) of the last commit that changed each of `files`, read from one
 * `git log`. Files never committed get none. Outside a repository, or in a shallow clone, every
 * file gets none: there the oldest commit present looks as if it added every file, so pages
 * unchanged since would be dated by it, a date nothing backs.
 */
export function lastCommitDates(files: string[], cwd: string): Map<string, string> {
  const dates = new Map<string, string>();
  let top: string;
  try {
    if (git(cwd, ['rev-parse', '--is-shallow-repository']).trim() !== 'false') return dates;
    top = resolve(git(cwd, ['rev-parse', '--show-toplevel']).trim());
  } catch {
    return dates;
  }
  // Git names files by their real path under the top folder; files outside the repository (a
  // build of a docs folder elsewhere) have no history here.
  const byRealPath = new Map(
    files
      .map((file) => [realpathSync(file), resolve(file)] as const)
      .filter(([real]) => real.startsWith(`${top}${sep}`)),
  );
  if (byRealPath.size === 0) return dates;
  // Newest first: the first commit that names a file is its last change.
  const log = git(cwd, [
    'log',
    '--format=%x00%cI',
    '--name-only',
    '--no-renames',
    '--',
    ...byRealPath.keys(),
  ]);
  for (const record of log.split('\0').slice(1)) {
    const [date, ...names] = record.split('\n');
    for (const name of names) {
      const file = name && byRealPath.get(join(top, name));
      if (file && !dates.has(file)) dates.set(file, new Date(date).toISOString());
    }
  }
  return dates;
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
  const indexable = routes.filter((route) => !noindexNotFound(route));
  const dates = lastCommitDates(
    indexable.map(({ absolutePath }) => absolutePath),
    cwd,
  );
  return indexable.map((route) => ({
    loc: absoluteUrl(route.routePath),
    lastmod: dates.get(resolve(route.absolutePath)),
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
