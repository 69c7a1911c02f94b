import type { UserConfig } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { pluginStableSidebar, sortedSidebar } from '../../plugins/stableSidebar';

const group = (text: string) => [{ text, items: [] }];

describe('stable-sidebar plugin', () => {
  it('orders sidebar keys the same way whatever order they were added in', () => {
    expect(Object.keys(sortedSidebar({ '/plugin': [], '/api': [], '/guide': [] }))).toEqual([
      '/api',
      '/guide',
      '/plugin',
    ]);
  });

  it('sorts the sidebars Rspress assigns to themeConfig.locales after the config hook', async () => {
    const config: UserConfig = { themeConfig: { locales: [{ lang: 'en', label: 'English' }] } };
    const plugin = pluginStableSidebar();
    const result =
      (await plugin.config?.(config, { addPlugin() {}, removePlugin() {} }, false)) ?? {};
    const themeConfig = result.themeConfig ?? {};
    // What 2.0.22's auto-nav-sidebar does each time it regenerates the site data.
    themeConfig.locales = (themeConfig.locales ?? []).map((locale) => ({
      ...locale,
      sidebar: { '/zh/plugin': group('b'), '/zh/api': group('a') },
    }));
    expect(JSON.stringify(result)).toBe(
      JSON.stringify({
        themeConfig: {
          locales: [
            {
              lang: 'en',
              label: 'English',
              sidebar: { '/zh/api': group('a'), '/zh/plugin': group('b') },
            },
          ],
        },
      }),
    );
  });
});
