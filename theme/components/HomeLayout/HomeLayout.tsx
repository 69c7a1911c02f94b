import { HomeLayout as OriginalHomeLayout } from '@rspress/core/theme-original';
import type { ComponentProps } from 'react';

/**
 * The default home layout. For the page's Markdown twin, 2.0.22 renders only the hero and the
 * features and drops the slots, so the tool cards would be missing from `index.md` and llms-full.txt.
 */
export function HomeLayout(props: ComponentProps<typeof OriginalHomeLayout>) {
  if (!import.meta.env.SSG_MD) return <OriginalHomeLayout {...props} />;
  return (
    <>
      <OriginalHomeLayout {...props} />
      {props.afterFeatures}
    </>
  );
}
