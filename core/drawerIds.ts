/**
 * The ids of the doc layout's two columns, which are the phone's drawers: the layout sets them
 * (theme/overrides/DocLayout.tsx) and the build points the drawer buttons at them
 * (upstream/theme/phoneDrawers.ts).
 */
export const drawerIds = {
  sidebar: 'site-sidebar-drawer',
  outline: 'site-outline-drawer',
} as const;
