/**
 * The names a build writes, against the files an author adds: two pages that become one address
 * (`dup.md` and `dup.mdx`: Rspress 2.0.22 stops with "routePath /dup has already been added" and a
 * stack, no file named), a page path too long for the files made from it (its share card's name
 * passed 255 bytes: ENAMETOOLONG after the pages were written), and public files named like a
 * generated one (`404.html`, `llms.txt`, a page's `.html`), which the build overwrote silently.
 */
import { existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { walkFiles } from '../../lib/files.mjs';
import headers from '../../site/http-headers.json';
import { PAGE_PATH_BUDGET } from '../budgets';
import { BUILD_COMMIT_FILE } from '../docsCommit';

/** Rspress 2.0.22's page extensions when the configuration gives none (DEFAULT_PAGE_EXTENSIONS). */
const PAGE_EXTENSIONS = ['.js', '.jsx', '.ts', '.tsx', '.md', '.mdx'];

export interface NamedProblem {
  /** The file, as an absolute path. */
  path: string;
  message: string;
}

/** A glob of `route.exclude` (`**`, `*`, `?`) as a regular expression over a relative path. */
function globPattern(glob: string): RegExp {
  const parts = glob
    .replace(/^\.\//, '')
    .split(/(\*\*\/|\*\*|\*|\?)/)
    .map((part) => {
      if (part === '**/') return '(?:.*/)?';
      if (part === '**') return '.*';
      if (part === '*') return '[^/]*';
      if (part === '?') return '[^/]';
      return part.replace(/[.+^${}()|[\]\\]/g, '\\$&');
    });
  return new RegExp(`^${parts.join('')}$`);
}

/** The page files Rspress makes routes of, relative to `docsRoot`, as its route service finds them. */
function pageFiles(docsRoot: string, extensions: string[], exclude: string[]): string[] {
  const excluded = exclude.map(globPattern);
  return walkFiles(
    docsRoot,
    (name: string) =>
      extensions.some((ext) => name.endsWith(ext)) &&
      !name.endsWith('.d.ts') &&
      // Rspress's excludeConvention, `**/_[^_]*`: `_meta.json`, `_fragment.mdx`.
      !/^_[^_]/.test(name),
    (name: string) => name === 'node_modules' || /^_[^_]/.test(name),
  ).filter(
    (file: string) => !file.startsWith('public/') && !excluded.some((glob) => glob.test(file)),
  );
}

/**
 * Pages that clash on one address, and page paths over the budget: checked before Rspress lists
 * its routes, since it stops at the first clash and writes pages before the long name fails.
 */
export function pageNameProblems(
  docsRoot: string,
  route: { extensions?: string[]; exclude?: string[] } = {},
): NamedProblem[] {
  if (!existsSync(docsRoot)) return [];
  const extensions = route.extensions ?? PAGE_EXTENSIONS;
  const files = pageFiles(docsRoot, extensions, route.exclude ?? []);
  const byAddress = new Map<string, string[]>();
  const problems: NamedProblem[] = [];
  for (const file of files) {
    const path = file.slice(0, file.lastIndexOf('.'));
    // `a/index.md` is `/a/`, `a.md` is `/a`: the site answers both at one address (the other
    // spelling redirects to it), so they clash too.
    const address = path.replace(/(^|\/)index$/, '');
    byAddress.set(address, [...(byAddress.get(address) ?? []), file]);
    if (path.length > PAGE_PATH_BUDGET)
      problems.push({
        path: join(docsRoot, file),
        message: `the page's path is ${path.length} characters, over the ${PAGE_PATH_BUDGET} budget of plugins/budgets.ts (files made from it, such as its share card, would pass the file system's 255-byte name limit); shorten its name or its folders`,
      });
  }
  for (const [address, clashing] of byAddress)
    if (clashing.length > 1)
      problems.push({
        path: join(docsRoot, clashing[0]),
        message: `${clashing.join(' and ')} are one page: both would be served at the address of ${address || 'the home page'}; keep one of them`,
      });
  return problems;
}

/** The files the build writes for `routes`, relative to the output folder, with what writes them. */
function generatedFiles(routes: RouteMeta[]): Map<string, string> {
  const files = new Map<string, string>();
  const prefixes = new Set(['']);
  for (const { routePath } of routes) {
    const base = routePath.endsWith('/') ? `${routePath}index` : routePath;
    const page = base.replace(/^\//, '');
    files.set(`${page}.html`, `the page ${routePath}`);
    files.set(`${page}.md`, `the Markdown twin of the page ${routePath}`);
    const first = /^\/([^/]+)\//.exec(routePath)?.[1];
    if (first && routes.some((route) => route.routePath === `/${first}/`))
      prefixes.add(`${first}/`);
  }
  for (const prefix of prefixes) {
    files.set(`${prefix}404.html`, 'the 404 page');
    files.set(`${prefix}404.md`, "the 404 page's Markdown twin");
    files.set(`${prefix}llms.txt`, 'the llms.txt of the language');
    files.set(`${prefix}llms-full.txt`, 'the llms-full.txt of the language');
  }
  files.set('.well-known/llms.txt', 'the copy of llms.txt for agents');
  files.set('sitemap.xml', 'the sitemap');
  files.set(BUILD_COMMIT_FILE, 'the record of the commit it was built from');
  return files;
}

/** Public files the build would overwrite, or put among its hashed assets. */
export function publicNameProblems(docsRoot: string, routes: RouteMeta[]): NamedProblem[] {
  const folder = join(docsRoot, 'public');
  if (!docsRoot || !existsSync(folder)) return [];
  const generated = generatedFiles(routes);
  const assets = headers.hashedAssetsPath.replace(/^\/+|\/+$/g, '');
  return walkFiles(folder, () => true).flatMap((file: string) => {
    const writer =
      generated.get(file) ??
      (file.startsWith(`${assets}/`)
        ? `the build's hashed assets folder (${assets}/), cached for a year`
        : undefined);
    return writer
      ? [
          {
            path: join(folder, file),
            message: `a public file at ${file} in the build, where the build writes ${writer}; rename or move it`,
          },
        ]
      : [];
  });
}

/** `file:1: message` lines, paths relative to the working folder. */
export const namedReport = (problems: NamedProblem[]) =>
  problems.map(({ path, message }) => `${relative(process.cwd(), path)}:1: ${message}`);
