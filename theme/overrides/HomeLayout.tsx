import { Children, type ComponentProps, isValidElement, type ReactNode } from 'react';
import { HomeLayout as OriginalHomeLayout } from '../upstream/original';
import { HomeBackground } from './HomeBackground';
import { HomeFooter } from './HomeFooter';

type Props = ComponentProps<typeof OriginalHomeLayout>;

/**
 * The default home layout with its content in a `main` landmark. 2.0.22 renders the hero, the
 * features and the slots side by side with no landmark around them (axe: landmark-one-main,
 * region), so a screen reader's "main" key found nothing and the skip link's target sat outside
 * every landmark. The background and the footer (a `footer`, the page's contentinfo) stay outside.
 */
export function HomeLayout(props: Props) {
  if (import.meta.env.SSG_MD) {
    // For the page's Markdown twin, 2.0.22 renders only the hero and the features and drops the
    // slots, so the tool cards would be missing from `index.md` and llms-full.txt.
    return (
      <>
        <OriginalHomeLayout {...props} />
        {props.afterFeatures}
      </>
    );
  }
  // Called, not rendered, so its returned parts can be regrouped; it has no hooks of its own.
  const parts = Children.toArray(
    (OriginalHomeLayout(props) as { props: { children: ReactNode } }).props.children,
  );
  const isFrame = (part: ReactNode) =>
    isValidElement(part) && (part.type === HomeBackground || part.type === HomeFooter);
  return (
    <>
      {parts.filter((part) => isValidElement(part) && part.type === HomeBackground)}
      <main>{parts.filter((part) => !isFrame(part))}</main>
      {parts.filter((part) => isValidElement(part) && part.type === HomeFooter)}
    </>
  );
}
