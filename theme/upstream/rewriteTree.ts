import {
  cloneElement,
  createElement,
  isValidElement,
  type ReactElement,
  type ReactNode,
} from 'react';
import { reportRewrite } from './rewriteReport';

type Element = ReactElement<{ children?: ReactNode } & Record<string, unknown>>;

/**
 * Rewrites the elements an upstream component returns, innermost first, so a markup fault of the
 * theme is fixed without copying the component. It sees only the returned tree (including the
 * children passed to inner components), never what those inner components render themselves.
 */
export function rewriteTree(node: ReactNode, rewrite: (element: Element) => ReactNode): ReactNode {
  if (Array.isArray(node)) return node.map((child: ReactNode) => rewriteTree(child, rewrite));
  if (!isValidElement<Element['props']>(node)) return node;
  const { children } = node.props;
  if (children === undefined) return rewrite(node);
  const rewritten = rewriteTree(children, rewrite);
  // Spread arrays back as arguments: they were static JSX children and need no keys.
  const element = Array.isArray(rewritten)
    ? cloneElement(node, undefined, ...rewritten)
    : cloneElement(node, undefined, rewritten);
  return rewrite(element);
}

/**
 * The props of a replacement for `element` of another type, with its key when it has one. A `key`
 * of `null` would not mean "no key": React turns it into the string "null", so siblings without
 * keys would all share that one (a duplicate-key error and lost updates under `rspress dev`).
 */
export function replacementProps(element: Element, props: Element['props']): Element['props'] {
  return element.key === null ? props : { ...props, key: element.key };
}

/**
 * `rewriteTree` for the manifest entry `workaround` (upstream/theme/workarounds.ts): counts the
 * elements the rewrite replaced and reports them (./rewriteReport.ts), so a rewrite whose target
 * the upstream component no longer renders fails the build by the entry's name instead of changing
 * nothing.
 */
export function rewriteTreeFor(
  workaround: string,
  node: ReactNode,
  rewrite: (element: Element) => ReactNode,
): ReactNode {
  // Counted where someone reads the count: the server render the build checks, and `rspress dev`,
  // which warns. A production page only rewrites, and its scripts leave the counting out.
  if (!process.env.__SSR__ && !import.meta.env.DEV) return rewriteTree(node, rewrite);
  let changed = 0;
  const result = rewriteTree(node, (element) => {
    const replaced = rewrite(element);
    if (replaced !== element) changed += 1;
    return replaced;
  });
  reportRewrite(workaround, changed);
  return result;
}

/** `div` elements become `span` with the same props: phrasing content, allowed in a button or a span. */
export function divsToSpans(workaround: string, node: ReactNode): ReactNode {
  return rewriteTreeFor(workaround, node, (element) =>
    element.type === 'div'
      ? createElement('span', replacementProps(element, element.props))
      : element,
  );
}
