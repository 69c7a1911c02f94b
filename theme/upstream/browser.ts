// Every import of our theme from the theme's internal files (`@rspress/core/dist/**`), which the
// package exports but does not document: after an upgrade of @rspress/core, check this file, its
// siblings and the workaround list (theme/workarounds.ts). Pinned at 2.0.22.
// - theme/upstream.ts (this file): what every page's scripts load;
// - theme/upstreamPageSearcher.ts, theme/upstreamSearchPanel.ts: the search panel's logic, for its
//   lazily loaded chunk only;
// - theme/upstreamBuild.ts: the Node side (module paths the build swaps, a helper of the config).
// tests/unit/upstream-imports.test.ts fails on an import of `@rspress/core/dist` anywhere else.

// Stylesheets of the components we replace: each comes with its original module, which is no
// longer imported once the component is replaced.
import '@rspress/core/dist/theme/components/HomeFooter/index.css';
import '@rspress/core/dist/theme/components/HomeHero/index.css';
import '@rspress/core/dist/theme/components/Nav/index.css';
import '@rspress/core/dist/theme/components/NavHamburger/index.css';
import '@rspress/core/dist/theme/components/SwitchAppearance/index.css';
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';

// Parts of the navbar and the phone menu that the theme entry does not export.
export { useLangsMenu, useVersionsMenu } from '@rspress/core/dist/theme/components/Nav/hooks.js';
export {
  NavMenuDivider,
  NavMenuItem,
  NavVersions,
} from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
export { useNavScreen } from '@rspress/core/dist/theme/components/NavHamburger/useNavScreen.js';
export { NavListContext } from '@rspress/core/dist/theme/components/NavList/context.js';
export {
  NavScreen,
  NavScreenDivider,
} from '@rspress/core/dist/theme/components/NavScreen/index.js';
export { NavScreenAppearance } from '@rspress/core/dist/theme/components/NavScreen/NavScreenAppearance.js';
export { NavScreenLangs } from '@rspress/core/dist/theme/components/NavScreen/NavScreenLangs.js';
export { NavScreenMenuItem } from '@rspress/core/dist/theme/components/NavScreen/NavScreenMenuItem.js';
/**
 * The search panel, loaded on demand (theme/components/LazySearch): a static import here would put
 * the panel, its logic and our search engine into every page's scripts.
 */
export const loadSearchPanel = () =>
  import('@rspress/core/dist/theme/components/Search/SearchPanel.js');
// The original search button, past the build's swap for theme/fixes/SearchButton.tsx.
export {
  SearchButton,
  type SearchButtonProps,
} from '@rspress/core/dist/theme/components/Search/SearchButton.js?upstream';
