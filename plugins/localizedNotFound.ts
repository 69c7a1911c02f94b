/**
 * GitHub Pages and Vercel answer every miss with the one top-level `404.html`, which Rspress
 * renders in the default language. On `/zh/<miss>` the client then renders the Chinese 404 page
 * over English HTML: a hydration error (React #418) and a flash of English. This plugin copies
 * each other language's 404 markup into the top-level file as an inert `<template>`; the theme
 * swaps it in before React hydrates (theme/upstream/localizedNotFound.ts), so every host shows the
 * same page as a host that serves `<lang>/404.html` itself.
 */
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RspressPlugin } from '@rspress/core';
import { NOT_FOUND_TEMPLATE_ATTR as TEMPLATE_ATTR } from '../core/notFound';

const ROOT_OPEN = '<div id="__rspress_root">';
const MODAL = '<div id="__rspress_modal_container">';

/** The markup inside the app root of a built page, and its `<title>`. */
export function appMarkup(html: string): { body: string; title: string } {
  const start = html.indexOf(ROOT_OPEN);
  const end = html.lastIndexOf('</div>', html.indexOf(MODAL));
  const title = /<title>([\s\S]*?)<\/title>/.exec(html)?.[1];
  if (start < 0 || end < start || title === undefined) {
    throw new Error('localizedNotFound: the 404 page has no app root or no <title>');
  }
  return { body: html.slice(start + ROOT_OPEN.length, end), title };
}

/** The top-level 404 page with one `<template>` per other language's 404 page. */
export function withLocalizedTemplates(
  topLevel: string,
  pages: { lang: string; html: string }[],
): string {
  const templates = pages.map(({ lang, html }) => {
    const { body, title } = appMarkup(html);
    return `<template ${TEMPLATE_ATTR}="${lang}"><title>${title}</title>${body}</template>`;
  });
  return topLevel.replace('</body>', `${templates.join('')}</body>`);
}

export function pluginLocalizedNotFound(): RspressPlugin {
  return {
    name: 'localized-not-found',
    afterBuild(config, isProd) {
      // `rspress dev` calls this hook after every rebuild too; a build left in outDir is not its own.
      if (!isProd) return;
      const outDir = config.outDir ?? 'doc_build';
      const topLevelPath = join(outDir, '404.html');
      const langs = (config.themeConfig?.locales ?? [])
        .map(({ lang }) => lang)
        .filter((lang) => lang !== config.lang);
      const pages = langs
        .map((lang) => ({ lang, path: join(outDir, lang, '404.html') }))
        .filter(({ path }) => existsSync(path))
        .map(({ lang, path }) => ({ lang, html: readFileSync(path, 'utf8') }));
      if (!existsSync(topLevelPath) || !pages.length) return;
      writeFileSync(
        topLevelPath,
        withLocalizedTemplates(readFileSync(topLevelPath, 'utf8'), pages),
      );
    },
  };
}
