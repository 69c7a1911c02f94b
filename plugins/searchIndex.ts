/**
 * Writes the compact search index (core/search/compactIndex.ts) beside each of the theme's own
 * index files, in the same build step, so the panel downloads the smaller file. The theme's file
 * stays as Rspress writes it.
 *
 * The code blocks of a page are known here only from its Markdown source (`_flattenContent`, the
 * page with its imported fragments inlined): their text is cut out of the prose and the words
 * they add to the page are kept apart, searchable but not shown.
 */

// Types only (erased): the Rspack that @rspress/core builds with, pinned in package.json overrides.
import type { Compiler } from '@rspack/core';
import type { PageIndexInfo, RspressPlugin } from '@rspress/core';
import { inlineMarkdownText } from '../core/inlineMarkdown';
import {
  COMPACT_INDEX_FORMAT,
  type CompactHeading,
  type CompactIndex,
  type CompactPage,
  compactIndexName,
} from '../core/search/compactIndex';
import { packTerms } from '../core/search/pageIndex';
import { searchDocOf } from '../core/search/searchDoc';
import { cjkRuns, latinTerms } from '../core/search/tokens';
import { SEARCH_INDEX_BUDGET } from './budgets';

const FENCE_OPEN = /^( *)(`{3,}|~{3,})/;
const FENCE_CLOSE = /^ *(`{3,}|~{3,})\s*$/;
/** The lines Rspress drops from code blocks in its search text (container and alert markers). */
const SEARCH_MARKER = /^\s*(?::::\s*\w+\s*.*|:::\s*|\[!\w+\]\s*)$/;

