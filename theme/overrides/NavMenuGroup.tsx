import type { NavItem } from '@rspress/core';
import { HoverGroup, type HoverGroupProps, IconArrowDown, SvgWrapper } from '@rspress/core/theme';
import type { MouseEvent } from 'react';
import { useMenu } from '../hooks/useMenu';
import styles from './Nav.module.css';

interface NavMenuGroupProps {
  text: string;
  items: NavItem[];
  activeMatcher?: HoverGroupProps['activeMatcher'];
}

const CLOSE_DELAY_MS = 150;

/**
 * A navbar menu with a submenu (Version, the language menu). The original opens only on hover and
 * its label is a `<div>`, so a keyboard cannot reach the links inside. Here the label is a button:
 * Enter or Space toggles the menu, Escape closes it and returns focus to the button, and focus
 * leaving the menu closes it. Hover works as before.
 */
export function NavMenuGroup({ text, items, activeMatcher }: NavMenuGroupProps) {
  const {
    open: isOpen,
    setOpenNow,
    setOpenLater,
    buttonRef,
    rootProps,
  } = useMenu<HTMLLIElement>({ delayMs: CLOSE_DELAY_MS, closeOnFocusLeave: 'now' });
  const open = () => setOpenNow(true);
  // A click from the keyboard (detail 0) toggles; a pointer click keeps the hover-opened menu open.
  const onClick = (event: MouseEvent) => (event.detail === 0 ? setOpenNow(!isOpen) : open());
  return (
    <li
      {...rootProps}
      className="rp-nav-menu__item"
      onMouseEnter={open}
      onMouseLeave={() => setOpenLater(false)}
    >
      <button
        ref={buttonRef}
        type="button"
        className={`rp-nav-menu__item__container ${styles.menuButton}`}
        aria-expanded={isOpen}
        onClick={onClick}
      >
        {text}
        <SvgWrapper icon={IconArrowDown} className="rp-nav-menu__item__icon" />
      </button>
      {/* Closed, the list fades out over 0.3 s; inert keeps Tab from landing in it meanwhile. */}
      <div className={styles.contents} inert={!isOpen}>
        <HoverGroup items={items} isOpen={isOpen} activeMatcher={activeMatcher} />
      </div>
    </li>
  );
}
