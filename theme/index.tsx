// Tabs that follow the reader's chosen label across groups, pages and visits, as ARIA tabs. First,
// so the theme's tab styles keep an early place in the one stylesheet, where it compresses best
// (bench/NOTES.md, "Stylesheet order").
export { Tab, Tabs } from './overrides/Tabs';

// Next the theme itself, before our components: its styles then come first in the one stylesheet,
// the order that keeps it within its budget (bench/NOTES.md, "Stylesheet order").
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

// The components below replace the theme's exports of the same name (upstream/theme/workarounds.ts
// lists why each one is needed and how it is checked on an upgrade).
// The doc layout's sidebar and outline columns, named landmarks (two unnamed asides in 2.0.22).
export { DocLayout } from './overrides/DocLayout';
// The heading fixes (theme/overrides/headerAnchors.tsx) plus a section menu on `##` and `###`.
export { getCustomMDXComponent } from './overrides/getCustomMDXComponent';
// The home background without the `style` element 2.0.22 renders into the body.
export { HomeBackground } from './overrides/HomeBackground';
// The home footer in the page's language (the theme's has one text for all languages).
export { HomeFooter } from './overrides/HomeFooter';
// The hero's name as the home page's `h1` (a `div` in 2.0.22).
export { HomeHero } from './overrides/HomeHero';
// The home content in a `main` landmark; its slots kept in the home page's Markdown twin.
export { HomeLayout } from './overrides/HomeLayout';
// The doc footer's dates, from the build (plugins/pageDates.ts) rather than the theme's plugin.
export { LastUpdated } from './overrides/LastUpdated';
// The copy-as-Markdown button without a `div` inside its `button`.
export { LlmsCopyButton } from './overrides/LlmsCopyButton';
// The navbar's menus, the phone menu and the title: keyboard, focus and valid-markup fixes.
export { Nav } from './overrides/Nav';
export { NavHamburger } from './overrides/NavHamburger';
export { NavTitle } from './overrides/NavTitle';
// The 404 page as a `main` landmark, its home link named by its text, titled in its language.
export { NotFoundLayout } from './overrides/NotFoundLayout';
// Titles and headings are shown as text in the sidebar, prev/next, outline and overview.
export { renderInlineMarkdown } from './overrides/renderInlineMarkdown';
// The navbar's search, its panel loaded apart from the page (theme/components/LazySearch).
export { Search } from './overrides/Search';
// The appearance switch as a named button.
export { SwitchAppearance } from './overrides/SwitchAppearance';
export * from './upstream/original';