/** Rspress 2.0.22 deletes what this matches from the whole source, code blocks included. */
const IMPORT_STATEMENT = /import\s+(.*?)\s+from\s+(['"])(.*?)(?:"|');?/gm;

/** The text of each fenced code block of a Markdown source, as Rspress puts it in the index. */
export function fencedCode(markdown: string): string[] {
  const blocks: string[] = [];
  let open: { indent: number; fence: string } | undefined;
  let lines: string[] = [];
  const source = markdown.replace(IMPORT_STATEMENT, '').replace(/\r\n/g, '\n');
  for (const line of source.split('\n')) {
    if (!open) {
      const start = FENCE_OPEN.exec(line);
      if (start) {
        open = { indent: start[1].length, fence: start[2] };
        lines = [];
      }
      continue;
    }
    const end = FENCE_CLOSE.exec(line);
    if (end && end[1][0] === open.fence[0] && end[1].length >= open.fence.length) {
      blocks.push(
        lines
          .filter((text) => !SEARCH_MARKER.test(text))
          .join('\n')
          .trim(),
      );
      open = undefined;
      continue;
    }
    const indent = line.length - line.trimStart().length;
    lines.push(line.slice(Math.min(open.indent, indent)));
  }
  return blocks.filter(Boolean);
}

/** The words of the code that the prose lacks: identifiers by their index terms, CJK by runs. */
function codeWords(code: string[], prose: string): string {
  const proseTerms = new Set(latinTerms(prose));
  const words = new Set<string>();
  for (const block of code) {
    for (const [word] of block.matchAll(/[A-Za-z_$][\w$]{2,}/g)) {
      if (latinTerms(word, false).some((term) => !proseTerms.has(term))) words.add(word);
    }
    for (const run of cjkRuns(block)) if (!prose.includes(run)) words.add(run);
  }
  return [...words].sort().join(' ');
}

/** A page of the theme's index in the compact shape; `code` are its code blocks' texts. */
export function compactPage(page: PageIndexInfo, code: string[]): CompactPage {
  const content = page.content ?? '';
  // Cut each block where it occurs, in order, with the blank line after it.
  const cuts: [number, number][] = [];
  let from = 0;
  for (const block of code) {
    const at = content.indexOf(block, from);
    if (at === -1) continue;
    let end = at + block.length;
    while (end < content.length && end < at + block.length + 2 && content[end] === '\n') end++;
    cuts.push([at, end]);
    from = end;
  }
  let prose = '';
  let last = 0;
  for (const [at, end] of cuts) {
    prose += content.slice(last, at);
    last = end;
  }
  prose += content.slice(last);
  const shifted = (offset: number) =>
    offset - cuts.reduce((sum, [at, end]) => sum + (end <= offset ? end - at : 0), 0);
  // Titles and headings as the reader sees them: the panel prints them as text.
  const headings: CompactHeading[] = (page.toc ?? []).map((heading) => [
    inlineMarkdownText(heading.text),
    heading.id,
    heading.depth,
    heading.charIndex < 0 ? -1 : shifted(heading.charIndex),
  ]);
  const removed = cuts.map(([at, end]) => content.slice(at, end));
  return [
    page.routePath,
    inlineMarkdownText(page.title ?? ''),
    page.description ?? '',
    headings,
    prose,
    codeWords(removed, prose),
  ];
}

const THEME_INDEX = /^static\/search_index\.[^/]*\.json$/;
const COMPACT = new RegExp(`\\.c${COMPACT_INDEX_FORMAT}\\.json$`);

/** The compact index of some pages, with the index of their words (made here, not in the browser). */
function indexOfPages(pages: PageIndexInfo[], codeByRoute: Map<string, string[]>): CompactIndex {
  const compact = pages.map((page) => compactPage(page, codeByRoute.get(page.routePath) ?? []));
  return {
    format: COMPACT_INDEX_FORMAT,
    pages: compact,
    ...packTerms(compact.map(searchDocOf)),
  };
}

/** The compact file for one theme index file; `codeByRoute` holds each page's code blocks. */
export function compactIndex(themeIndex: string, codeByRoute: Map<string, string[]>): string {
  return JSON.stringify(indexOfPages(JSON.parse(themeIndex) as PageIndexInfo[], codeByRoute));
}

/**
 * The build error for a compact index over its budget (plugins/budgets.ts), naming the language
 * and its largest pages, or undefined when it fits.
 */
export function indexBudgetError(
  assetName: string,
  source: string,
  budget = SEARCH_INDEX_BUDGET,
): string | undefined {
  const bytes = Buffer.byteLength(source, 'utf8');
  if (bytes <= budget) return undefined;
  const lang = /^static\/search_index\.([^.]+)\./.exec(assetName)?.[1] ?? assetName;
  const { pages } = JSON.parse(source) as CompactIndex;
  const largest = pages
    .map((page) => ({ route: page[0], bytes: Buffer.byteLength(JSON.stringify(page), 'utf8') }))
    .sort((a, b) => b.bytes - a.bytes)
    .slice(0, 3)
    .map(({ route, bytes }) => `${route} (${Math.round(bytes / 1000)} KB)`);
  return `The search index of language "${lang}" is ${Math.round(bytes / 1000)} KB, over the ${Math.round(budget / 1000)} KB budget of plugins/budgets.ts. Largest pages: ${largest.join(', ')}.`;
}

export function pluginSearchIndex(): RspressPlugin {
  const codeByRoute = new Map<string, string[]>();
  return {
    name: 'search-index',
    modifySearchIndexData(pages) {
      for (const page of pages)
        codeByRoute.set(page.routePath, fencedCode(page._flattenContent ?? ''));
      // Checked here, before any page is rendered, on the pages each language's file will hold
      // (Rspress leaves home pages and `search: false` out of it).
      const errors = [...new Set(pages.map(({ lang }) => lang))].flatMap((lang) => {
        const indexed = pages.filter(
          (page) =>
            page.lang === lang &&
            page.frontmatter?.pageType !== 'home' &&
            page.frontmatter?.search !== false,
        );
        const index = indexOfPages(indexed, codeByRoute);
        return indexBudgetError(`static/search_index.${lang}.json`, JSON.stringify(index)) ?? [];
      });
      if (errors.length) throw new Error(errors.join('\n'));
    },
    builderConfig: {
      tools: {
        rspack: (_config, { appendPlugins, rspack }) => {
          appendPlugins({
            name: 'search-index',
            apply(compiler: Compiler) {
              compiler.hooks.thisCompilation.tap('search-index', (compilation) => {
                // After the theme emits its own index files (REPORT stage).
                const stage = rspack.Compilation.PROCESS_ASSETS_STAGE_REPORT + 1;
                compilation.hooks.processAssets.tap({ name: 'search-index', stage }, () => {
                  for (const asset of compilation.getAssets()) {
                    if (!THEME_INDEX.test(asset.name) || COMPACT.test(asset.name)) continue;
                    const source = compactIndex(asset.source.source().toString(), codeByRoute);
                    compilation.emitAsset(
                      compactIndexName(asset.name),
                      new rspack.sources.RawSource(source),
                    );
                  }
                });
              });
            },
          });
        },
      },
    },
  };
}
