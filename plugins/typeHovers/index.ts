/**
 * Types on the identifiers of the docs' TypeScript examples, with the description and link of
 * their section in this site's reference, in the page's language. The compiler runs once per
 * production build, in a worker started as soon as the config is read, beside the bundler; the
 * pages wait for it at their rehype step (`rspress dev` shows the examples unmarked). See
 * plugins/typeHovers/*.
 */
import { resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RspressPlugin } from '@rspress/core';
import { analyzeInWorker } from './analyzeInWorker';
import { type HoverBlock, pageHovers } from './hovers';
import { rehypeTypeHovers } from './rehype';

const clientModule = fileURLToPath(
  new URL('../../theme/components/TypeHover/index.ts', import.meta.url),
);
/**
 * The name pages import the client by, an alias of its file. Rspack names an import's variable
 * after its request, so an absolute path put the build folder into the code before minifying, and
 * two folders got different minified names (and file hashes) for the same pages.
 */
const CLIENT_REQUEST = 'type-hovers-client';

export function pluginTypeHovers(): RspressPlugin {
  let hovers: Promise<Map<string, HoverBlock[]>> | undefined;
  // Every page of a failed analysis fails; the first carries the message, the rest point to it.
  let reported = false;
  // The site's own docs: a fixture site built with this config compiles only its own examples.
  const site = { docsRoot: resolve('docs') };
  return {
    name: 'type-hovers',
    builderConfig: { resolve: { alias: { [`${CLIENT_REQUEST}$`]: clientModule } } },
    config(config, _utils, isProd) {
      if (!isProd) return config;
      site.docsRoot = resolve(config.root ?? 'docs');
      const docsRoot = site.docsRoot;
      hovers = analyzeInWorker(docsRoot).then((analysis) => pageHovers(docsRoot, analysis));
      // Handled where a page awaits it; this only keeps Node from reporting it before then.
      hovers.catch(() => {});
      return config;
    },
    markdown: {
      rehypePlugins: [
        rehypeTypeHovers({
          hoversOf: async (page) => {
            try {
              return (await hovers)?.get(page);
            } catch (error) {
              if (reported) throw new Error('Type hovers: see the first error of this build');
              reported = true;
              throw error;
            }
          },
          site,
          clientModule: CLIENT_REQUEST,
        }),
      ],
    },
  };
}
