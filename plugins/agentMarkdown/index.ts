/**
 * Makes the Markdown that agents read clean and self-contained, after Rspress has written it:
 * every `.md` twin and `llms-full.txt` loses the source syntax 2.0.22 leaves in (heading ids,
 * `:::` containers) and gets absolute links on the site's origin; each twin starts with the hint
 * in its language; `llms-full.txt` leaves out the 404 pages; and `/.well-known/llms.txt` is a copy
 * of `/llms.txt`. (`llms.txt` itself is written by the renderer in ./llmsTxt.ts.)
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  writeFileSync,
} from 'node:fs';
import { join, relative, sep } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { agentHintText, isNotFoundRoute } from '../../core/agents';
import texts from '../../i18n.json';
import { langPrefix, langs, toLang } from '../../site/languages.mjs';
import { siteOrigin } from '../../site/links';
import { joinFullText, splitFullText } from './llmsFull';
import { cleanMarkdown, type LinkContext, withHint } from './rewrite';

/** Every `.md` file of the build as a URL path (`/guide/a.md`), outside the hashed assets. */
export function twinPaths(outDir: string, dir = outDir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((item) => {
    const path = join(dir, item.name);
    if (item.isDirectory()) return item.name === 'static' ? [] : twinPaths(outDir, path);
    return item.name.endsWith('.md') ? [`/${relative(outDir, path).split(sep).join('/')}`] : [];
  });
}

/** The twin of a page path under clean URLs, looked up among the twins the build wrote. */
export function twinLookup(twins: Iterable<string>): LinkContext['twinOf'] {
  const known = new Set(twins);
  return (path) =>
    [
      path,
      path.endsWith('/') ? `${path}index.md` : `${path.replace(/\.html$/, '')}.md`,
      `${path}/index.md`,
    ].find((candidate) => known.has(candidate));
}

/** The language of a twin from its path's prefix (`/zh/…` → zh). */
export const langOfPath = (path: string) =>
  toLang(langs.find((lang) => langPrefix(lang) && path.startsWith(`${langPrefix(lang)}/`)));

const markdownLink = (url: string) => `<${url}>`;

export function pluginAgentMarkdown(): RspressPlugin {
  return {
    name: 'agent-markdown',
    afterBuild(config, isProd) {
      // `rspress dev` calls this hook after every rebuild too, and writes no Markdown outputs.
      if (!isProd) return;
      const outDir = config.outDir ?? 'doc_build';
      const twins = twinPaths(outDir).sort();
      const twinOf = twinLookup(twins);
      const contextOf = (url: string): LinkContext => ({
        origin: siteOrigin,
        documentUrl: url,
        twinOf,
      });

      for (const path of twins) {
        const file = join(outDir, path);
        const lang = langOfPath(path);
        const context = contextOf(`${siteOrigin}${path}`);
        const hint = agentHintText(texts.agentHint[lang], lang, markdownLink);
        writeFileSync(file, withHint(cleanMarkdown(readFileSync(file, 'utf8'), context), hint));
      }

      for (const lang of langs) {
        const file = join(outDir, langPrefix(lang), 'llms-full.txt');
        if (!existsSync(file)) continue;
        const pages = splitFullText(readFileSync(file, 'utf8'), file)
          .filter(({ url }) => !isNotFoundRoute(url.replace(/\.md$/, '')))
          .map(({ url, body }) => ({ url, body: cleanMarkdown(body, contextOf(url)) }));
        writeFileSync(file, joinFullText(pages));
      }

      // The well-known location some agents try first; a copy works on every static host.
      const llmsTxt = join(outDir, 'llms.txt');
      if (existsSync(llmsTxt)) {
        mkdirSync(join(outDir, '.well-known'), { recursive: true });
        copyFileSync(llmsTxt, join(outDir, '.well-known', 'llms.txt'));
      }
    },
  };
}
