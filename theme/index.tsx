import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { NavAutoHide } from './components/NavAutoHide';
import { NotFoundLayout } from './components/NotFound';
import { OverviewFooter } from './components/OverviewFooter';
import { ScrollRegions } from './components/ScrollRegions';
import { MainContentTarget, SkipLink } from './components/SkipLink';
import { ToolCards } from './components/ToolCards';
import { ToolsMenu } from './components/ToolsMenu';
import { VersionMenu } from './components/VersionMenu';
import { showLocalizedNotFound } from './fixes/localizedNotFound';
import './styles/accessibility.css';

if (typeof document !== 'undefined') {
  showLocalizedNotFound(document);
}

/** The default layout with our additions in its slots; the components we replace are exported below. */
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
      afterDocContent={<OverviewFooter />}
      afterFeatures={<ToolCards />}
      bottom={<ScrollRegions />}
      NotFoundLayout={NotFoundLayout}
      {...props}
    />
  );
}

export * from '@rspress/core/theme-original';
// The home footer in the page's language (the theme's has one text for all languages).
export { HomeFooter } from './components/HomeFooter';
// Accessibility and keyboard fixes for 2.0.22 replace the theme's own exports, and HomeLayout
// keeps the layout's slots in the home page's Markdown twin (2.0.22 drops them).
export { HomeHero } from './components/HomeHero';
export { HomeLayout } from './components/HomeLayout';
export { Nav } from './components/Nav';
export { NavHamburger } from './components/NavHamburger';
export { NotFoundLayout } from './components/NotFound';
export { SwitchAppearance } from './components/SwitchAppearance';
// Valid HTML where 2.0.22's markup is not (theme/fixes/rewriteTree.ts).
export { HomeBackground } from './fixes/HomeBackground';
export { getCustomMDXComponent } from './fixes/headerAnchors';
export { LlmsCopyButton } from './fixes/LlmsCopyButton';
export { NavTitle } from './fixes/NavTitle';
export { Search } from './search/Search';
