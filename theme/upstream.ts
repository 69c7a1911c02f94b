// Every import of our theme from the theme's internal files (`@rspress/core/dist/**`), which the
// package exports but does not document: after an upgrade of @rspress/core, check this one file
// and the workaround list (theme/workarounds.ts). Pinned at 2.0.22.

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
// The original search button, past the build's swap for theme/fixes/SearchButton.tsx.
export {
  SearchButton,
  type SearchButtonProps,
} from '@rspress/core/dist/theme/components/Search/SearchButton.js?upstream';
