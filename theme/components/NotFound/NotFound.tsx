import { useI18n, useLang, useSite } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
// The original's stylesheet comes with its module, which is no longer imported once replaced.
import '@rspress/core/dist/theme/layout/NotFountLayout/index.css';
import { MainContentTarget } from '../SkipLink';

/**
 * The default 404 layout (same classes, so the theme's styles apply), without its fixed English
 * `aria-label="go to home"`, which hid the localized link text from screen readers.
 */
export function NotFoundLayout() {
  const t = useI18n();
  const lang = useLang();
  const { site } = useSite();
  const home = lang && lang !== site.lang ? `/${lang}/` : '/';
  return (
    <div className="rp-not-found">
      <MainContentTarget />
      {/* The Markdown twin starts with the title, like every other page's. */}
      {!import.meta.env.SSG_MD && <p className="rp-not-found__error-code">404</p>}
      <h1 className="rp-not-found__title">{t('notFoundText')}</h1>
      <div className="rp-not-found__divider" />
      <div className="rp-not-found__action">
        <Link className="rp-not-found__home-link" href={home}>
          {t('takeMeHomeText')}
        </Link>
      </div>
    </div>
  );
}
