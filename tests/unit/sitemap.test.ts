import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { pluginSitemap, sitemapXml } from '../../plugins/sitemap';
import config from '../../rspress.config';
import { siteOrigin } from '../../site/links';
import { makeTempRepo, type TempRepo } from '../shared/git-repo';

// A repository with three commits at known dates, and one file never committed.
let repo: TempRepo;
const file = (name: string) => repo.file(name);

beforeAll(() => {
  repo = makeTempRepo('sitemap-git');
  repo.commit('a.md', 'one', '2024-01-02T03:04:05Z');
  repo.commit('b.md', 'two', '2024-02-03T04:05:06Z');
  repo.commit('a.md', 'three', '2024-03-04T05:06:07+02:00');
  writeFileSync(file('new.md'), 'not committed yet');
});

afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

const route = (routePath: string, pureRoutePath: string, absolutePath: string) =>
  ({ routePath, pureRoutePath, absolutePath }) as RouteMeta;

describe('sitemap', () => {
  it('is written by our plugin, not @rspress/plugin-sitemap', () => {
    const names = (config.plugins ?? []).map((p) => p.name);
    expect(names.filter((name) => name === 'sitemap')).toHaveLength(1);
    expect(names).not.toContain('@rspress/plugin-sitemap');
  });

  it('lists indexable pages in address order, with <lastmod> only where a commit dates them', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'sitemap-out-'));
    const previous = process.cwd();
    try {
      process.chdir(repo.dir);
      const plugin = pluginSitemap();
      plugin.routeGenerated?.(
        [
          route('/zh/guide/a', '/guide/a', file('a.md')),
          route('/guide/new', '/guide/new', file('new.md')),
          route('/404', '/404', file('b.md')),
          route('/', '/', file('b.md')),
        ],
        true,
      );
      plugin.afterBuild?.({ outDir }, true);
      const xml = readFileSync(join(outDir, 'sitemap.xml'), 'utf8');
      expect(xml).toBe(
        sitemapXml([
          { loc: `${siteOrigin}/`, lastmod: '2024-02-03T04:05:06.000Z' },
          { loc: `${siteOrigin}/guide/new` },
          { loc: `${siteOrigin}/zh/guide/a`, lastmod: '2024-03-04T03:06:07.000Z' },
        ]),
      );
      expect([...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1])).toEqual([
        `${siteOrigin}/`,
        `${siteOrigin}/guide/new`,
        `${siteOrigin}/zh/guide/a`,
      ]);
      expect(xml).toContain(`<url><loc>${siteOrigin}/guide/new</loc></url>`);
    } finally {
      process.chdir(previous);
      rmSync(outDir, { recursive: true, force: true });
    }
  });
});
