import { type KeyboardEvent, type PointerEvent, useId, useRef } from 'react';
import { localize } from '../../../site/languages.mjs';
import {
  type ToolsMenuTrigger,
  toolGroups,
  toolsMenuHoverDelayMs,
  toolsMenuTrigger,
} from '../../../site/tools';
import { useMenu } from '../../hooks/useMenu';
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
  // A tap or click anywhere else closes the menu; focus leaving it closes it after the delay.
  const { open, setOpenNow, setOpenLater, rootRef, buttonRef, rootProps } = useMenu<HTMLDivElement>(
    { delayMs: toolsMenuHoverDelayMs, closeOnFocusLeave: 'later', closeOnOutsidePress: true },
  );
  const pointerType = useRef('');
  const focusedBeforePress = useRef(false);

  const respond = (event: MenuEvent) => {
    const action = menuAction(trigger, event, open);
    if (action === 'open' || action === 'close') setOpenNow(action === 'open');
    if (action === 'openLater' || action === 'closeLater') setOpenLater(action === 'openLater');
  };

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

  return (
    // The wrapper relays hover, focus leaving and Escape (useMenu) for the button and panel inside.
    <div
      {...rootProps}
      className={styles.root}
      data-open={open}
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
