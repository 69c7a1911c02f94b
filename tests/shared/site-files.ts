/** Reads the site's sources (docs/, _nav.json, _meta.json) so tests never restate them. */
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type siteTexts from '../../i18n.json';
import { walkFiles } from '../../lib/files.mjs';
import { type Lang, langPrefix, langs } from '../../site/languages.mjs';

export { type Lang, langs };

export const repoRoot = join(import.meta.dirname, '..', '..');
export const docsRoot = join(repoRoot, 'docs');

/**
 * The build the specs read: `doc_build/`, or the folder `SITE_OUT_DIR` names, absolute or relative
 * to the repository (where the build and its server start).
 */
export const buildFolder = (siteOutDir: string | undefined): string =>
  resolve(repoRoot, siteOutDir || 'doc_build');

export const outRoot = buildFolder(process.env.SITE_OUT_DIR);

/** The file types Rspress turns into pages. */
export const PAGE_EXTENSIONS = ['.md', '.mdx', '.tsx', '.ts', '.jsx', '.js'];

/** Files that Rspress turns into routes: pages outside `fragments/` and not starting with `_`. */
export function pageFiles(lang: Lang): string[] {
  const isPage = (name: string) =>
    PAGE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.startsWith('_');
  return walkFiles(join(docsRoot, lang), isPage, (folder) => folder === 'fragments');
}

/** `guide/start/introduction.mdx` → `/guide/start/introduction`, `api/index.mdx` → `/api/`. */
export function fileToRoute(file: string, lang: Lang): string {
  const withoutExt = file.replace(/\.(mdx?|[jt]sx?)$/, '');
  const path = `/${withoutExt}`.replace(/(^|\/)index$/, '/');
  return `${langPrefix(lang)}${path}`;
}

export interface SiteRoute {
  lang: Lang;
  file: string;
  route: string;
}

export function siteRoutes(): SiteRoute[] {
  return langs.flatMap((lang) =>
    pageFiles(lang).map((file) => ({ lang, file, route: fileToRoute(file, lang) })),
  );
}

/** The HTML file a clean-URL route is written to in doc_build/. */
export function routeToHtmlFile(route: string): string {
  return join(outRoot, route.endsWith('/') ? `${route}index.html` : `${route}.html`);
}

export function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

/** The UI labels of i18n.json, by key and language. */
export const texts = readJson<typeof siteTexts>(join(repoRoot, 'i18n.json'));

/** Every `_meta.json` under a language folder, relative to it. */
export function metaFiles(lang: Lang): string[] {
  return walkFiles(join(docsRoot, lang), (name) => name === '_meta.json');
}

/** True when a route (without language prefix) has a page file in that language. */
export function routeExists(route: string, lang: Lang): boolean {
  const base = join(docsRoot, lang, route.replace(/^\//, ''));
  const candidates = route.endsWith('/')
    ? PAGE_EXTENSIONS.map((ext) => join(base, `index${ext}`))
    : PAGE_EXTENSIONS.map((ext) => `${base}${ext}`);
  return candidates.some((path) => existsSync(path));
}
