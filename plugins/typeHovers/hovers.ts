/**
 * The popups of every page: each annotated identifier with its type, the one-line description
 * of its section in the page's language, and the link to that section. A name the reference lists
 * in a table row instead of under a heading of its own (`defineConfig` in the Node API table) takes
 * the row's description and the section the table is in. A name whose section has
 * disappeared while the coverage mapping still requires it stops the build with the page, line,
 * block and identifier, instead of publishing an empty popup.
 */
import { type Lang, langPrefix, langs } from '../../site/languages.mjs';
import type { Analysis } from './analyze.mjs';
import { readReference, type Target, targetOf } from './reference';

export interface Hover {
  line: number;
  column: number;
  length: number;
  /** Same key → same popup within a block. */
  key: string;
  type: string;
  description: string;
  href: string;
  /** The linked page's title, the link's text. */
  pageTitle: string;
}

export interface HoverBlock {
  code: string;
  hovers: Hover[];
}

/** The URL of a section in a language (`/zh/…` on Chinese pages, no prefix in the default). */
export const sectionHref = (lang: Lang, target: Target) =>
  `${langPrefix(lang)}/${target.page}${target.id ? `#${target.id}` : ''}`;

export class StaleHoverError extends Error {}

/**
 * The hovers of every page under `docsDir` (keys: page paths relative to it, `en/guide/….mdx`),
 * from the analysis of its examples (`analyzeDocs`, run in a worker during a build).
 * `docsLabel` is how messages name the folder (`docs`).
 */
export function pageHovers(
  docsDir: string,
  analysis: Analysis,
  docsLabel = 'docs',
): Map<string, HoverBlock[]> {
  const reference = readReference(docsDir, langs);
  // A name of the coverage mapping that the installed types have must keep its section.
  const isRequired = (target: Target) =>
    target.mapped && Boolean(analysis.required.get(target.page)?.has(target.name));
  const problems: string[] = [];
  const result = new Map<string, HoverBlock[]>();
  for (const [page, blocks] of analysis.pages) {
    const lang = page.split('/')[0] as Lang;
    const sections = reference.get(lang);
    if (!sections) continue;
    const pageBlocks: HoverBlock[] = [];
    for (const block of blocks) {
      const hovers: Hover[] = [];
      for (const annotation of block.annotations) {
        const target = targetOf(annotation.key);
        if (!target) continue;
        const page_ = sections.get(target.page);
        const headed = page_?.byId.get(target.id);
        // A name without a heading of its own is documented by its row in a table.
        const row = headed || target.mapped ? undefined : page_?.byName.get(target.name);
        const section = headed ?? row;
        if (!page_ || !section?.description) {
          if (isRequired(target))
            problems.push(
              `${docsLabel}/${page}:${block.line + annotation.line}: code block ${block.index + 1}, identifier "${annotation.text}" (${target.name}): its section #${target.id} is missing from ${docsLabel}/${lang}/${target.page}.mdx`,
            );
          continue;
        }
        if (!annotation.type) {
          problems.push(
            `${docsLabel}/${page}:${block.line + annotation.line}: code block ${block.index + 1}, identifier "${annotation.text}" (${target.name}): the compiler gives it no type`,
          );
          continue;
        }
        hovers.push({
          line: annotation.line,
          column: annotation.column,
          length: annotation.length,
          key: annotation.key,
          type: annotation.type,
          description: section.description,
          href: sectionHref(lang, row ? { ...target, id: row.id } : target),
          pageTitle: page_.title,
        });
      }
      if (hovers.length) pageBlocks.push({ code: block.code, hovers });
    }
    if (pageBlocks.length) result.set(page, pageBlocks);
  }
  if (problems.length)
    throw new StaleHoverError(
      `Type hovers: ${problems.length} identifier(s) of code examples point to a section that no longer exists:\n  ${problems.join('\n  ')}`,
    );
  return result;
}
