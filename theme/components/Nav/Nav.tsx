// Not exported by the theme entry; the package exports its dist files, pinned at 2.0.22.
import {
  NavLangs,
  NavMenu,
  NavMenuDivider,
  NavVersions,
} from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { useNav, useSite } from '@rspress/core/runtime';
import type { NavProps } from '@rspress/core/theme';
import { NavHamburger, NavTitle, Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
// The original's stylesheet comes with its module, which is no longer imported once replaced.
import '@rspress/core/dist/theme/components/Nav/index.css';
import styles from './Nav.module.css';

/**
 * The default navbar, unchanged except for one thing: the language and version menus render
 * `<li>` elements, and the original puts them straight into a `<div>` (axe: listitem, serious).
 * Here they sit in a list that does not affect the layout.
 */
export function Nav(props: NavProps) {
  const navList = useNav();
  const { site } = useSite();
  const hasAppearanceSwitch = isDarkModeSwitchEnabled(site.themeConfig.darkMode);
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {props.beforeNavTitle}
        {props.navTitle ?? <NavTitle />}
        <NavMenu
          menuItems={navList}
          position="left"
          beforeNavItems={props.beforeLeftNavItems}
          afterNavItems={props.afterLeftNavItems}
        />
        {props.afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {props.beforeNavMenu}
        <Search />
        <NavMenu
          menuItems={navList}
          position="right"
          beforeNavItems={props.beforeRightNavItems}
          afterNavItems={props.afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className={styles.menuList}>
            <NavLangs />
            <NavVersions />
          </ul>
          {hasAppearanceSwitch && <SwitchAppearance />}
          <SocialLinks />
        </div>
        <NavHamburger
          beforeLeftNavItems={props.beforeLeftNavItems}
          afterLeftNavItems={props.afterLeftNavItems}
          beforeRightNavItems={props.beforeRightNavItems}
          afterRightNavItems={props.afterRightNavItems}
        />
        {props.afterNavMenu}
      </div>
    </header>
  );
}
