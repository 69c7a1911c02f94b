/**
 * The sections of this site's own reference, read from the pages in one language: each heading's
 * id with the first sentence of the paragraph under it, which becomes a popup's description.
 */
import { frontmatterData } from '../../lib/frontmatter.mjs';
import { headings } from '../../lib/lines.mjs';
import { lineJoiner, proseOf, toLang } from '../../site/languages.mjs';

export interface Section {
  /** 1-based line of the heading in its page. */
  line: number;
  /** Plain text with `code` spans kept as backticks; one sentence. */
  description: string;
}

/** A name documented by a table row (`| \`defineConfig\` | … | Returns its argument. |`). */
export interface RowSection extends Section {
  /** The id of the section the table is in: the link of the popup. */
  id: string;
}

export interface PageSections {
  title: string;
  byId: Map<string, Section>;
  /** Names without a heading of their own, each in the first column of a table row. */
  byName: Map<string, RowSection>;
}

/** A table row whose first cell is one name in code: `| \`name\` | … | description |`. */
const NAME_ROW = /^\|\s*`([\w$]+)`\s*\|/;

/** The cells of a table row, a `\|` inside a cell kept. */
const cells = (row: string) =>
  row
    .replace(/^\s*\||\|\s*$/g, '')
    .split(/(?<!\\)\|/)
    .map((cell) => cell.trim());

/** A list item, table row, container, HTML/JSX or import line: not the prose of an entry. */
const NOT_PROSE = /^\s*(?:[-*+]\s|\d+\.\s|\||:::|<|import\s|export\s|!\[)/;

/** The first sentence of a paragraph: up to the first full stop outside a code span. */
export function firstSentence(paragraph: string): string {
  let inCode = false;
  for (let i = 0; i < paragraph.length; i++) {
    const char = paragraph[i];
    if (char === '`') inCode = !inCode;
    if (inCode) continue;
    if (char === '。') return paragraph.slice(0, i + 1);
    if (char === '.' && (i + 1 === paragraph.length || paragraph[i + 1] === ' ')) {
      // "e.g." and "i.e." end no sentence.
      if (/\b(?:e\.g|i\.e|etc)$/.test(paragraph.slice(0, i))) continue;
      return paragraph.slice(0, i + 1);
    }
  }
  return paragraph;
}

/** Markdown links and emphasis reduced to their text; code spans stay as written. */
export function plainInline(text: string): string {
  return text
    .replace(/!?\[([^\]]*)\]\([^)]*\)/g, '$1')
    .split(/(`[^`]*`)/)
    .map((part, i) =>
      i % 2
        ? part
        : part.replace(/\*\*([^*]+)\*\*/g, '$1').replace(/(^|[^\w*])\*([^*\s][^*]*)\*/g, '$1$2'),
    )
    .join('');
}

/** The title and the sections of one page (`## ` and `### ` headings with an explicit id). */
export function pageSections(source: string, lang: string): PageSections {
  const lines = source.split('\n');
  const all = headings(source);
  const title = all.find((h) => h.level === 1)?.text.trim() ?? '';
  const byId = new Map<string, Section>();
  const byName = new Map<string, RowSection>();
  // The rows of a table document their names in the section the table is in.
  let sectionId: string | undefined;
  for (const [index, text] of lines.entries()) {
    const heading = all.find((h) => h.line === index + 1);
    if (heading && heading.level >= 2 && heading.id) sectionId = heading.id;
    const name = NAME_ROW.exec(text)?.[1];
    if (!name || !sectionId || byName.has(name)) continue;
    const description = firstSentence(plainInline(cells(text).at(-1) ?? '')).trim();
    if (description) byName.set(name, { line: index + 1, description, id: sectionId });
  }
  // The section '' is the page as a whole: the first sentence of its frontmatter description.
  const summary = frontmatterData(source)?.description;
  if (typeof summary === 'string' && summary) {
    const [clause] = firstSentence(plainInline(summary)).split(/[;；]/);
    byId.set('', {
      line: 1,
      description: /[.。]$/.test(clause)
        ? clause
        : `${clause}${proseOf(toLang(lang)) === 'chinese' ? '。' : '.'}`,
    });
  }
  for (const heading of all) {
    if (heading.level < 2 || heading.level > 3 || !heading.id) continue;
    const paragraph: string[] = [];
    for (let i = heading.line; i < lines.length; i++) {
      const text = lines[i];
      if (/^\s*(?:#{1,6}\s|```|~~~)/.test(text)) break;
      if (!text.trim()) {
        if (paragraph.length) break;
        continue;
      }
      if (!paragraph.length && NOT_PROSE.test(text)) continue;
      paragraph.push(text.trim());
    }
    if (!paragraph.length) continue;
    const joined = paragraph.join(lineJoiner(toLang(lang)));
    byId.set(heading.id, {
      line: heading.line,
      description: firstSentence(plainInline(joined)).trim(),
    });
  }
  return { title, byId, byName };
}
