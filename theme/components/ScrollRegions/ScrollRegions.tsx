import { useEffect } from 'react';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import { numberRepeats } from './numberRepeats';

/** The elements of a page's content that scroll sideways when a code line or a table is too wide. */
const SCROLLERS = '.rp-codeblock__content__scroll-container, .rp-table-scroll-container';
const MARK = 'data-scroll-region';

const overflows = (el: Element) =>
  el.scrollWidth > el.clientWidth + 1 || el.scrollHeight > el.clientHeight + 1;

/**
 * A region whose content already has a keyboard stop (the roving stop of a block's type hovers,
 * theme/components/TypeHover) is reached and scrolled through that stop: a second one on the
 * region would make the block two tab stops.
 */
const hasOwnStop = (el: Element) => el.querySelector(':not(pre)[tabindex="0"]') != null;

/**
 * Gives every content region that overflows a keyboard stop and a name in the page's language, so
 * arrow keys can scroll what a mouse or finger can (axe: scrollable-region-focusable). Only
 * overflowing regions become tab stops: a code block or table that fits needs no scrolling, and a
 * tab stop on each would make keyboard readers press Tab through every one of them. Whether a
 * region overflows depends on the window width, so each is re-checked whenever its size changes.
 * Regions that would share a name (two blocks titled alike) are numbered in page order.
 */
export function ScrollRegions() {
  const t = useSiteI18n();

  useEffect(() => {
    const label = (el: Element): string => {
      const block = el.closest('.rp-codeblock');
      if (block) {
        const name =
          block.querySelector('.rp-codeblock__title')?.textContent ||
          block.querySelector('pre')?.getAttribute('data-lang') ||
          'text';
        return t('codeRegion').replace('{name}', name);
      }
      const headers = [...el.querySelectorAll('th')].map((th) => th.textContent?.trim());
      return t('tableRegion').replace('{name}', headers.filter(Boolean).join(' / '));
    };
    const sync = (el: Element) => {
      if (overflows(el) && !hasOwnStop(el)) {
        el.setAttribute('tabindex', '0');
        el.setAttribute('role', 'region');
        el.setAttribute(MARK, '');
      } else if (el.hasAttribute(MARK)) {
        for (const name of ['tabindex', 'role', 'aria-label', MARK]) el.removeAttribute(name);
      }
      // The highlighter makes every <pre> a tab stop; the scrolling container is the stop now.
      el.querySelector('pre[tabindex]')?.removeAttribute('tabindex');
    };
    // Names depend on the other regions of the page, so all are named after every change.
    const nameAll = () => {
      const regions = [...document.querySelectorAll(`[${MARK}]`)];
      const names = numberRepeats(regions.map(label), (name, n) =>
        t('repeatedRegion').replace('{name}', name).replace('{n}', String(n)),
      );
      for (const [index, el] of regions.entries())
        el.setAttribute('aria-label', names[index] ?? '');
    };
    const resizes = new ResizeObserver((entries) => {
      for (const { target } of entries) sync(target);
      nameAll();
    });
    // Pages arrive after client-side navigation and tabs reveal hidden blocks: watch for both.
    const watchAll = () => {
      for (const el of document.querySelectorAll(SCROLLERS)) resizes.observe(el);
    };
    const additions = new MutationObserver(watchAll);
    additions.observe(document.body, { childList: true, subtree: true });
    watchAll();
    return () => {
      additions.disconnect();
      resizes.disconnect();
    };
  }, [t]);

  return null;
}
