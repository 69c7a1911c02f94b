// Reading the API reference pages: the `###` entries with their Type and Default lines, the names
// in code spans, and the rows of tables. Code blocks and frontmatter are skipped, as
// lib/lines.mjs defines them.
//
// Entry shape on the pages (the same in both languages):
//   ### markdown.showLineNumbers {#markdown-show-line-numbers}
//   - Type: `boolean`            (zh: - 类型：`boolean`)
//   - Default: `false`           (zh: - 默认值：`false`)
// A bold label instead of a list item is read too: `**Type:** `string`` (zh: `**类型：**`string``).
// Every `###` heading on a checked page is an entry; its text is the option path and its id is
// `optionId(path)`. `##` headings group entries; `####` headings may structure an entry.
import { classifyLines } from '../lines.mjs';

/**
 * @typedef {object} DocumentedOption
 * @property {string} name  the heading's text without backticks: the option path
 * @property {string | null} id  the explicit `{#id}`, or null
 * @property {number} line
 * @property {string | null} type  the text after `Type:`, or null when the entry has none
 * @property {string | null} default  the text after `Default:`, or null
 */

/**
 * The heading id of an option path: lower-kebab, `.` and `[]` become one hyphen.
 * @param {string} path
 */
export function optionId(path) {
  return path
    .replace(/\[\]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/** @type {Record<'type' | 'default', RegExp>} */
const LABELS = {
  type: /^(?:[-*]\s*|\*\*)(?:Type|类型)\s*[:：]\s*(?:\*\*\s*)?(.*)$/,
  default: /^(?:[-*]\s*|\*\*)(?:Default|默认值)\s*[:：]\s*(?:\*\*\s*)?(.*)$/,
};
const FIELDS = /** @type {const} */ (['type', 'default']);

/**
 * The entries of one page: every `###` heading with its id, and the Type/Default lines that
 * follow it before the next heading of level 1–3.
 * @param {string} source
 * @returns {DocumentedOption[]}
 */
export function documentedOptions(source) {
  /** @type {DocumentedOption[]} */
  const entries = [];
  /** @type {DocumentedOption | null} */
  let current = null;
  for (const { text, number, kind } of classifyLines(source)) {
    if (kind !== 'text') continue;
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/.exec(text);
    if (heading && heading[1].length <= 3) {
      current = null;
      if (heading[1].length === 3) {
        const name = heading[2].replace(/`/g, '').trim();
        current = { name, id: heading[3] ?? null, line: number, type: null, default: null };
        entries.push(current);
      }
      continue;
    }
    if (!current) continue;
    for (const field of FIELDS) {
      const match = LABELS[field].exec(text.trim());
      if (match && current[field] === null) current[field] = match[1].trim();
    }
  }
  return entries;
}

/**
 * Quotes and spacing do not matter when comparing defaults: `'/'` equals `"/"`.
 * @param {string} value
 */
export function normalizeValue(value) {
  return value
    .trim()
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*([[\]{}(),:])\s*/g, '$1');
}

/**
 * The value a Default line states: its first code span, or the whole text without one.
 * @param {string | null} line
 * @returns {string | null}
 */
export function statedDefault(line) {
  if (line === null) return null;
  const code = /`([^`]+)`/.exec(line);
  return normalizeValue(code ? code[1] : line);
}

/**
 * The names a page mentions in inline code spans outside fenced code, or as a whole heading, with
 * the first line of each: `Badge`, `useEditLink()`, `<Tabs>` and `<Tab />` give Badge,
 * useEditLink, Tabs, Tab.
 * @param {string} source
 * @returns {Map<string, number>}
 */
export function codeSpanNames(source) {
  /** @type {Map<string, number>} */
  const names = new Map();
  for (const { text, number, kind } of classifyLines(source)) {
    if (kind !== 'text') continue;
    // A heading that is only a name (`### usePage {#use-page}`) names it as well.
    const heading = /^#{1,6}\s+`?([A-Za-z_$][\w$]*)`?\s*(?:\{#[^}]+\})?\s*$/.exec(text)?.[1];
    if (heading && !names.has(heading)) names.set(heading, number);
    for (const span of text.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      const name = /^<?\/?\s*([A-Za-z_$][\w$]*)/.exec(span[2].trim())?.[1];
      if (name && !names.has(name)) names.set(name, number);
    }
  }
  return names;
}

/**
 * Table rows of a page: the code spans of each cell, with the line.
 * @param {string} source
 * @returns {{ line: number, cells: string[][] }[]}
 */
export function tableRows(source) {
  return classifyLines(source)
    .filter(({ text, kind }) => kind === 'text' && text.trim().startsWith('|'))
    .map(({ text, number }) => ({
      line: number,
      cells: text
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) =>
          [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/^["']|["']$/g, '')),
        ),
    }));
}
