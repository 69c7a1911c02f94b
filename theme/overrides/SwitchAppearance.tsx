// A copy, not a wrap: the switch must become a button with its own name and click handler; the
// theme's version is a div whose handlers sit on the element a rewrite would replace.
import { ThemeContext } from '@rspress/core/runtime';
import { IconMoon, IconSun, SvgWrapper } from '@rspress/core/theme';
import { useContext } from 'react';
// For the original's stylesheet.
import '../upstream/browser';
import { useSiteI18n } from '../hooks/useSiteI18n';
import styles from './SwitchAppearance.module.css';

/**
 * The light/dark switch as a button with a name: 2.0.22 draws it as a clickable `<div>`, which a
 * keyboard cannot reach. The name says what the button does in either scheme, so the server HTML
 * (rendered light) and the browser (maybe dark) agree. The site turns the switch's view-transition
 * animation off (`enableAppearanceAnimation: false`), so none is drawn here.
 */
export function SwitchAppearance({ onClick }: { onClick?: () => void }) {
  const { theme, setTheme } = useContext(ThemeContext);
  const t = useSiteI18n();
  return (
    <button
      type="button"
      className={`rp-switch-appearance ${styles.button}`}
      aria-label={t('switchAppearance')}
      onClick={() => {
        setTheme?.(theme === 'dark' ? 'light' : 'dark');
        onClick?.();
      }}
    >
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--sun"
        icon={IconSun}
        fill="currentColor"
      />
      <SvgWrapper
        className="rp-switch-appearance__icon rp-switch-appearance__icon--moon"
        icon={IconMoon}
        fill="currentColor"
      />
    </button>
  );
}
