import type { ComponentProps } from 'react';
import { HomeBackground as UpstreamHomeBackground } from '../upstream/original';
import { rewriteTreeFor } from '../upstream/rewriteTree';

/**
 * The theme's home background without the `style` element it renders into the body (invalid
 * HTML in 2.0.22). Its rules, the navbar made transparent at the top of the home page, live in
 * config/head/homeBackground.css, which config/head/homeBackground.ts writes into the home pages'
 * head; the hook that marks a scrolled page on `body` still runs.
 */
export function HomeBackground(props: ComponentProps<typeof UpstreamHomeBackground>) {
  return rewriteTreeFor('home-background-style', UpstreamHomeBackground(props), (element) =>
    element.type === 'style' ? null : element,
  );
}
