/** The ids of the doc layout's two columns, which are the phone's drawers; their buttons point at them. */
export const drawerIds = {
  sidebar: 'site-sidebar-drawer',
  outline: 'site-outline-drawer',
} as const;
