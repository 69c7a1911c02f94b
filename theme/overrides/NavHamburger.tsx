// A copy, not a wrap: focus handling needs refs and effects inside the menu, and the name and the
// panel's place are props of inner components, out of reach of a rewrite of the returned tree.
import type { NavProps } from '@rspress/core/theme';
import { IconSmallMenu, SocialLinks, SvgWrapper, useHoverGroup } from '@rspress/core/theme';
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { leftMenu } from '../hooks/menuState';
import { useSiteI18n } from '../hooks/useSiteI18n';
import {
  NavScreen,
  NavScreenAppearance,
  NavScreenDivider,
  NavScreenLangs,
  NavVersions,
  useNavScreen,
} from '../upstream/browser';
import styles from './NavHamburger.module.css';
import { enableScreenKeyboard } from './screenKeyboard';

type NavHamburgerProps = Pick<
  NavProps,
  'beforeLeftNavItems' | 'afterLeftNavItems' | 'beforeRightNavItems' | 'afterRightNavItems'
>;

/**
 * The default menu buttons of narrow screens, with a name in the page's language (2.0.22: the
 * English "mobile hamburger" on every page) and a phone menu the keyboard can use: opening it moves
 * focus into it, focus stays inside while it is open, Escape closes it and focus returns here.
 */
export function NavHamburger(props: NavHamburgerProps) {
  const t = useSiteI18n();
  const { isScreenOpen, toggleScreen, closeScreen } = useNavScreen();
  const phoneButton = useRef<HTMLButtonElement>(null);
  // The hook returns a new function on every render; the effect below must run only on open.
  const close = useRef(closeScreen);
  close.current = closeScreen;
  const { handleMouseEnter, handleMouseLeave, hoverGroup } = useHoverGroup({
    position: 'right',
    // The group is a `ul`; its one item holds the panel and adds no box of its own (an inline
    // style: every page's one stylesheet has no bytes to spare for it).
    customChildren: (
      <li style={{ display: 'contents' }}>
        <div className="rp-nav-menu__others-mobile__container">
          <div className="rp-nav-hamburger__md__hover-group">
            <NavScreenAppearance />
            <NavVersions />
            <NavScreenLangs />
            <NavScreenDivider />
            <SocialLinks />
          </div>
        </div>
      </li>
    ),
  });

  useEffect(() => {
    const screen = document.querySelector<HTMLElement>('.rp-nav-screen');
    if (!isScreenOpen || !screen) return;
    return enableScreenKeyboard(screen, () => {
      close.current();
      phoneButton.current?.focus();
    });
  }, [isScreenOpen]);

  const modalContainer =
    typeof document === 'undefined' ? null : document.getElementById('__rspress_modal_container');
  return (
    <>
      {isScreenOpen &&
        modalContainer &&
        createPortal(
          <NavScreen {...props} isScreenOpen={isScreenOpen} toggleScreen={toggleScreen} />,
          modalContainer,
        )}
      <button
        ref={phoneButton}
        type="button"
        onClick={toggleScreen}
        aria-label={t('siteMenu')}
        aria-expanded={isScreenOpen}
        className={`rp-nav-hamburger rp-nav-hamburger__sm${isScreenOpen ? ' rp-nav-hamburger--active' : ''}`}
      >
        <SvgWrapper icon={IconSmallMenu} width={20} height={20} />
      </button>
      {/* The original nests the menu in its button; the menu holds buttons, so they sit side by side. */}
      {/* biome-ignore lint/a11y/useSemanticElements: a fieldset groups form fields; this is a menu button and its menu */}
      <div
        role="group"
        className={`rp-nav-hamburger rp-nav-hamburger__md${isScreenOpen ? ' rp-nav-hamburger--active' : ''}`}
        onMouseEnter={handleMouseEnter}
        onMouseLeave={handleMouseLeave}
        onBlur={(event) => {
          if (leftMenu(event.currentTarget, event.relatedTarget)) handleMouseLeave();
        }}
      >
        <button
          type="button"
          aria-label={t('siteMenu')}
          className={styles.menuButton}
          onClick={handleMouseEnter}
        >
          <SvgWrapper icon={IconSmallMenu} />
        </button>
        {hoverGroup}
      </div>
    </>
  );
}
