/**
 * Lets a stylesheet imported as text (`import css from './x.css?raw'`) stay in the lazy chunk that
 * imports it. Rspress 2.0.22 puts every module whose file name ends in `.css` into its `styles`
 * chunk, which every page loads first, so the print stylesheet and the section menu's styles,
 * meant to load later, would have grown every page's first load by their full text.
 */
import type { RspressPlugin } from '@rspress/core';

/**
 * The module types the `styles` group keeps: all but a file's text (`?raw`, type `asset/source`).
 * A type filter rather than a test function: Rspack calls a function for every module, and the
 * build stalled with one on this machine.
 */
export const bundledStyleTypes = /^(?!asset\/source$)/;

export function pluginLazyStyles(): RspressPlugin {
  return {
    name: 'lazy-styles',
    builderConfig: { splitChunks: { cacheGroups: { styles: { type: bundledStyleTypes } } } },
  };
}
