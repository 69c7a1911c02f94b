import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { lastCommitDates, pluginSitemap, sitemapXml } from '../../plugins/sitemap';
import config from '../../rspress.config';
import { siteOrigin } from '../../site/links';

// A repository with three commits at known dates, and one file never committed.
let repo = '';
const file = (name: string) => join(repo, name);
const git = (args: string[], date?: string) =>
  execFileSync('git', args, {
    cwd: repo,
    stdio: 'ignore',
    env: {
      ...process.env,
      GIT_AUTHOR_NAME: 'test',
      GIT_AUTHOR_EMAIL: 'test@example.com',
      GIT_COMMITTER_NAME: 'test',
      GIT_COMMITTER_EMAIL: 'test@example.com',
      ...(date && { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }),
    },
  });
const commit = (name: string, text: string, date: string) => {
  writeFileSync(file(name), text);
  git(['add', name]);
  git(['commit', '-q', '-m', `edit ${name}`], date);
};

beforeAll(() => {
  repo = mkdtempSync(join(tmpdir(), 'sitemap-git-'));
  git(['init', '-q']);
  commit('a.md', 'one', '2024-01-02T03:04:05Z');
  commit('b.md', 'two', '2024-02-03T04:05:06Z');
  commit('a.md', 'three', '2024-03-04T05:06:07+02:00');
  writeFileSync(file('new.md'), 'not committed yet');
});

afterAll(() => rmSync(repo, { recursive: true, force: true }));

const route = (routePath: string, pureRoutePath: string, absolutePath: string) =>
  ({ routePath, pureRoutePath, absolutePath }) as RouteMeta;

describe('sitemap', () => {
  it('is written by our plugin, not @rspress/plugin-sitemap', () => {
    const names = (config.plugins ?? []).map((p) => p.name);
    expect(names.filter((name) => name === 'sitemap')).toHaveLength(1);
    expect(names).not.toContain('@rspress/plugin-sitemap');
  });

  it('dates each file by its last commit, never by its modification time', () => {
    const outside = mkdtempSync(join(tmpdir(), 'sitemap-outside-'));
    writeFileSync(join(outside, 'c.md'), 'in no repository');
    const files = [file('a.md'), file('b.md'), file('new.md'), join(outside, 'c.md')];
    const dates = lastCommitDates(files, repo);
    rmSync(outside, { recursive: true, force: true });
    expect(Object.fromEntries(dates)).toEqual({
      [file('a.md')]: '2024-03-04T03:06:07.000Z',
      [file('b.md')]: '2024-02-03T04:05:06.000Z',
    });
  });

  it('dates nothing in a shallow clone, where the oldest commit seems to add every file', () => {
    const clone = mkdtempSync(join(tmpdir(), 'sitemap-shallow-'));
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo}`, clone], {
        stdio: 'ignore',
      });
      expect(lastCommitDates([join(clone, 'a.md'), join(clone, 'b.md')], clone).size).toBe(0);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it('lists indexable pages in address order, with <lastmod> only where a commit dates them', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'sitemap-out-'));
    const previous = process.cwd();
    try {
      process.chdir(repo);
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
