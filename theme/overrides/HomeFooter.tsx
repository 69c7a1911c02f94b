// A copy, not a wrap: the text comes from themeConfig.footer inside the theme's component, with
// no prop to pass a text per language.
// For the original's stylesheet.
import '../upstream/browser';
import { useSiteI18n } from '../hooks/useSiteI18n';

/**
 * The home page footer (same classes as the theme's), with its text from i18n.json: the 2.0.22
 * theme shows `themeConfig.footer.message`, one text for every language.
 */
export function HomeFooter() {
  const t = useSiteI18n();
  return (
    <footer className="rp-home-footer">
      <div className="rp-home-footer__container">
        <div className="rp-home-footer__message">{t('footerMessage')}</div>
      </div>
    </footer>
  );
}
