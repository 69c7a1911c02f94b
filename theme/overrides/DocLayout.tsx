import { type ComponentProps, cloneElement } from 'react';
import { drawerIds } from '../../core/drawerIds';
import { useSiteI18n } from '../hooks/useSiteI18n';
import { DocLayout as UpstreamDocLayout } from '../upstream/original';
import { rewriteTreeFor } from '../upstream/rewriteTree';

/** The class of each of the layout's two `aside` columns, and the label key that names it. */
const asideNames = {
  'rp-doc-layout__sidebar': 'sidebarLandmark',
  'rp-doc-layout__outline': 'outlineLandmark',
} as const;

/** The id of each column, a phone drawer its button points at (upstream/theme/phoneDrawers.ts). */
const columnIds = {
  'rp-doc-layout__sidebar': drawerIds.sidebar,
  'rp-doc-layout__outline': drawerIds.outline,
} as const;

const isAsideClass = (name: string): name is keyof typeof asideNames => name in asideNames;

/**
 * The theme's doc layout with a name on its sidebar and outline columns. 2.0.22 renders both as
 * unnamed `aside` elements, two complementary landmarks a screen reader cannot tell apart (axe:
 * landmark-unique, wherever both show: 1280 px and wider). Everything else is the theme's.
 */
export function DocLayout(props: ComponentProps<typeof UpstreamDocLayout>) {
  const t = useSiteI18n();
  // Called, not rendered: its hooks become this component's, and its tree can be rewritten.
  return rewriteTreeFor('doc-layout-landmarks', UpstreamDocLayout(props), (element) => {
    if (element.type !== 'aside') return element;
    const column = String(element.props.className ?? '')
      .split(' ')
      .find(isAsideClass);
    // The ids the phone's drawer buttons point at (upstream/theme/phoneDrawers.ts).
    return column
      ? cloneElement(element, { 'aria-label': t(asideNames[column]), id: columnIds[column] })
      : element;
  });
}
