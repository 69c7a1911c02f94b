/**
 * What the site tells coding agents, shared by the HTML pages (theme/components/AgentHint), their
 * head (config/head/seo.ts) and the Markdown outputs (plugins/agentMarkdown): where a language's
 * llms.txt is, where a page's Markdown twin is, and the hint text in each language.
 */
import { type Lang, langPrefix } from '../site/languages.mjs';
import { siteOrigin } from '../site/links';

/** The absolute address of a language's llms.txt: `/llms.txt`, `/zh/llms.txt`. */
export const llmsTxtUrl = (lang: Lang): string => `${siteOrigin}${langPrefix(lang)}/llms.txt`;

/** The absolute address of a language's llms-full.txt. */
export const llmsFullTxtUrl = (lang: Lang): string =>
  `${siteOrigin}${langPrefix(lang)}/llms-full.txt`;

/**
 * The path of a page's Markdown twin: the page's address plus `.md`, where an address ending in
 * `/` names its `index` page (`/` → `/index.md`, `/api/` → `/api/index.md`).
 */
export const twinPath = (routePath: string): string =>
  `${routePath.replace(/\.html$/, '').replace(/\/$/, '/index')}.md`;

/** True for the not-found page of any language (`/404`, `/zh/404`): no documentation. */
export const isNotFoundRoute = (routePath: string): boolean =>
  /(^|\/)404(\.html)?$/.test(routePath);

/**
 * The hint in `lang` from its text in i18n.json (`agentHint`, passed in so that Node scripts and
 * the theme read it their own way), with the llms.txt address written by `link`: plain in HTML,
 * a link in Markdown.
 */
export const agentHintText = (
  template: string,
  lang: Lang,
  link: (url: string) => string = (url) => url,
): string => template.replace('{llmsTxt}', link(llmsTxtUrl(lang)));
