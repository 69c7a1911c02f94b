import { type ComponentType, useRef, useState } from 'react';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import type { SectionMenuProps } from './SectionMenu';

/** The menu's code, loaded on the first sign of interest and shared by every heading. */
let menuModule: Promise<ComponentType<SectionMenuProps>> | undefined;
const loadMenu = () => {
  menuModule ??= import('./SectionMenu').then((module) => module.SectionMenu);
  return menuModule;
};

/**
 * The small button at the end of a `##` or `###` heading that opens the section's actions. Only
 * this button is in every page's JavaScript; the menu loads when the pointer or focus reaches it.
 */
export function SectionActionsButton({ id, depth }: { id: string; depth: number }) {
  const t = useSiteI18n();
  const button = useRef<HTMLButtonElement>(null);
  const [Menu, setMenu] = useState<ComponentType<SectionMenuProps>>();
  const [open, setOpen] = useState(false);
  const prepare = () => {
    loadMenu().then((menu) => setMenu(() => menu));
  };
  const toggle = () => {
    loadMenu().then((menu) => {
      setMenu(() => menu);
      setOpen((wasOpen) => !wasOpen);
    });
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        aria-label={t('sectionActions')}
        aria-haspopup="menu"
        aria-expanded={open}
        data-section-actions={id}
        onPointerEnter={prepare}
        onFocus={prepare}
        onClick={toggle}
        // Inline, so the button adds nothing to the site's stylesheet budget.
        style={{
          marginLeft: '0.4em',
          padding: '0 0.25em',
          border: 0,
          background: 'none',
          color: 'var(--rp-c-text-2)',
          font: 'inherit',
          fontSize: '0.8em',
          lineHeight: 1,
          verticalAlign: 'middle',
          cursor: 'pointer',
        }}
      >
        <svg width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
          <circle cx="3" cy="8" r="1.5" fill="currentColor" />
          <circle cx="8" cy="8" r="1.5" fill="currentColor" />
          <circle cx="13" cy="8" r="1.5" fill="currentColor" />
        </svg>
      </button>
      {open && Menu && button.current && (
        <Menu
          button={button.current}
          heading={{ id, depth }}
          onClose={(refocus) => {
            setOpen(false);
            if (refocus) button.current?.focus();
          }}
        />
      )}
    </>
  );
}
