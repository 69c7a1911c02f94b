import { createElement } from 'react';
import { HomeHero as UpstreamHomeHero } from '../upstream/original';
import { replacementProps, rewriteTreeFor } from '../upstream/rewriteTree';

type HomeHeroProps = Parameters<typeof UpstreamHomeHero>[0];

/**
 * The theme's hero with its name as the page's `h1`: 2.0.22 renders it as a `div`, which leaves the
 * home pages without a top-level heading. Everything else is the theme's own: the badge, the
 * light and dark images with `srcset` and `sizes`, the actions and the slots.
 */
export function HomeHero(props: HomeHeroProps) {
  // Called, not rendered: its hooks become this component's, and its tree can be rewritten.
  return rewriteTreeFor('home-hero-heading', UpstreamHomeHero(props), (element) =>
    element.type === 'div' && element.props.className === 'rp-home-hero__title'
      ? createElement('h1', replacementProps(element, element.props))
      : element,
  );
}
