/**
 * One section of a page's Markdown twin: from its heading line to the next heading of the same or
 * a higher level, outside code blocks. Works with twins whose headings end in `\{#id}` and with
 * twins without ids, where the heading is found by its text.
 */
import { closesFence, type Fence, openingFence } from '../../../core/fences.mjs';

/** The heading a reader asked for, as the page shows it. */
export interface SectionHeading {
  id: string;
  depth: number;
  /** The heading's text as shown (no Markdown). */
  text: string;
}

interface HeadingLine {
  line: number;
  depth: number;
  id?: string;
  text: string;
}

/** Inline Markdown reduced to the text a reader sees: code ticks, emphasis and links unwrapped. */
const plain = (markdown: string) =>
  markdown
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*_]/g, '')
    .replace(/\\(.)/g, '$1')
    .replace(/\s+/g, ' ')
    .trim();

/** The ATX headings of a Markdown text outside its code blocks. */
export function headingLines(lines: string[]): HeadingLine[] {
  const headings: HeadingLine[] = [];
  let fence: Fence | undefined;
  lines.forEach((line, index) => {
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      return;
    }
    fence = openingFence(line);
    const match = fence ? null : /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (!match) return;
    const idMatch = /\s*\\?\{#([^}]+)\}$/.exec(match[2]);
    const title = idMatch ? match[2].slice(0, idMatch.index) : match[2];
    headings.push({ line: index, depth: match[1].length, id: idMatch?.[1], text: plain(title) });
  });
  return headings;
}

/**
 * The section's Markdown, or undefined when the twin has no such heading. Among headings of the
 * same text and level without ids, the `occurrence`-th (from 0) is taken.
 */
export function sectionMarkdown(
  markdown: string,
  heading: SectionHeading,
  occurrence = 0,
): string | undefined {
  const lines = markdown.split('\n');
  const headings = headingLines(lines);
  const sameLevel = headings.filter((h) => h.depth === heading.depth);
  const start =
    sameLevel.find((h) => h.id === heading.id) ??
    sameLevel.filter((h) => h.id === undefined && h.text === plain(heading.text))[occurrence];
  if (!start) return undefined;
  const end = headings.find((h) => h.line > start.line && h.depth <= start.depth);
  return lines
    .slice(start.line, end?.line ?? lines.length)
    .join('\n')
    .trimEnd();
}
