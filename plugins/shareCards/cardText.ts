/**
 * What a page's share card says, read from the same sources as the site: the page's title, the
 * navbar item and sidebar groups of its folder (`_nav.json`, `_meta.json`, labels from
 * `i18n.json`), and for a home page its hero.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FrontMatterMeta } from '@rspress/core';

export interface CardText {
  /** The page's language (`en`, `zh`). */
  lang: string;
  /** The section the page belongs to: navbar item, then sidebar groups. Empty on home pages. */
  section: string[];
  title: string;
  /** A home page's tagline. */
  subtitle?: string;
}

export interface PageInput {
  /** Path from the docs root, e.g. `en/guide/start/introduction.mdx`. */
  relativePath: string;
  routePath: string;
  lang: string;
  title: string;
  frontmatter: FrontMatterMeta;
}

type I18nSource = Record<string, Record<string, string>>;

interface MetaEntry {
  type?: string;
  name?: string;
  label?: string;
}

interface NavItem {
  text?: string;
  link?: string;
  activeMatch?: string;
}

function readJsonFile<T>(path: string, fallback: T): T {
  if (!existsSync(path)) return fallback;
  try {
    return JSON.parse(readFileSync(path, 'utf8')) as T;
  } catch (error) {
    throw new Error(`${path}: ${(error as Error).message}`);
  }
}

/** Reads the navigation sources of one docs root; each file is read once per build. */
export class SiteSections {
  #files = new Map<string, unknown>();

  constructor(
    private readonly docsRoot: string,
    private readonly i18n: I18nSource,
  ) {}

  #json<T>(path: string, fallback: T): T {
    if (!this.#files.has(path)) this.#files.set(path, readJsonFile(path, fallback));
    return this.#files.get(path) as T;
  }

  /** A label is an i18n key when `i18n.json` has it; otherwise it is the text itself. */
  #translate(label: string, lang: string): string {
    return this.i18n[label]?.[lang] ?? label;
  }

  /** The text of the navbar item whose `activeMatch` (or link) covers the route. */
  navText(lang: string, routePath: string): string | undefined {
    const items = this.#json<NavItem[]>(join(this.docsRoot, lang, '_nav.json'), []);
    const item = items.find(({ activeMatch, link }) =>
      activeMatch ? new RegExp(activeMatch).test(routePath) : link && routePath.startsWith(link),
    );
    return item?.text && this.#translate(item.text, lang);
  }

  /** The labels of the sidebar groups (folders) that hold a page, outermost first. */
  groupLabels(relativePath: string): string[] {
    const [lang, ...parts] = relativePath.split('/');
    const folders = parts.slice(0, -1);
    return folders.flatMap((name, depth) => {
      const parent = join(this.docsRoot, lang, ...folders.slice(0, depth), '_meta.json');
      const entries = this.#json<(MetaEntry | string)[]>(parent, []);
      const entry = entries.find(
        (item): item is MetaEntry => typeof item === 'object' && item.name === name,
      );
      return entry?.type === 'dir' && entry.label ? [this.#translate(entry.label, lang)] : [];
    });
  }

  section(page: PageInput): string[] {
    const nav = this.navText(page.lang, page.routePath);
    return [...(nav ? [nav] : []), ...this.groupLabels(page.relativePath)];
  }
}

interface Hero {
  name?: string;
  text?: string;
  tagline?: string;
}

/** The card of a page, or none for not-found pages (they are `noindex` and answered with 404). */
export function cardText(page: PageInput, sections: SiteSections): CardText | undefined {
  const { pageType } = page.frontmatter;
  if (pageType === '404') return undefined;
  if (pageType === 'home') {
    const hero = (page.frontmatter.hero ?? {}) as Hero;
    return {
      lang: page.lang,
      section: [],
      title: hero.text || hero.name || page.title,
      subtitle: hero.tagline,
    };
  }
  return { lang: page.lang, section: sections.section(page), title: page.title };
}
