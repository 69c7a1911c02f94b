/**
 * Replaces the runtime's `Content` (`@rspress/core/dist/runtime/Content.js`, 2.0.22), swapped in
 * by upstream/theme/swaps.ts: the same Suspense around the route's page component, inside an error
 * boundary. Upstream has none, so any error while rendering a page's content unmounted the whole
 * app, navbar and sidebar included, and left a white page. Here the content area says, in the
 * page's language, that it could not be shown, with a reload link; the navbar and sidebar stay.
 * (A page whose code fails to load never throws here: theme/upstream/lazyWithPreload.mjs loads it
 * as a whole page.)
 */
import { pathnameToRouteService, useLocation } from '@rspress/core/runtime';
import { Component, Fragment, type ReactNode, Suspense, useMemo } from 'react';
import { useSiteI18n } from '../hooks/useSiteI18n';

function ContentFailure({ pathname }: { pathname: string }) {
  const t = useSiteI18n();
  return (
    <p role="alert">
      {t('contentFailedText')} <a href={pathname}>{t('pageReloadLink')}</a>
    </p>
  );
}

// A class: React catches render errors only in a class component's lifecycle methods.
class ContentBoundary extends Component<
  { pathname: string; children: ReactNode },
  { failed: boolean }
> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  componentDidCatch(error: unknown) {
    console.error(error);
  }

  render() {
    return this.state.failed ? (
      <ContentFailure pathname={this.props.pathname} />
    ) : (
      this.props.children
    );
  }
}

export const Content = ({ fallback = <Fragment /> }: { fallback?: ReactNode }) => {
  const { pathname } = useLocation();
  const matchedElement = useMemo(() => pathnameToRouteService(pathname)?.element, [pathname]);
  return (
    // A new address starts with a fresh boundary: the next page is not held by the last one's error.
    <ContentBoundary key={pathname} pathname={pathname}>
      <Suspense fallback={fallback}>{matchedElement}</Suspense>
    </ContentBoundary>
  );
};
