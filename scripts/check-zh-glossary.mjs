// Checks that the Chinese pages (docs/zh) use one rendering per concept: every variant the
// glossary (style/zh-glossary.yaml) rejects is reported with file:line, the concept and the
// rendering to use. Only prose is read (lib/prose.mjs blanks code, URLs and tags).
// Usage: node scripts/check-zh-glossary.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { runAsCommand } from '../lib/check-report.mjs';
import { markdownFiles } from '../lib/files.mjs';
import { proseLines } from '../lib/prose.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const glossaryPath = join(repoRoot, 'style', 'zh-glossary.yaml');

/**
 * A rejected variant as a global regular expression: `/…/flags` as written, else literal.
 * @param {string} variant
 */
function variantPattern(variant) {
  const regex = /^\/(.+)\/([a-z]*)$/.exec(variant);
  if (regex) return new RegExp(regex[1], `${regex[2].replace('g', '')}g`);
  return new RegExp(variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
}

/**
 * @typedef {object} GlossaryEntry
 * @property {string} concept
 * @property {string} use  the rendering to use
 * @property {string} why  one line of reasoning for the choice
 * @property {{ variant: string, pattern: RegExp }[]} reject
 * @property {{ file: string, text: string, why: string }[]} allow  justified exceptions
 */

/**
 * @typedef {object} GlossaryFinding
 * @property {number} line    1-based
 * @property {number} column  1-based
 * @property {string} found   the rejected text as written
 * @property {string} concept
 * @property {string} use
 */

/**
 * Parses and validates the glossary; a malformed entry throws with its position.
 * @param {string} text  the YAML of style/zh-glossary.yaml
 * @returns {GlossaryEntry[]}
 */
export function parseGlossary(text) {
  /** @type {unknown} */
  const entries = parse(text);
  if (!Array.isArray(entries)) throw new Error('the glossary must be a list of entries');
  return entries.map(
    (/** @type {Partial<Record<keyof GlossaryEntry, unknown>> | null} */ entry, index) => {
      const where = `glossary entry ${index + 1} (${entry?.concept ?? 'no concept'})`;
      const { concept, use, why, reject, allow = [] } = entry ?? {};
      if (typeof concept !== 'string' || typeof use !== 'string')
        throw new Error(`${where}: needs a "concept" and a "use"`);
      if (!isList(reject) || !reject.every((v) => typeof v === 'string'))
        throw new Error(`${where}: "reject" must be a list of strings`);
      // The reasoning travels with the choice, so a later reviewer can weigh it instead of guessing.
      if (typeof why !== 'string' || !why.trim() || why.includes('\n'))
        throw new Error(`${where}: needs a one-line "why"`);
      if (!isList(allow) || !allow.every(isException))
        throw new Error(`${where}: each "allow" needs a file, a text and a why`);
      return {
        concept,
        use,
        why,
        reject: reject.map((variant) => ({ variant, pattern: variantPattern(variant) })),
        allow,
      };
    },
  );
}

/**
 * @param {unknown} value
 * @returns {value is unknown[]}
 */
const isList = (value) => Array.isArray(value);

/**
 * An `allow` entry with a file, a text and a why, none of them empty.
 * @param {unknown} value
 * @returns {value is GlossaryEntry['allow'][number]}
 */
function isException(value) {
  const { file, text, why } = /** @type {Record<string, unknown>} */ (value ?? {});
  return [file, text, why].every((field) => typeof field === 'string' && field !== '');
}

/**
 * Findings for one page, in source order.
 * @param {string} source
 * @param {GlossaryEntry[]} glossary
 * @param {string} [file]  the page's path under docs/zh, which selects the `allow` entries
 * @returns {GlossaryFinding[]}
 */
export function checkGlossary(source, glossary, file = '') {
  const rawLines = source.split('\n');
  return proseLines(source).flatMap((prose, index) =>
    glossary.flatMap((entry) => {
      const allowed = entry.allow.some(
        (exception) => exception.file === file && rawLines[index].includes(exception.text),
      );
      if (allowed) return [];
      return entry.reject.flatMap(({ pattern }) =>
        // A fresh copy: matchAll starts at the pattern's lastIndex, which a caller's test() may move.
        [...prose.matchAll(new RegExp(pattern))].map((match) => ({
          line: index + 1,
          column: (match.index ?? 0) + 1,
          found: match[0],
          concept: entry.concept,
          use: entry.use,
        })),
      );
    }),
  );
}

/**
 * The check's report over the Chinese pages.
 * @param {string} [dir]  the Chinese language folder
 * @returns {import('../lib/check-report.mjs').CheckReport}
 */
export function zhGlossaryReport(dir = join(repoRoot, 'docs', 'zh')) {
  const glossary = parseGlossary(readFileSync(glossaryPath, 'utf8'));
  const files = markdownFiles(dir);
  const findings = files.flatMap((file) => {
    const page = relative(dir, file).split('\\').join('/');
    return checkGlossary(readFileSync(file, 'utf8'), glossary, page).map(
      (finding) =>
        `${relative(repoRoot, file)}:${finding.line}:${finding.column}  "${finding.found}" → ${finding.use} (${finding.concept})`,
    );
  });
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} glossary finding(s). Use the rendering after →, or add a justified "allow" to ${relative(repoRoot, glossaryPath)}.`
      : `Chinese glossary: ${files.length} files in ${relative(repoRoot, dir)}, ${glossary.length} concepts, no rejected variant.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => zhGlossaryReport(dir && resolve(dir)));
}
