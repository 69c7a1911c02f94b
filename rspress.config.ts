import { fileURLToPath } from 'node:url';
import { defineConfig } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { fenceLanguages } from './config/codeLanguages';
import { homeBackgroundStyle } from './config/head/homeBackground';
import { scriptsReadyHead } from './config/head/scriptsReady';
import { seoHead } from './config/head/seo';
import { imageZoom } from './config/imageZoom';
import { docSearchFromEnv, searchConfig } from './config/search';
import { navSocialLinks } from './config/social';
import texts from './i18n.json';
import { pluginAgentMarkdown } from './plugins/agentMarkdown';
import { renderLlmsTxt } from './plugins/agentMarkdown/llmsTxt';
import { pluginDocsCommit } from './plugins/docsCommit';
import { pluginFrontmatterCheck } from './plugins/frontmatterCheck';
import { rehypeImageSize } from './plugins/imageSize';
import { pluginLazyStyles } from './plugins/lazyStyles';
import { pluginLocalizedNotFound } from './plugins/localizedNotFound';
import { pluginPageChecks } from './plugins/pageChecks';
import { pluginPageDates } from './plugins/pageDates';
import { pluginShareCards } from './plugins/shareCards';
import { pluginSitemap } from './plugins/sitemap';
import { pluginStableSidebar } from './plugins/stableSidebar';
import { pluginTranslationNotice } from './plugins/translationNotice';
import { pluginTrimPageData } from './plugins/trimPageData';
import { pluginTypeHovers } from './plugins/typeHovers';
import { defaultLang, languages } from './site/languages.mjs';
import { editLinkBase, siteOrigin } from './site/links';
import { pluginUpstream } from './upstream/theme/plugin';

// Local search by default; hosted DocSearch when its three environment variables are set.
const search = searchConfig();

export default defineConfig({
  root: 'docs',
  title: 'Rspress',
  // No top-level `description`: in 2.0.22 it wins over the locales' own, so the zh pages without
  // one would get the English text.
  icon: '/favicon.svg',
  logo: '/logo.svg',
  logoText: 'Rspress',
  base: '/',
  // SITE_OUT_DIR builds a variant next to the default one (the DocSearch e2e build uses it).
  outDir: process.env.SITE_OUT_DIR || 'doc_build',
  lang: defaultLang,
  siteOrigin,
  // Pages without scripts: no dead buttons, and a phone still reaches the sidebar.
  head: [...seoHead, homeBackgroundStyle, scriptsReadyHead],
  ssg: true,
  // llms.txt per language in the proposal's structure (summary, other languages, home, no 404).
  llms: { llmsTxt: renderLlmsTxt },
  route: {
    cleanUrls: true,
    // The path is the language: the theme's default ('auto') sends a first visit to the browser
    // language's version, so a shared zh link opened in an English browser showed English.
    // theme/components/LanguageOffer offers the other version instead, without leaving the page.
    localeRedirect: 'never',
    // Fragments are MDX pieces imported by several pages, never pages themselves.
    exclude: ['**/fragments/**'],
  },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true, checkAnchors: true },
    image: { checkDeadImages: true },
    // width and height on public images, so they take their place before they load.
    rehypePlugins: [
      rehypeImageSize({ publicDir: fileURLToPath(new URL('docs/public', import.meta.url)) }),
    ],
    shiki: {
      // `{1,3-5}` line ranges in code block meta need this transformer in 2.x.
      transformers: [transformerCompatibleMetaHighlight()],
      // Loaded before any page is highlighted, so builds never depend on compile order.
      langs: fenceLanguages('docs'),
      // No time limit per line: Shiki's default (500 ms) left the rest of a line plain when the
      // machine was busy, so two builds of one commit highlighted differently.
      tokenizeTimeLimit: 0,
    },
  },
  search: search.search,
  mediumZoom: imageZoom.mediumZoom,
  globalUIComponents: imageZoom.globalUIComponents,
  builderConfig: {
    ...search.builderConfig,
    resolve: { alias: imageZoom.alias },
    // SITE_SIZE_TABLE=totals (set by `npm test`) prints Rsbuild's totals instead of a line per file.
    ...(process.env.SITE_SIZE_TABLE === 'totals' && {
      performance: { printFileSize: { detail: false } },
    }),
  },
  plugins: [
    pluginFrontmatterCheck(),
    // Syntax, size, titles, heading ids and unsafe HTML, with file and line, before Rspress compiles.
    pluginPageChecks(),
    pluginStableSidebar(),
    // doc_build/sitemap.xml: one <url> per page and language, dated by the page's last commit.
    pluginSitemap(),
    pluginShareCards(),
    // Drops the outlines and frontmatter copies from the page list in every page's JavaScript.
    pluginTrimPageData(),
    // Hosts with one 404.html for every miss still show the 404 page in the URL's language.
    pluginLocalizedNotFound(),
    pluginTranslationNotice(),
    // Clean, absolute Markdown for agents in the twins and llms-full.txt, with the hint on top.
    pluginAgentMarkdown(),
    // The doc footer's last-updated day, from the same commit dates as the sitemap.
    pluginPageDates(),
    // The commit in the section menu's "report a problem" link.
    pluginDocsCommit(),
    // Styles imported as text by lazy chunks (print, section menu) stay out of the first load.
    pluginLazyStyles(),
    // Every module swap and source rewrite of the upstream theme (upstream/theme/swaps.ts), and a
    // build that fails by the workaround's name when one no longer meets the theme.
    pluginUpstream(docSearchFromEnv() ? 'docsearch' : 'local'),
    // The compiler's types on the identifiers of TypeScript examples, with their reference entry.
    pluginTypeHovers(),
    ...(search.plugins ?? []),
  ],
  languageParity: { enabled: true },
  themeConfig: {
    enableAppearanceAnimation: false,
    hideNavbar: 'auto',
    // The theme shows one footer text for every language; theme/overrides/HomeFooter.tsx shows the
    // page language's text of the same key.
    footer: { message: texts.footerMessage[defaultLang] },
    socialLinks: navSocialLinks,
    editLink: { docRepoBaseUrl: editLinkBase },
    // The theme's hidden hint is English on every page and names the wrong Markdown file on the
    // zh 404 page (a hydration mismatch); theme/components/AgentHint and plugins/agentMarkdown
    // give the hint in the page's language instead.
    // The "open in ChatGPT/Claude" menu is an unlabelled button (axe: button-name) leading off-site;
    // the copy-as-Markdown button stays.
    llmsUI: { injectLlmsHint: false, viewOptions: false },
    locales: languages.map(({ lang, label }) => ({
      lang,
      label,
      title: 'Rspress',
      description: texts.siteDescription[lang],
    })),
  },
});
