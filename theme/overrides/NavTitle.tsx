import { createElement } from 'react';
import { NavTitle as UpstreamNavTitle } from '../upstream/original';
import { replacementProps, rewriteTreeFor } from '../upstream/rewriteTree';

/**
 * The theme's navbar title without `id="logo"` on its logo images: 2.0.22 sets it on each (twice
 * with a light and a dark logo), and pages with a "Logo" heading get the same id again. No style
 * or script of the theme reads the id; the images keep their classes.
 * Their `alt` is empty instead of the theme's English "logo": the link's text beside the image
 * (`logoText`) already names it, so the image is decorative in every language.
 */
export function NavTitle() {
  const withoutIds = rewriteTreeFor('logo-id', UpstreamNavTitle(), (element) => {
    if (element.type !== 'img' || element.props.id !== 'logo') return element;
    const { id: _id, ...props } = element.props;
    return createElement('img', replacementProps(element, props));
  });
  return rewriteTreeFor('logo-alt', withoutIds, (element) => {
    if (element.type !== 'img' || element.props.alt !== 'logo') return element;
    return createElement('img', replacementProps(element, { ...element.props, alt: '' }));
  });
}
