/**
 * Keeps the generated sidebars in one order. Rspress 2.0.22 builds each language's sidebar from
 * the folders under docs/<lang>/ concurrently and adds a folder's key when its scan finishes, so
 * the keys of `sidebar` come out in a different order from run to run. That order ends up in the
 * site data module: in `rspress dev` every Markdown edit rebuilt that module with new contents,
 * which no module accepts, so the page reloaded in full; in builds it changed the JavaScript.
 * The theme picks a sidebar by the longest matching key, so the order of the keys means nothing.
 */
import type { RspressPlugin, Sidebar, UserConfig } from '@rspress/core';

type LocaleConfig = NonNullable<NonNullable<UserConfig['themeConfig']>['locales']>[number];

/** The same sidebar with its keys in code-point order. */
export function sortedSidebar(sidebar: Sidebar): Sidebar {
  return Object.fromEntries(
    Object.entries(sidebar).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)),
  );
}

const withSortedSidebar = (locale: LocaleConfig): LocaleConfig =>
  locale.sidebar ? { ...locale, sidebar: sortedSidebar(locale.sidebar) } : locale;

/**
 * Makes `themeConfig.locales` sort every sidebar assigned to it. Rspress writes the generated
 * sidebars by assigning a new `themeConfig.locales` array, each time it regenerates the site data.
 */
export function sortSidebarsOnAssignment(config: UserConfig): UserConfig {
  const themeConfig = config.themeConfig ?? {};
  let locales = themeConfig.locales?.map(withSortedSidebar);
  Object.defineProperty(themeConfig, 'locales', {
    enumerable: true,
    configurable: true,
    get: () => locales,
    set: (next: LocaleConfig[] | undefined) => {
      locales = next?.map(withSortedSidebar);
    },
  });
  config.themeConfig = themeConfig;
  return config;
}

export function pluginStableSidebar(): RspressPlugin {
  return { name: 'stable-sidebar', config: sortSidebarsOnAssignment };
}
