// Internal theme modules (`@rspress/core/dist/**`) that every page's scripts load: the package
// exports them but does not document them. Pinned at 2.0.22; after an upgrade of @rspress/core,
// check this folder and its manifest (upstream/theme/workarounds.ts, ./README.md):
// - ./browser.ts (this file): what every page's scripts load;
// - ./pageSearcher.ts, ./searchPanel.ts: the search panel's logic, for its lazily loaded chunk only;
// - upstream/theme/build.ts: the Node side (module paths the build swaps, helpers of the config);
// - ./original.ts: the original theme's public exports.
// tests/unit/upstream-imports.test.ts fails on an import of Rspress internals outside this folder.

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
// The original search button, past the build's swap for theme/overrides/SearchButton.tsx.
export {
  SearchButton,
  type SearchButtonProps,
} from '@rspress/core/dist/theme/components/Search/SearchButton.js?upstream';
