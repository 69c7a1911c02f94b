/** Reads the site's sources (docs/, _nav.json, _meta.json) so tests never restate them. */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

export const repoRoot = join(import.meta.dirname, '..', '..');
export const docsRoot = join(repoRoot, 'docs');
export const outRoot = join(repoRoot, 'doc_build');
export const langs = ['en', 'zh'] as const;
export type Lang = (typeof langs)[number];

const PAGE_EXTENSIONS = ['.md', '.mdx', '.tsx', '.ts', '.jsx', '.js'];

/** Files that Rspress turns into routes: pages outside `fragments/` and not starting with `_`. */
export function pageFiles(lang: Lang): string[] {
  const dir = join(docsRoot, lang);
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const path = join(d, name);
      if (statSync(path).isDirectory()) return name === 'fragments' ? [] : walk(path);
      const isPage = PAGE_EXTENSIONS.some((ext) => name.endsWith(ext)) && !name.startsWith('_');
      return isPage ? [relative(dir, path).split(sep).join('/')] : [];
    });
  return walk(dir).sort();
}

/** `guide/start/introduction.mdx` → `/guide/start/introduction`, `api/index.mdx` → `/api/`. */
export function fileToRoute(file: string, lang: Lang): string {
  const withoutExt = file.replace(/\.(mdx?|[jt]sx?)$/, '');
  const path = `/${withoutExt}`.replace(/(^|\/)index$/, '/');
  return lang === 'en' ? path : `/${lang}${path}`;
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

/** Every `_meta.json` under a language folder, relative to it. */
export function metaFiles(lang: Lang): string[] {
  const dir = join(docsRoot, lang);
  const walk = (d: string): string[] =>
    readdirSync(d).flatMap((name) => {
      const path = join(d, name);
      if (statSync(path).isDirectory()) return walk(path);
      return name === '_meta.json' ? [relative(dir, path).split(sep).join('/')] : [];
    });
  return walk(dir).sort();
}

/** True when a route (without language prefix) has a page file in that language. */
export function routeExists(route: string, lang: Lang): boolean {
  const base = join(docsRoot, lang, route.replace(/^\//, ''));
  const candidates = route.endsWith('/')
    ? PAGE_EXTENSIONS.map((ext) => join(base, `index${ext}`))
    : PAGE_EXTENSIONS.map((ext) => `${base}${ext}`);
  return candidates.some((path) => existsSync(path));
}
