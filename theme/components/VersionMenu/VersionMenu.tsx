import type { NavItem } from '@rspress/core';
// Not exported by the theme entry; the package exports its dist files, pinned at 2.0.22.
import { useContext } from 'react';
import { localize } from '../../../site/languages.mjs';
import { changelogUrl, v1DocsUrl } from '../../../site/links';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import { useSiteLang } from '../../hooks/useSiteLang';
import { NavMenuGroup } from '../../overrides/NavMenuGroup';
import { NavListContext, NavScreenMenuItem } from '../../upstream/browser';

const rel = 'noopener noreferrer';

/**
 * The navbar's Version menu with the addresses of site/links.ts: a keyboard-operable menu in the
 * navbar (NavMenuGroup), the theme's own item in the narrow-screen menu, which renders the same
 * slot. It fills the right-hand nav items slot rather than `_nav.json`, which holds only literal
 * URLs, or a `nav` in the config, which turns off the sidebars Rspress builds from `_meta.json`.
 */
export function VersionMenu() {
  const t = useSiteI18n();
  const lang = useSiteLang();
  const inScreenMenu = useContext(NavListContext) === 'screen';
  const text = t('nav.version');
  const items: NavItem[] = [
    { text: t('nav.changelog'), link: changelogUrl, rel },
    { text: t('nav.v1Docs'), link: localize(v1DocsUrl, lang), rel },
  ];
  return inScreenMenu ? (
    <NavScreenMenuItem menuItem={{ text, items }} />
  ) : (
    <NavMenuGroup text={text} items={items} />
  );
}
