import { defineConfig } from '@rspress/core';
import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { pluginSitemap } from '@rspress/plugin-sitemap';
import { pluginFrontmatterCheck } from './plugins/frontmatterCheck';
import { pluginLocalizedNotFound } from './plugins/localizedNotFound';
import { pluginTranslationNotice } from './plugins/translationNotice';
import { pluginTrimPageData } from './plugins/trimPageData';
import { editLinkBase, siteOrigin } from './site/links';
import { searchConfig } from './site/search';
import { seoHead } from './site/seo';
import { navSocialLinks } from './site/social';

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
  lang: 'en',
  siteOrigin,
  head: seoHead,
  ssg: true,
  llms: true,
  route: {
    cleanUrls: true,
    // Fragments are MDX pieces imported by several pages, never pages themselves.
    exclude: ['**/fragments/**'],
  },
  markdown: {
    showLineNumbers: false,
    defaultWrapCode: false,
    link: { checkDeadLinks: true, checkAnchors: true },
    image: { checkDeadImages: true },
    shiki: {
      // `{1,3-5}` line ranges in code block meta need this transformer in 2.x.
      transformers: [transformerCompatibleMetaHighlight()],
    },
  },
  search: search.search,
  builderConfig: search.builderConfig,
  // pluginSitemap writes doc_build/sitemap.xml, one <url> per page and language.
  plugins: [
    pluginFrontmatterCheck(),
    pluginSitemap({ siteUrl: siteOrigin }),
    // Drops the outlines and frontmatter copies from the page list in every page's JavaScript.
    pluginTrimPageData(),
    // Hosts with one 404.html for every miss still show the 404 page in the URL's language.
    pluginLocalizedNotFound(),
    pluginTranslationNotice(),
    ...(search.plugins ?? []),
  ],
  languageParity: { enabled: true },
  themeConfig: {
    enableAppearanceAnimation: false,
    hideNavbar: 'auto',
    footer: {
      message: '© 2024 Rspress contributors. Released under the MIT License.',
    },
    socialLinks: navSocialLinks,
    editLink: { docRepoBaseUrl: editLinkBase },
    // The hidden hint is English on every page and names the wrong Markdown file on the zh 404
    // page (a hydration mismatch). Without it no page links llms.txt, which tools find at its
    // conventional address, /llms.txt.
    // The "open in ChatGPT/Claude" menu is an unlabelled button (axe: button-name) leading off-site;
    // the copy-as-Markdown button stays.
    llmsUI: { injectLlmsHint: false, viewOptions: false },
    locales: [
      {
        lang: 'en',
        label: 'English',
        title: 'Rspress',
        description:
          'Rspress 2 documentation: build fast, bilingual documentation sites with React and MDX.',
      },
      {
        lang: 'zh',
        label: '简体中文',
        title: 'Rspress',
        description: 'Rspress 2 中文文档：用 React 与 MDX 构建快速、多语言的文档站点。',
      },
    ],
  },
});
