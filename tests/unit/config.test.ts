import { transformerCompatibleMetaHighlight } from '@rspress/core/shiki-transformers';
import { describe, expect, it } from '@rstest/core';
import { renderLlmsTxt } from '../../plugins/agentMarkdown/llmsTxt';
import config from '../../rspress.config';
import { defaultLang, langs } from '../../site/languages.mjs';
import { editLinkBase, siteOrigin, socialLinks } from '../../site/links';

const theme = config.themeConfig ?? {};

describe('rspress.config.ts', () => {
  it('publishes the default language at the root and a locale for every language', () => {
    expect(config.base).toBe('/');
    expect(config.lang).toBe(defaultLang);
    expect(theme.locales?.map(({ lang }) => lang)).toEqual(langs);
    for (const locale of theme.locales ?? []) expect(locale.label.trim(), locale.lang).not.toBe('');
  });

  it('has the site identity and own artwork', () => {
    expect(config.title).toBe('Rspress');
    // A top-level description would win over the locales' own on pages without one.
    expect(config.description).toBeUndefined();
    for (const locale of theme.locales ?? []) expect(locale.description, locale.lang).toBeTruthy();
    expect(config.icon).toBe('/favicon.svg');
    expect(config.logo).toBe('/logo.svg');
    expect(config.logoText).toBe('Rspress');
  });

  it('renders static HTML with clean URLs and keeps fragments out of routing', () => {
    expect(config.ssg).toBe(true);
    expect(config.route?.cleanUrls).toBe(true);
    expect(config.route?.exclude).toContain('**/fragments/**');
    expect(config.multiVersion).toBeUndefined();
  });

  it('highlights code without line numbers or wrapping and checks links and anchors', () => {
    expect(config.markdown?.showLineNumbers).toBe(false);
    expect(config.markdown?.defaultWrapCode).toBe(false);
    expect(config.markdown?.link).toMatchObject({ checkDeadLinks: true, checkAnchors: true });
    // `{1,3-5}` line ranges in code block meta need this transformer.
    const names = (config.markdown?.shiki?.transformers ?? []).map((t) => t.name);
    expect(names).toContain(transformerCompatibleMetaHighlight().name);
  });

  it('generates llms.txt and absolute URLs from one origin', () => {
    expect(config.llms).toEqual({ llmsTxt: renderLlmsTxt });
    expect(config.siteOrigin).toBe(siteOrigin);
    expect(siteOrigin).toMatch(/^https:\/\/[^/]+$/);
  });

  it('configures the theme as the brief asks', () => {
    expect(theme.enableAppearanceAnimation).toBe(false);
    expect(theme.hideNavbar).toBe('auto');
    expect(theme.footer?.message).toContain('2024');
    expect(theme.editLink?.docRepoBaseUrl).toBe(editLinkBase);
    expect(theme.socialLinks?.map(({ mode, content }) => ({ mode, content }))).toEqual([
      { mode: 'link', content: socialLinks.github },
      { mode: 'link', content: socialLinks.discord },
      { mode: 'link', content: socialLinks.x },
    ]);
  });

  it('gives every icon-only social link an accessible name', () => {
    const labels = theme.socialLinks?.map(({ icon }) =>
      typeof icon === 'object' ? /<svg role="img" aria-label="([^"]+)"/.exec(icon.svg)?.[1] : icon,
    );
    expect(labels).toEqual(['GitHub', 'Discord', 'X']);
  });

  it('keeps the copy-as-Markdown button but not the unlabelled view-options menu', () => {
    expect(theme.llmsUI).toEqual({ injectLlmsHint: false, viewOptions: false });
  });

  it('checks that every page exists in both languages', () => {
    expect(config.languageParity?.enabled).toBe(true);
  });
});
