import type { ComponentProps, ReactElement } from 'react';
import { SectionActionsButton } from '../components/SectionActions/SectionActionsButton';
import { withEmptyCornerCells } from './emptyHeaderCell';
import { getCustomMDXComponent as getFixedMdxComponents } from './headerAnchors';

type MdxComponents = ReturnType<typeof getFixedMdxComponents>;

let components: MdxComponents | undefined;

type HeadingProps = ComponentProps<'h2'>;

/** A heading component that ends with the section's actions button (not in the Markdown twin). */
function withSectionActions(Heading: (props: HeadingProps) => ReactElement, depth: number) {
  return function SectionHeading(props: HeadingProps) {
    const { id, children } = props;
    if (import.meta.env.SSG_MD || !id) return <Heading {...props} />;
    return (
      <Heading {...props}>
        {children}
        {/* The theme's outline re-reads each heading's HTML once the page runs; this class keeps
            the button out of it (processTitleElement drops .rp-toc-exclude). */}
        <span className="rp-toc-exclude">
          <SectionActionsButton id={id} depth={depth} />
        </span>
      </Heading>
    );
  };
}

/**
 * The MDX components with the heading fixes, the section actions on `##` and `###`, and empty
 * table corner cells as data cells.
 */
export function getCustomMDXComponent(): MdxComponents {
  if (!components) {
    const fixed = getFixedMdxComponents();
    components = {
      ...fixed,
      h2: withSectionActions(fixed.h2, 2),
      h3: withSectionActions(fixed.h3, 3),
      th: withEmptyCornerCells(fixed.th),
    };
  }
  return components;
}
