/**
 * The code languages the pages use, for Shiki to load before it highlights any page.
 *
 * Rspress 2.0.22 loads Shiki languages lazily, when a page first names them, into one highlighter
 * shared by every page compiled at the same time. The grammars of `md` and `mdx` blocks embed
 * other languages (the YAML of a frontmatter, the code of a fence) only if those are already
 * loaded, so a ```md block came out with its frontmatter highlighted or plain depending on
 * whether a page with a ```yaml block happened to compile first. With every language the pages
 * name loaded up front, nothing is loaded later and every build highlights alike.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type BundledLanguage, bundledLanguages } from 'shiki';

/** Fence openers, nested ones included: a superset of the languages in use is just as stable. */
const FENCE_LANGUAGE = /^[ \t>]*(?:`{3,}|~{3,})[ \t]*([\w+#.-]+)/gm;

/** Every language named after a code fence in the Markdown and MDX files under `docsDir`. */
export function fenceLanguages(docsDir: string): BundledLanguage[] {
  const names = new Set<string>();
  for (const file of readdirSync(docsDir, { recursive: true, encoding: 'utf8' })) {
    if (!/\.mdx?$/.test(file)) continue;
    for (const [, name] of readFileSync(join(docsDir, file), 'utf8').matchAll(FENCE_LANGUAGE))
      names.add(name.toLowerCase());
  }
  // `text`, `tree` and the like are not Shiki languages: they stay plain text either way.
  return [...names]
    .filter((name): name is BundledLanguage => Object.hasOwn(bundledLanguages, name))
    .sort();
}
