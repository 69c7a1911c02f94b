/**
 * Types on the identifiers of the docs' TypeScript examples, with the description and link of
 * their section in this site's reference, in the page's language. The compiler runs once before
 * a production build (`rspress dev` shows the examples unmarked); see plugins/typeHovers/*.ts.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { defaultLang, languages } from '../../site/languages.mjs';
import { type HoverBlock, pageHovers } from './hovers';
import { rehypeTypeHovers } from './rehype';

const clientModule = fileURLToPath(
  new URL('../../theme/components/TypeHover/index.ts', import.meta.url),
);

export function pluginTypeHovers(): RspressPlugin {
  let hovers: Map<string, HoverBlock[]> | undefined;
  // The site's own docs: a fixture site built with this config compiles only its own examples.
  const site = { docsRoot: resolve('docs') };
  return {
    name: 'type-hovers',
    beforeBuild(config, isProd) {
      if (!isProd) return;
      site.docsRoot = resolve(config.root ?? 'docs');
      hovers = pageHovers(
        site.docsRoot,
        languages.map(({ lang }) => lang),
        defaultLang,
      );
    },
    markdown: {
      rehypePlugins: [
        rehypeTypeHovers({ hoversOf: (page) => hovers?.get(page), site, clientModule }),
      ],
    },
  };
}
