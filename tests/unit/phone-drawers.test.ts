// The phone drawers' rewrites (upstream/theme/phoneDrawers.ts) meet the installed theme: the two
// buttons get aria-expanded and aria-controls once each, the state hook calls our focus hook for
// each drawer, and a module without the target code fails naming the part and the entry.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from '@rstest/core';
import { upstreamModulePaths } from '../../upstream/theme/build';
import { focusDrawers, labelDrawerButtons } from '../../upstream/theme/phoneDrawers';

const menuPath = upstreamModulePaths.sidebarMenu;
const statePath = upstreamModulePaths.sidebarMenuState;

describe('phone drawer rewrites', () => {
  it('says on each button whether its drawer is open and which element it is', () => {
    const rewritten = labelDrawerButtons(readFileSync(menuPath, 'utf8'), menuPath);
    expect(rewritten).toMatch(
      /"aria-expanded": isSidebarOpen,\s*"aria-controls": "site-sidebar-drawer",\s*className: "rp-sidebar-menu__left"/,
    );
    expect(rewritten).toMatch(
      /disabled: outlineDisabled,\s*"aria-expanded": isOutlineOpen,\s*"aria-controls": "site-outline-drawer",/,
    );
  });

  it("calls the focus hook for each drawer from the theme's drawer state", () => {
    const rewritten = focusDrawers(readFileSync(statePath, 'utf8'), statePath);
    expect(rewritten.split('\n')[0]).toMatch(
      /^import \{ useDrawerFocus as __siteUseDrawerFocus \} from ".*theme\/overrides\/drawerFocus\.ts";$/,
    );
    expect(rewritten.match(/__siteUseDrawerFocus\(/g)).toHaveLength(2);
  });

  it('fails naming the part and the entry when the target code is gone', () => {
    expect(() => labelDrawerButtons('export {};', '/up/Menu.js')).toThrow(
      '/up/Menu.js no longer has the sidebar button the rewrite changes (workaround "phone-drawers", upstream/theme/phoneDrawers.ts)',
    );
    expect(() => focusDrawers('export {};', '/up/useMenu.js')).toThrow(/"phone-drawers"/);
  });
});
