import { useLang, usePage } from '@rspress/core/runtime';
import { type KeyboardEvent, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import { injectStyle } from '../../styles/injectStyle';
import menuCss from './SectionMenu.css?raw';
import { reportUrl, sectionUrl, twinPath } from './sectionLinks';
import { sectionMarkdown } from './sectionMarkdown';

declare const __DOCS_COMMIT__: string;

export interface SectionMenuProps {
  button: HTMLButtonElement;
  heading: { id: string; depth: number };
  /** `refocus`: give focus back to the button (Escape, an action done), not on a click elsewhere. */
  onClose: (refocus: boolean) => void;
}

/** The heading's text as the page shows it, without the `#` anchor. */
function headingText(element: Element | null): string {
  if (!element) return '';
  const copy = element.cloneNode(true) as Element;
  for (const extra of copy.querySelectorAll('.rp-header-anchor, button')) extra.remove();
  return (copy.textContent ?? '').replace(/\s+/g, ' ').trim();
}

/** How many headings of the same level and text come before this one on the page. */
function occurrence(element: Element | null, depth: number): number {
  if (!element) return 0;
  const text = headingText(element);
  const same = [...document.querySelectorAll(`.rp-doc h${depth}`)].filter(
    (other) => headingText(other) === text,
  );
  return Math.max(0, same.indexOf(element));
}

/**
 * The section's actions: copy its link, copy its Markdown (the slice of the page's twin, fetched
 * now), report a problem on the docs repository. A menu in the ARIA sense: focus on the first
 * item, arrow keys, Home and End, Escape back to the button.
 */
export function SectionMenu({ button, heading, onClose }: SectionMenuProps) {
  const t = useSiteI18n();
  const lang = useLang();
  const { page } = usePage();
  const menu = useRef<HTMLDivElement>(null);
  const [status, setStatus] = useState('');
  const [place, setPlace] = useState({ top: 0, left: 0 });
  const { pathname } = window.location;
  const element = document.getElementById(heading.id);
  const section = headingText(element);

  useLayoutEffect(() => {
    injectStyle('section-menu', menuCss);
    const box = button.getBoundingClientRect();
    const width = Math.min(window.innerWidth - 16, 260);
    setPlace({
      top: box.bottom + window.scrollY + 4,
      left: Math.max(8, Math.min(box.left, window.innerWidth - width - 8)) + window.scrollX,
    });
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, [button]);

  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [button, onClose]);

  const copy = async (text: () => Promise<string> | string) => {
    try {
      await navigator.clipboard.writeText(await text());
      setStatus(t('sectionCopied'));
    } catch {
      setStatus(t('sectionCopyFailed'));
    }
  };

  const copyMarkdown = async () => {
    const response = await fetch(twinPath(pathname));
    if (!response.ok) throw new Error(`${twinPath(pathname)}: HTTP ${response.status}`);
    const slice = sectionMarkdown(
      await response.text(),
      { ...heading, text: section },
      occurrence(element, heading.depth),
    );
    if (slice === undefined) throw new Error(`no heading #${heading.id} in the twin`);
    const source = t('sectionSource').replace('{url}', sectionUrl(pathname, heading.id));
    return `${slice}\n\n${source}\n`;
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const items = [...event.currentTarget.querySelectorAll<HTMLElement>('[role="menuitem"]')];
    const at = items.indexOf(document.activeElement as HTMLElement);
    const next = {
      ArrowDown: items[(at + 1) % items.length],
      ArrowUp: items[(at - 1 + items.length) % items.length],
      Home: items[0],
      End: items.at(-1),
    }[event.key];
    if (next) {
      event.preventDefault();
      next.focus();
    } else if (event.key === 'Escape') {
      event.preventDefault();
      onClose(true);
    } else if (event.key === 'Tab') {
      onClose(false);
    }
  };

  const report = reportUrl({
    pathname,
    id: heading.id,
    section,
    pageTitle: page.title,
    lang,
    commit: __DOCS_COMMIT__,
    prompt: t('sectionReportPrompt'),
  });

  return createPortal(
    <div ref={menu} className="docs-section-menu" style={place} data-section-menu={heading.id}>
      <div role="menu" aria-label={`${t('sectionActions')}: ${section}`} onKeyDown={onKeyDown}>
        <button
          type="button"
          role="menuitem"
          className="docs-section-menu__item"
          onClick={() => copy(() => sectionUrl(pathname, heading.id))}
        >
          {t('sectionCopyLink')}
        </button>
        <button
          type="button"
          role="menuitem"
          className="docs-section-menu__item"
          onClick={() => copy(copyMarkdown)}
        >
          {t('sectionCopyMarkdown')}
        </button>
        <a
          role="menuitem"
          className="docs-section-menu__item"
          href={report}
          target="_blank"
          rel="noopener noreferrer"
          onClick={() => onClose(false)}
        >
          {t('sectionReport')}
        </a>
      </div>
      <p className="docs-section-menu__status" aria-live="polite">
        {status}
      </p>
    </div>,
    document.body,
  );
}
