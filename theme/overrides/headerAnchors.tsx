import type { ComponentProps } from 'react';
import { getCustomMDXComponent as getOriginalMdxComponents } from '../upstream/original';

type MdxComponents = ReturnType<typeof getOriginalMdxComponents>;
type AnchorProps = ComponentProps<MdxComponents['a']>;

let components: MdxComponents | undefined;

/**
 * The `#` link next to each heading is `aria-hidden` but focusable, which axe reports as serious
 * (aria-hidden-focus). Taking it out of the Tab order keeps it for mouse users only. Built once,
 * so every page gets the same component identities.
 */
export function getCustomMDXComponent(): MdxComponents {
  if (!components) {
    const original = getOriginalMdxComponents();
    const A = original.a;
    const Anchor = (props: AnchorProps) => {
      const isHeadingAnchor = String(props.className ?? '').includes('rp-header-anchor');
      return <A {...props} tabIndex={isHeadingAnchor ? -1 : props.tabIndex} />;
    };
    components = { ...original, a: Anchor as MdxComponents['a'] };
  }
  return components;
}
