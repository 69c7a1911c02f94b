/**
 * Where this site documents each name a code example can use, from the API coverage mapping:
 * config options and plugin fields (the `###` entries the coverage check requires for every name
 * in the types), runtime exports, and the theme exports that have a section of their own.
 */
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { ENTRY_POINTS, MAPPING, optionId } from './coverage.mjs';
import { type PageSections, pageSections } from './sections';

/**
 * The key of a documentable name:
 * - `config:<path>`: a site config option as the reference writes it (`themeConfig.locales[].nav`);
 * - `plugin:<field>`: a field or hook of a plugin object;
 * - `export:<specifier>:<name>`: a named export of an entry point of `@rspress/core`.
 */
export type NameKey = string;

export interface Target {
  /** The page without language or extension (`api/config/config-theme`). */
  page: string;
  /** The heading id on that page, the same in every language. */
  id: string;
  /** The name the mapping lists (`themeConfig.hideNavbar`, `usePage`). */
  name: string;
  /**
   * True for a name of the coverage mapping, whose `###` entry the coverage check requires; false
   * for a name of the entry points' page list, which may be documented without a heading.
   */
  mapped: boolean;
}

/** The mapping rows' types whose option names are paths from the site config. */
const CONFIG_TYPES = new Set(['UserConfig', 'MarkdownOptions', 'RouteOptions', 'ThemeConfig']);
const PLUGIN_TYPE = 'RspressPlugin';

/** The specifiers under which an entry point's exports are imported. */
const SPECIFIERS: Record<string, string[]> = {
  '.': ['@rspress/core'],
  './runtime': ['@rspress/core/runtime'],
  './theme': ['@rspress/core/theme', '@rspress/core/theme-original'],
};

/** An official plugin package, whose page is `plugin/official-plugins/<name>`. */
const PLUGIN_PACKAGE = /^@rspress\/plugin-([\w-]+)$/;
/** The folder of the official plugins' pages. */
const PLUGIN_PAGES = 'plugin/official-plugins';

/** A field name directly under a row's prefix: `hideNavbar`, not `footer.message`. */
const FIELD = /^[\w$]+$/;

/**
 * The page and heading that document a key, from the mapping's data alone (no compiler), or
 * undefined for a name the reference has no entry for (a Rsbuild option, a nested field).
 */
export function targetOf(key: NameKey): Target | undefined {
  const [family, ...rest] = key.split(':');
  if (family === 'export') {
    const name = rest.pop() ?? '';
    const specifier = rest.join(':');
    const row = MAPPING.find((r) => r.exports && r.module === specifier && r.filter?.(name));
    if (row) return { page: row.page, id: optionId(name), name, mapped: true };
    for (const spec of ENTRY_POINTS) {
      if (!SPECIFIERS[spec.entry]?.includes(specifier)) continue;
      for (const [page, items] of Object.entries(spec.pages ?? {}))
        if (items.includes(name)) return { page, id: optionId(name), name, mapped: false };
    }
    // A plugin package's function: its page, as a whole (the section '' is the page's summary).
    const plugin = PLUGIN_PACKAGE.exec(specifier)?.[1];
    if (plugin) return { page: `${PLUGIN_PAGES}/${plugin}`, id: '', name, mapped: false };
    return undefined;
  }
  const path = rest.join(':');
  let best: { page: string; prefix: string } | undefined;
  for (const row of MAPPING) {
    const isFamily =
      family === 'plugin' ? row.type === PLUGIN_TYPE : CONFIG_TYPES.has(row.type ?? '');
    if (!isFamily || row.exports) continue;
    const prefix = row.prefix ?? (row.path ? `${row.path}.` : '');
    const field = path.slice(prefix.length);
    if (!path.startsWith(prefix) || !FIELD.test(field)) continue;
    if (row.pick && !row.pick.includes(field)) continue;
    if (row.omit?.includes(field)) continue;
    if (!best || prefix.length > best.prefix.length) best = { page: row.page, prefix };
  }
  return best && { page: best.page, id: optionId(path), name: path, mapped: true };
}

/** lang → page → its title and sections, for every page a target can point to. */
export function readReference(
  docsDir: string,
  langs: readonly string[],
): Map<string, Map<string, PageSections>> {
  const pageNames = new Set(MAPPING.map((row) => row.page));
  // The official plugins' pages, whose summaries the plugin functions show.
  const pluginPages = join(docsDir, langs[0] ?? '', PLUGIN_PAGES);
  if (existsSync(pluginPages))
    for (const file of readdirSync(pluginPages))
      if (file.endsWith('.mdx')) pageNames.add(`${PLUGIN_PAGES}/${file.slice(0, -'.mdx'.length)}`);
  for (const spec of ENTRY_POINTS)
    for (const page of Object.keys(spec.pages ?? {})) pageNames.add(page);
  const pages = new Map<string, Map<string, PageSections>>();
  for (const lang of langs) {
    const byPage = new Map<string, PageSections>();
    for (const page of [...pageNames].sort()) {
      let source: string;
      try {
        source = readFileSync(join(docsDir, lang, `${page}.mdx`), 'utf8');
      } catch {
        continue; // A page that does not exist documents nothing: its names get no popup.
      }
      byPage.set(page, pageSections(source, lang));
    }
    pages.set(lang, byPage);
  }
  return pages;
}
