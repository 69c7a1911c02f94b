/**
 * Each language's `llms.txt` in the structure the llms.txt proposal gives: an `# H1`, a `>`
 * summary in the file's language, a few lines of plain Markdown (the other languages' indexes and
 * the one-file version, as autolinks: tools that collect an index's `[text](url)` links would
 * otherwise walk into the other language's index and mix both languages' pages), then `##`
 * sections of links. Rspress 2.0.22 passes the sections it found
 * through `llms.llmsTxt`; this renderer adds the home page it leaves out, drops the 404 page it
 * puts in, and escapes titles and descriptions so they stay text.
 */
import type { LlmsTxtContext, LlmsTxtPage, LlmsTxtSection } from '@rspress/core';
import { isNotFoundRoute, llmsFullTxtUrl, llmsTxtUrl, twinPath } from '../../core/agents';
import texts from '../../i18n.json';
import { type Lang, languages, localizedRoute, toLang } from '../../site/languages.mjs';
import { siteOrigin } from '../../site/links';
import { escapeMarkdownText } from './rewrite';

const entry = (title: string, link: string, description?: string): string =>
  `- [${escapeMarkdownText(title)}](${link})${description ? `: ${escapeMarkdownText(description)}` : ''}`;

const section = (title: string, pages: string[]): string => `## ${title}\n\n${pages.join('\n')}`;

/** The sections of a language: home first, then Rspress's own without 404 pages. */
function sectionsOf(lang: Lang, title: string, sections: LlmsTxtSection[]): string[] {
  const home = section(texts.llmsHomeSection[lang], [
    entry(
      title,
      `${siteOrigin}${twinPath(localizedRoute(lang, '/'))}`,
      texts.siteDescription[lang],
    ),
  ]);
  const rest = sections
    .map((found) => ({
      // Rspress names the section of pages outside the navbar in English in every language.
      title: found.title === 'Others' ? texts.llmsOtherSection[lang] : found.title,
      pages: found.pages.filter((page: LlmsTxtPage) => !isNotFoundRoute(page.routePath)),
    }))
    .filter((found) => found.pages.length > 0)
    .map((found) =>
      section(
        escapeMarkdownText(found.title),
        found.pages.map((page) => entry(page.title, page.link, page.description)),
      ),
    );
  return [home, ...rest];
}

/** The `llms.txt` of the context's language. */
export function renderLlmsTxt(context: LlmsTxtContext): string {
  const lang = toLang(context.lang);
  const title = context.title ?? 'Rspress';
  const others = languages
    .filter((other) => other.lang !== lang)
    .map((other) => `${other.label} <${llmsTxtUrl(other.lang)}>`);
  const about = [
    ...(others.length
      ? [texts.llmsOtherLanguages[lang].replace('{links}', others.join(', '))]
      : []),
    texts.llmsFullText[lang].replace('{url}', `<${llmsFullTxtUrl(lang)}>`),
  ];
  return `${[
    `# ${escapeMarkdownText(title)}`,
    `> ${escapeMarkdownText(texts.siteDescription[lang])}`,
    about.map((line) => `- ${line}`).join('\n'),
    ...sectionsOf(lang, title, context.sections),
  ].join('\n\n')}\n`;
}
