import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { NavAutoHide } from './components/NavAutoHide';
import { NotFoundLayout } from './components/NotFound';
import { MainContentTarget, SkipLink } from './components/SkipLink';
import { ToolCards } from './components/ToolCards';
import { ToolsMenu } from './components/ToolsMenu';
import { VersionMenu } from './components/VersionMenu';
import { installSearchEnterGuard } from './fixes/searchEnterGuard';
import './styles/accessibility.css';

if (typeof document !== 'undefined') installSearchEnterGuard(document);

/** The default layout with our additions in its slots; nothing of the original is replaced. */
export function Layout(props: ComponentProps<typeof OriginalLayout>) {
  return (
    <OriginalLayout
      top={
        <>
          <SkipLink />
          <NavAutoHide />
        </>
      }
      beforeNavTitle={<ToolsMenu />}
      afterRightNavItems={<VersionMenu />}
      beforeHero={<MainContentTarget />}
      beforeDocContent={<MainContentTarget />}
      afterFeatures={<ToolCards />}
      NotFoundLayout={NotFoundLayout}
      {...props}
    />
  );
}

export * from '@rspress/core/theme-original';
// The home footer in the page's language (the theme's has one text for all languages).
export { HomeFooter } from './components/HomeFooter';
// Accessibility fixes for 2.0.22 (axe-core, serious): these replace the theme's own exports.
export { Nav } from './components/Nav';
export { NotFoundLayout } from './components/NotFound';
export { getCustomMDXComponent } from './fixes/headerAnchors';
export { Search } from './search/Search';
