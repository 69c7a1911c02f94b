// A copy, not a wrap: the label to drop is on a link rendered by an inner component of the theme's
// layout, out of reach of a rewrite of the tree the layout returns.
import { useHead, useI18n, useLang, usePageData } from '@rspress/core/runtime';
import { Link } from '@rspress/core/theme';
import { MainContentTarget } from '../components/SkipLink';
import { defaultLangRedirect, notFoundHome } from './notFoundLinks';
import '../upstream/browser';

/**
 * The default 404 layout (same classes, so the theme's styles apply, and the same redirect and
 * home link), without its fixed English `aria-label="go to home"`, which hid the localized link
 * text from screen readers, and as a `main` landmark: 2.0.22's `div` left the page without one.
 * Its title says what the page says, in the page's language: 2.0.22 titles it "404 - <site>" in
 * every language, whatever the frontmatter's title (the tab, the history and bookmarks show it).
 */
export function NotFoundLayout() {
  const t = useI18n();
  const lang = useLang();
  const { siteData, page } = usePageData();
  if (typeof window !== 'undefined') {
    const target = defaultLangRedirect(window.location.pathname, siteData.lang ?? '');
    // Unlike 2.0.22, the page still renders while the browser leaves it: rendering nothing here
    // would not match the server's markup, a hydration error.
    if (target) window.location.replace(target);
  }
  const title = siteData.title ? `${t('notFoundText')} - ${siteData.title}` : t('notFoundText');
  // After the layout's own head entry, so it wins; the server's HTML gets it too.
  useHead({ title, meta: [{ property: 'og:title', content: title }] });
  const home = notFoundHome({
    lang,
    defaultLang: siteData.lang ?? '',
    version: page.version ?? '',
    defaultVersion: siteData.multiVersion.default ?? '',
  });
  return (
    <main className="rp-not-found">
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
    </main>
  );
}
