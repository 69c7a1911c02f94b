import type { NavItem } from '@rspress/core';
// Not exported by the theme entry; the package exports its dist files, pinned at 2.0.22.
import { NavMenuItem } from '@rspress/core/dist/theme/components/Nav/NavMenu.js';
import { NavListContext } from '@rspress/core/dist/theme/components/NavList/context.js';
import { NavScreenMenuItem } from '@rspress/core/dist/theme/components/NavScreen/NavScreenMenuItem.js';
import { useContext } from 'react';
import { localize } from '../../../site/languages.mjs';
import { changelogUrl, v1DocsUrl } from '../../../site/links';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import { useSiteLang } from '../../hooks/useSiteLang';

const rel = 'noopener noreferrer';

/**
 * The navbar's Version menu, drawn by the theme's own menu items with the addresses of
 * site/links.ts. It fills the right-hand nav items slot rather than `_nav.json`, which can hold
 * only literal URLs, and rather than a `nav` in the config, which turns off the sidebars Rspress
 * builds from `_meta.json`. The narrow-screen menu renders the same slot in its own style.
 */
export function VersionMenu() {
  const t = useSiteI18n();
  const lang = useSiteLang();
  const inScreenMenu = useContext(NavListContext) === 'screen';
  const menuItem: NavItem = {
    text: t('nav.version'),
    items: [
      { text: t('nav.changelog'), link: changelogUrl, rel },
      { text: t('nav.v1Docs'), link: localize(v1DocsUrl, lang), rel },
    ],
  };
  return inScreenMenu ? (
    <NavScreenMenuItem menuItem={menuItem} />
  ) : (
    <NavMenuItem menuItem={menuItem} />
  );
}
