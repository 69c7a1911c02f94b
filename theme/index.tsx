// Tabs that follow the reader's chosen label across groups, pages and visits, as ARIA tabs. First,
// so the theme's tab styles keep an early place in the one stylesheet (after SwitchAppearance's
// they compressed 18 bytes worse, past the 15 KB budget).
export { Tab, Tabs } from './overrides/Tabs';

// Next the theme itself, before our components: its styles then come first in the one stylesheet,
// the order the 15 KB budget was measured in (after our components' they compress 0.2 KB worse).
import './upstream/original';

import type { ComponentProps } from 'react';
import { AgentHint } from './components/AgentHint';
import { LanguageOffer } from './components/LanguageOffer';
import { LoadFailureNote } from './components/LoadFailureNote';
import { NavAutoHide } from './components/NavAutoHide';
import { OverviewFooter } from './components/OverviewFooter';
import { schedulePrintStyles } from './components/PrintStyles';
import { ScriptsReady } from './components/ScriptsReady';
import { ScrollRegions } from './components/ScrollRegions';
import { MainContentTarget, SkipLink } from './components/SkipLink';
import { ToolCards } from './components/ToolCards';
import { ToolsMenu } from './components/ToolsMenu';
import { VersionMenu } from './components/VersionMenu';
import { NotFoundLayout } from './overrides/NotFoundLayout';
import { showLocalizedNotFound } from './upstream/localizedNotFound';
import { Layout as OriginalLayout } from './upstream/original';
import './styles/accessibility.css';
import './styles/firstPaint.css';

if (typeof document !== 'undefined') {
  showLocalizedNotFound(document);
  // The print stylesheet, loaded after the page so it adds nothing to the first load.
  schedulePrintStyles();
}

/** The default layout with our additions in its slots; the components we replace are exported below. */
export function Layout(props: ComponentProps<typeof OriginalLayout>) {
  return (
    <OriginalLayout
      top={
        <>
          <SkipLink />
          <LanguageOffer />
          <AgentHint />
          <NavAutoHide />
          <ScriptsReady />
        </>
      }
      beforeNavTitle={<ToolsMenu />}
      afterRightNavItems={<VersionMenu />}
      beforeHero={<MainContentTarget />}
      beforeDocContent={<MainContentTarget />}
      afterDocContent={<OverviewFooter />}
      afterFeatures={<ToolCards />}
      bottom={
        <>
          <ScrollRegions />
          <LoadFailureNote />
        </>
      }
      NotFoundLayout={NotFoundLayout}
      {...props}
    />
  );
}

// Names for the doc layout's sidebar and outline columns (two unnamed asides in 2.0.22).
export { DocLayout } from './overrides/DocLayout';
// The heading fixes (theme/overrides/headerAnchors.tsx) plus a section menu on `##` and `###`.
export { getCustomMDXComponent } from './overrides/getCustomMDXComponent';
// Valid HTML where 2.0.22's markup is not (theme/upstream/rewriteTree.ts).
export { HomeBackground } from './overrides/HomeBackground';
// The home footer in the page's language (the theme's has one text for all languages).
export { HomeFooter } from './overrides/HomeFooter';
// Accessibility and keyboard fixes for 2.0.22 replace the theme's own exports, and HomeLayout
// keeps the layout's slots in the home page's Markdown twin (2.0.22 drops them).
export { HomeHero } from './overrides/HomeHero';
export { HomeLayout } from './overrides/HomeLayout';
// The doc footer's dates, from the build (plugins/pageDates.ts) rather than the theme's plugin.
export { LastUpdated } from './overrides/LastUpdated';
export { LlmsCopyButton } from './overrides/LlmsCopyButton';
export { Nav } from './overrides/Nav';
export { NavHamburger } from './overrides/NavHamburger';
export { NavTitle } from './overrides/NavTitle';
export { NotFoundLayout } from './overrides/NotFoundLayout';
// Titles and headings are shown as text in the sidebar, prev/next, outline and overview.
export { renderInlineMarkdown } from './overrides/renderInlineMarkdown';
export { Search } from './overrides/Search';
export { SwitchAppearance } from './overrides/SwitchAppearance';
export * from './upstream/original';
