import { Layout as OriginalLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';
import { NavAutoHide } from './components/NavAutoHide';
import { ToolCards } from './components/ToolCards';
import { ToolsMenu } from './components/ToolsMenu';
import { installSearchEnterGuard } from './fixes/searchEnterGuard';

if (typeof document !== 'undefined') installSearchEnterGuard(document);

/** The default layout with our additions in its slots; nothing of the original is replaced. */
export function Layout(props: ComponentProps<typeof OriginalLayout>) {
  return (
    <OriginalLayout
      top={<NavAutoHide />}
      beforeNavTitle={<ToolsMenu />}
      afterFeatures={<ToolCards />}
      {...props}
    />
  );
}

export * from '@rspress/core/theme-original';
