import type { ComponentProps } from 'react';
import { LlmsCopyButton as UpstreamLlmsCopyButton } from '../upstream/original';
import { divsToSpans } from '../upstream/rewriteTree';

/**
 * The theme's copy-as-Markdown button with its icon wrapper as a `span` (2.0.22 puts a `div` in
 * the `button`, invalid HTML). The button is a flex box, so the wrapper lays out the same.
 */
export function LlmsCopyButton(props: ComponentProps<typeof UpstreamLlmsCopyButton>) {
  // Called, not rendered: its hooks become this component's, and its tree can be rewritten.
  return divsToSpans('valid-copy-button', UpstreamLlmsCopyButton(props));
}
