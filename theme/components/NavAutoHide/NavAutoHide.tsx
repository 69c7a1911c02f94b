import { usePage, useSite } from '@rspress/core/runtime';
import { useEffect } from 'react';
import './NavAutoHide.css';

/** Attribute on <html> that the stylesheet uses to slide the navbar out of view. */
const NAV_HIDDEN_ATTR = 'data-nav-hidden';

/** Scroll distance, in pixels, that must pass before the navbar reacts; ignores jitter. */
const SCROLL_THRESHOLD = 8;

/**
 * Gives `themeConfig.hideNavbar: 'auto'` its behaviour, which the 2.x theme types but does not
 * implement: on doc pages the navbar slides away while the reader scrolls down and comes back on
 * any scroll up or at the top of the page.
 */
export function NavAutoHide() {
  const { site } = useSite();
  const { page } = usePage();
  const enabled =
    site.themeConfig.hideNavbar === 'auto' &&
    (page.pageType === 'doc' || page.pageType === 'doc-wide');

  useEffect(() => {
    const root = document.documentElement;
    if (!enabled) {
      root.removeAttribute(NAV_HIDDEN_ATTR);
      return;
    }
    let lastY = window.scrollY;
    const onScroll = () => {
      const y = window.scrollY;
      const navHeight = document.querySelector('.rp-nav')?.clientHeight ?? 0;
      if (y <= navHeight) root.removeAttribute(NAV_HIDDEN_ATTR);
      else if (y - lastY > SCROLL_THRESHOLD) root.setAttribute(NAV_HIDDEN_ATTR, '');
      else if (lastY - y > SCROLL_THRESHOLD) root.removeAttribute(NAV_HIDDEN_ATTR);
      else return;
      lastY = y;
    };
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => {
      window.removeEventListener('scroll', onScroll);
      root.removeAttribute(NAV_HIDDEN_ATTR);
    };
  }, [enabled]);

  return null;
}
