// A copy, not a wrap: the fixes change markup inside the theme's inner NavMenu components, which
// the returned tree of the theme's Nav does not contain (a rewrite sees only what Nav itself returns).
// Not exported by the theme entry; the package exports its dist files, pinned at 2.0.22.

import type { NavItem } from '@rspress/core';
import { useNav, useSite } from '@rspress/core/runtime';
import type { NavProps } from '@rspress/core/theme';
import { NavHamburger, NavTitle, Search, SocialLinks, SwitchAppearance } from '@rspress/core/theme';
import { isDarkModeSwitchEnabled } from '@rspress/shared';
import type { ReactNode } from 'react';
import {
  NavListContext,
  NavMenuDivider,
  NavMenuItem,
  useLangsMenu,
  useVersionsMenu,
} from '../upstream/browser';
import styles from './Nav.module.css';
import { NavMenuGroup } from './NavMenuGroup';

interface NavMenuProps {
  items: NavItem[];
  position: 'left' | 'right';
  before?: ReactNode;
  after?: ReactNode;
}

/** The original's menu list, with keyboard-operable submenus (NavMenuGroup). */
function NavMenu({ items, position, before, after }: NavMenuProps) {
  const shown = items.filter((item) => (item.position ?? 'right') === position);
  if (!shown.length && before == null && after == null) return null;
  return (
    <ul className={`rp-nav-menu rp-nav-menu--${position}`}>
      <NavListContext.Provider value="items">
        {before}
        {shown.map((item) =>
          'items' in item && item.items.length ? (
            <NavMenuGroup key={item.text} text={item.text ?? ''} items={item.items} />
          ) : (
            <NavMenuItem key={'link' in item ? item.link : item.text} menuItem={item} />
          ),
        )}
        {after}
      </NavListContext.Provider>
    </ul>
  );
}

/** A language or version menu: only when there is more than one to choose from. */
function ChoiceMenu({ items, activeValue }: { items: NavItem[]; activeValue?: string }) {
  if (items.length < 2) return null;
  return (
    <NavMenuGroup
      text={activeValue ?? ''}
      items={items}
      activeMatcher={(item) => item.text === activeValue}
    />
  );
}

/**
 * The default navbar with two accessibility fixes: the language and version menus sit in a list
 * (the original puts their `<li>` straight into a `<div>`; axe: listitem), and every submenu opens
 * from the keyboard (NavMenuGroup).
 */
export function Nav(props: NavProps) {
  const navList = useNav();
  const { site } = useSite();
  const langs = useLangsMenu();
  const versions = useVersionsMenu();
  const hasAppearanceSwitch = isDarkModeSwitchEnabled(site.themeConfig.darkMode);
  return (
    <header className="rp-nav">
      <div className="rp-nav__left">
        {props.beforeNavTitle}
        {props.navTitle ?? <NavTitle />}
        <NavMenu
          items={navList}
          position="left"
          before={props.beforeLeftNavItems}
          after={props.afterLeftNavItems}
        />
        {props.afterNavTitle}
      </div>
      <div className="rp-nav__right">
        {props.beforeNavMenu}
        <Search />
        <NavMenu
          items={navList}
          position="right"
          before={props.beforeRightNavItems}
          after={props.afterRightNavItems}
        />
        <div className="rp-nav__others">
          <NavMenuDivider />
          <ul className={styles.menuList}>
            <ChoiceMenu {...langs} />
            <ChoiceMenu {...versions} />
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
