import {
  type KeyboardEvent,
  type PointerEvent,
  useCallback,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { localize } from '../../../site/languages.mjs';
import {
  type ToolsMenuTrigger,
  toolGroups,
  toolsMenuHoverDelayMs,
  toolsMenuTrigger,
} from '../../../site/tools';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import { useSiteLang } from '../../hooks/useSiteLang';
import { ToolSiteLink } from '../ToolSiteLink';
import styles from './ToolsMenu.module.css';
import { type MenuEvent, menuAction } from './trigger';

/** Only a mouse opens the menu by hovering; touch, pen and keyboard open it with the button. */
const isMouse = (event: PointerEvent) => event.pointerType === 'mouse';

/** The Rstack tools menu; what opens it besides a click is `trigger` (site/tools.ts by default). */
export function ToolsMenu({ trigger = toolsMenuTrigger }: { trigger?: ToolsMenuTrigger }) {
  const lang = useSiteLang();
  const t = useSiteI18n();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  const rootRef = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const timer = useRef<number | undefined>(undefined);
  const pointerType = useRef('');
  const focusedBeforePress = useRef(false);

  const setOpenLater = useCallback((next: boolean) => {
    window.clearTimeout(timer.current);
    timer.current = window.setTimeout(() => setOpen(next), toolsMenuHoverDelayMs);
  }, []);

  const setOpenNow = useCallback((next: boolean) => {
    window.clearTimeout(timer.current);
    setOpen(next);
  }, []);

  useEffect(() => () => window.clearTimeout(timer.current), []);

  const respond = (event: MenuEvent) => {
    const action = menuAction(trigger, event, open);
    if (action === 'open' || action === 'close') setOpenNow(action === 'open');
    if (action === 'openLater' || action === 'closeLater') setOpenLater(action === 'openLater');
  };

  // A tap or click anywhere else closes the menu.
  useEffect(() => {
    if (!open) return;
    const onPointerDown = (event: globalThis.PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpenNow(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open, setOpenNow]);

  const links = () => Array.from(rootRef.current?.querySelectorAll('a') ?? []);

  const focusLink = (index: number) => {
    const all = links();
    all[(index + all.length) % all.length]?.focus();
  };

  const onButtonClick = () => {
    const byMouse = pointerType.current === 'mouse';
    const focusedByPress = pointerType.current !== '' && !focusedBeforePress.current;
    pointerType.current = '';
    respond({ type: 'click', byMouse, focusedByPress });
  };

  const onButtonKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowDown') return;
    event.preventDefault();
    setOpenNow(true);
    requestAnimationFrame(() => focusLink(0));
  };

  const onPanelKeyDown = (event: KeyboardEvent) => {
    const index = links().indexOf(document.activeElement as HTMLAnchorElement);
    const moves: Record<string, number> = {
      ArrowDown: index + 1,
      ArrowUp: index - 1,
      Home: 0,
      End: -1,
    };
    if (event.key in moves) {
      event.preventDefault();
      focusLink(moves[event.key]);
    }
  };

  const onRootKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) {
      setOpenNow(false);
      buttonRef.current?.focus();
    }
  };

  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: the wrapper only relays hover and Escape for the button and panel inside it.
    <div
      ref={rootRef}
      className={styles.root}
      data-open={open}
      onKeyDown={onRootKeyDown}
      onBlur={(event) => {
        if (!rootRef.current?.contains(event.relatedTarget as Node)) setOpenLater(false);
      }}
      onPointerEnter={(event) => {
        if (isMouse(event)) respond({ type: 'pointerenter' });
      }}
      onPointerLeave={(event) => {
        if (isMouse(event)) respond({ type: 'pointerleave' });
      }}
    >
      <button
        ref={buttonRef}
        type="button"
        className={styles.button}
        aria-label={t('toolsMenuLabel')}
        aria-expanded={open}
        aria-controls={panelId}
        onPointerDown={(event) => {
          pointerType.current = event.pointerType;
          focusedBeforePress.current = document.activeElement === buttonRef.current;
        }}
        onClick={onButtonClick}
        onFocus={() => respond({ type: 'focus' })}
        onKeyDown={onButtonKeyDown}
      >
        <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
          {[5, 12, 19].flatMap((y) =>
            [5, 12, 19].map((x) => <circle key={`${x}-${y}`} cx={x} cy={y} r="2" />),
          )}
        </svg>
      </button>
      {/* biome-ignore lint/a11y/noStaticElementInteractions: arrow keys move between the links inside. */}
      <div id={panelId} className={styles.panel} hidden={!open} onKeyDown={onPanelKeyDown}>
        {toolGroups.map((group, index) => (
          <div key={group.title.en} className={styles.group}>
            <p className={styles.groupTitle} id={`${panelId}-${index}`}>
              {localize(group.title, lang)}
            </p>
            <ul className={styles.list} aria-labelledby={`${panelId}-${index}`}>
              {group.links.map((tool) => (
                <li key={tool.name}>
                  <ToolSiteLink tool={tool} className={styles.link} logoSize={28}>
                    <span className={styles.text}>
                      <span className={styles.name}>{tool.name}</span>
                      <span className={styles.desc}>{localize(tool.desc, lang)}</span>
                    </span>
                  </ToolSiteLink>
                </li>
              ))}
            </ul>
          </div>
        ))}
      </div>
    </div>
  );
}
