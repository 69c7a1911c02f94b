// Reads Markdown/MDX pages for the prose checks (spelling, heading case, glossary): walks a docs
// folder, and turns a page into its prose lines, with everything that is not prose blanked out.
// Blanking keeps line numbers and columns, so a finding points at the source.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** Every `.md`/`.mdx` file under `dir`, sorted, as absolute paths. */
export function markdownFiles(dir) {
  return readdirSync(dir)
    .flatMap((name) => {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) return markdownFiles(path);
      return /\.mdx?$/.test(name) ? [path] : [];
    })
    .sort();
}

const blank = (text) => text.replace(/[^\n]/g, ' ');

// Non-prose parts of a prose line, in the order they are blanked. Inline code first, so a URL or
// a tag inside backticks goes with the code span.
const NOT_PROSE = [
  /(`+)[^`]*?\1/g, // inline code, including ``double`` backticks
  /<!--.*?-->/g, // HTML comments on one line
  /<\/?[A-Za-z][^<>]*>/g, // HTML/JSX tags with their attributes
  /\]\([^)]*\)/g, // link and image targets: [text](target)
  /^\s*\[[^\]]+\]:\s*\S+.*$/g, // link reference definitions
  /\b[a-z][a-z+.-]*:\/\/\S+/gi, // bare URLs
  /\{#[^}]*\}/g, // explicit heading ids
  /^\s*:::\s*\w*/g, // container markers (:::tip); the title after them stays
  /\{[^{}]*\}/g, // MDX expressions
  /@[\w-]+\/[\w./-]+/g, // scoped package names outside backticks (a heading like ### @scope/name)
  /\b[A-Za-z_$][\w$]*(?:\.[\w$[\]]+)+/g, // dotted paths outside backticks: option names in headings
];

/**
 * Each source line with what it belongs to: `frontmatter` (the `---` block at the top, fences
 * included), `code` (a fenced block, fences included) or `text`. Every check reads a page through
 * this, so they agree on what a fence is.
 */
export function classifyLines(source) {
  const lines = source.split('\n');
  let fence = null;
  let inFrontmatter = lines[0] === '---';
  return lines.map((line, index) => {
    if (inFrontmatter) {
      if (index > 0 && line === '---') inFrontmatter = false;
      return { line, number: index + 1, kind: 'frontmatter' };
    }
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length)
        fence = null;
      return { line, number: index + 1, kind: 'code' };
    }
    if (fenceMatch) fence = fenceMatch[1];
    return { line, number: index + 1, kind: fenceMatch ? 'code' : 'text' };
  });
}

/**
 * The prose of a page, one string per source line (same count), with code blocks, frontmatter
 * keys, inline code, URLs, link targets, tags, MDX imports/exports and heading ids blanked.
 */
export function proseLines(source) {
  return classifyLines(source).map(({ line, kind }) => {
    if (kind === 'code' || /^(---|import\s|export\s)/.test(line)) return blank(line);
    // Frontmatter values are prose (a description is read by people); keys are not.
    if (kind === 'frontmatter')
      return line.replace(/^(\s*(?:-\s+)?)([\w-]+:)/, (_, indent, key) => indent + blank(key));
    return NOT_PROSE.reduce((text, pattern) => text.replace(pattern, blank), line);
  });
}

/** The headings of a page outside code: level, text without the `{#id}`, and line number. */
export function headings(source) {
  return classifyLines(source).flatMap(({ line, number, kind }) => {
    const heading = kind === 'text' && /^(#{1,6})\s+(.*?)\s*(?:\{#[^}]*\})?\s*$/.exec(line);
    return heading ? [{ level: heading[1].length, text: heading[2], line: number }] : [];
  });
}

/**
 * A word list a writer edits: one entry per line, `#` starts a comment. An entry may be a name of
 * several words (`GitHub Pages`).
 */
export function readWordList(text) {
  return text
    .split('\n')
    .map((line) => line.replace(/#.*/, '').trim())
    .filter(Boolean);
}
