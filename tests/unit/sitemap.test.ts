import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PageIndexInfo, RspressPlugin, UserConfig } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import config from '../../rspress.config';
import { siteOrigin } from '../../site/links';

const SITEMAP_PLUGIN = '@rspress/plugin-sitemap';
// Any real file: the plugin reads its modification time for <lastmod>.
const samplePage = fileURLToPath(
  new URL('../../docs/en/guide/start/introduction.mdx', import.meta.url),
);

function sitemapPlugin(): RspressPlugin {
  const plugin = (config.plugins ?? []).find((p) => p.name === SITEMAP_PLUGIN);
  if (!plugin) throw new Error(`${SITEMAP_PLUGIN} is not registered in rspress.config.ts`);
  return plugin;
}

describe('sitemap', () => {
  it('registers @rspress/plugin-sitemap once', () => {
    const names = (config.plugins ?? []).map((p) => p.name);
    expect(names.filter((name) => name === SITEMAP_PLUGIN)).toHaveLength(1);
  });

  it('writes absolute URLs on the site origin for pages of both languages', async () => {
    const plugin = sitemapPlugin();
    const outDir = await mkdtemp(join(tmpdir(), 'sitemap-test-'));
    try {
      // Run the three hooks the way `rspress build` does (isProd = true), into a temp folder.
      const buildConfig: UserConfig = { ...config, outDir };
      await plugin.beforeBuild?.(buildConfig, true);
      for (const routePath of ['/', '/guide/start/introduction', '/zh/guide/start/introduction']) {
        const pageData = { routePath, _filepath: samplePage } as PageIndexInfo;
        await plugin.extendPageData?.(pageData, true);
      }
      await plugin.afterBuild?.(buildConfig, true);

      const xml = await readFile(join(outDir, 'sitemap.xml'), 'utf8');
      const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
      expect(locs).toEqual([
        `${siteOrigin}/`,
        `${siteOrigin}/guide/start/introduction`,
        `${siteOrigin}/zh/guide/start/introduction`,
      ]);
    } finally {
      await rm(outDir, { recursive: true, force: true });
    }
  });
});
