/**
 * The phone's sidebar and outline drawers (SidebarMenu/index.js and useSidebarMenu.js, 2.0.22) are
 * overlays a screen reader and a keyboard cannot follow: their buttons say neither whether the
 * drawer is open nor which element it is, the focus stays on the button when one opens, the first
 * Tab goes to a control behind the overlay, and Escape does nothing. These rewrites give the
 * buttons `aria-expanded` and `aria-controls` (the drawers' ids come from
 * theme/overrides/DocLayout.tsx) and call our focus hook (theme/overrides/drawerFocus.ts) from the
 * theme's drawer state; nothing else changes. A module without this code fails the build.
 */
import { fileURLToPath } from 'node:url';
import { drawerIds } from '../../core/drawerIds';

const ENTRY = 'phone-drawers';
const focusModule = fileURLToPath(new URL('../../theme/overrides/drawerFocus.ts', import.meta.url));

interface Change {
  name: string;
  pattern: RegExp;
  replacement: string;
}

const menuChanges: Change[] = [
  {
    name: 'sidebar button',
    pattern: /onClick: openSidebar,(\s*)className: "rp-sidebar-menu__left",/,
    replacement: `onClick: openSidebar,$1"aria-expanded": isSidebarOpen,$1"aria-controls": "${drawerIds.sidebar}",$1className: "rp-sidebar-menu__left",`,
  },
  {
    name: 'outline button',
    pattern: /disabled: outlineDisabled,(\s*)onClick:/,
    replacement: `disabled: outlineDisabled,$1"aria-expanded": isOutlineOpen,$1"aria-controls": "${drawerIds.outline}",$1onClick:`,
  },
];

const stateChanges: Change[] = [
  {
    name: "drawers' refs",
    pattern: /const asideLayoutRef = useRef\(null\);\n/,
    replacement: `const asideLayoutRef = useRef(null);
    __siteUseDrawerFocus(isSidebarOpen, setIsSidebarOpen, sidebarLayoutRef, sidebarMenuRef, ".rp-sidebar-menu__left");
    __siteUseDrawerFocus(isOutlineOpen, setIsOutlineOpen, asideLayoutRef, sidebarMenuRef, ".rp-sidebar-menu__right");
`,
  },
];

function apply(changes: Change[], code: string, path: string): string {
  for (const { name, pattern } of changes) {
    if (!pattern.test(code))
      throw new Error(
        `${path} no longer has the ${name} the rewrite changes (workaround "${ENTRY}", upstream/theme/phoneDrawers.ts)`,
      );
  }
  return changes.reduce(
    (source, { pattern, replacement }) => source.replace(pattern, replacement),
    code,
  );
}

/** `code` of the drawers' menu bar `path`, its buttons saying what they open and whether it is open. */
export function labelDrawerButtons(code: string, path: string): string {
  return apply(menuChanges, code, path);
}

/** `code` of the drawers' state hook `path`, with our focus hook for each drawer. */
export function focusDrawers(code: string, path: string): string {
  return `import { useDrawerFocus as __siteUseDrawerFocus } from ${JSON.stringify(focusModule)};\n${apply(stateChanges, code, path)}`;
}
