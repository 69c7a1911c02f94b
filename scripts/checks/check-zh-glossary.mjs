// Checks that the Chinese pages (docs/zh) use one rendering per concept: every variant the
// glossary (style/zh-glossary.yaml) rejects is reported with file:line, the concept and the
// rendering to use. Only prose is read (lib/prose.mjs blanks code, URLs and tags).
// Usage: node scripts/checks/check-zh-glossary.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import { proseLines } from '../../lib/prose.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const glossaryPath = join(repoRoot, 'style', 'zh-glossary.yaml');

/**
 * A rejected variant as a global regular expression: `/…/flags` as written, else literal.
 * @param {string} variant
 */
export function variantPattern(variant) {
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
 * @property {GlossaryException[]} allow  justified exceptions
 * @property {GlossaryMeaning | undefined} meaning  how the concept is recognised by meaning
 *   (scripts/checks/check-zh-terms.mjs): its English terms, its one Chinese term and the variants
 */

/**
 * A justified exception: a line of a page (`text`, for the line check) or a section of a page
 * (`section`, its id, for the check by meaning).
 * @typedef {{ file: string, why: string, text?: string, section?: string }} GlossaryException
 */

/**
 * @typedef {object} GlossaryMeaning
 * @property {{ source: string, pattern: RegExp }[]} en  the concept's terms in English
 * @property {{ source: string, pattern: RegExp }[]} zh  the one Chinese term (its written forms)
 * @property {{ source: string, pattern: RegExp }[]} variants  Chinese words that mean the same
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
    (
      /** @type {Partial<Record<keyof GlossaryEntry | keyof GlossaryMeaning, unknown>> | null} */ entry,
      index,
    ) => {
      const where = `glossary entry ${index + 1} (${entry?.concept ?? 'no concept'})`;
      const { concept, use, why, reject, allow = [], en, zh, variants = [] } = entry ?? {};
      if (typeof concept !== 'string' || typeof use !== 'string')
        throw new Error(`${where}: needs a "concept" and a "use"`);
      if (!isList(reject) || !reject.every((v) => typeof v === 'string'))
        throw new Error(`${where}: "reject" must be a list of strings`);
      // The reasoning travels with the choice, so a later reviewer can weigh it instead of guessing.
      if (typeof why !== 'string' || !why.trim() || why.includes('\n'))
        throw new Error(`${where}: needs a one-line "why"`);
      if (!isList(allow) || !allow.every(isException))
        throw new Error(`${where}: each "allow" needs a file, a text or a section, and a why`);
      const meaningFields = [en, zh].filter((field) => field !== undefined).length;
      if (meaningFields === 1 || (meaningFields === 0 && isList(variants) && variants.length))
        throw new Error(`${where}: "en", "zh" and "variants" go together ("en" and "zh" at least)`);
      for (const [name, list] of /** @type {const} */ ([
        ['en', en],
        ['zh', zh],
        ['variants', variants],
      ]))
        if (meaningFields && !(isStrings(list) && (name === 'variants' || list.length)))
          throw new Error(`${where}: "${name}" must be a list of strings`);
      // An English term written plainly is a word in any case and form ("eject" finds "Ejected"),
      // outside backticks (`Badge` names a component, not the concept).
      const patterns = (/** @type {unknown} */ list, english = false) =>
        /** @type {string[]} */ (list).map((source) => ({
          source,
          pattern:
            english && !source.startsWith('/')
              ? new RegExp(
                  `(?<![\\w\`.-])${source.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}(?:s|es|ed|ing)?(?![\\w\`])`,
                  'gi',
                )
              : variantPattern(source),
        }));
      return {
        concept,
        use,
        why,
        reject: reject.map((variant) => ({ variant, pattern: variantPattern(variant) })),
        allow,
        meaning: meaningFields
          ? { en: patterns(en, true), zh: patterns(zh), variants: patterns(variants) }
          : undefined,
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
 * @param {unknown} value
 * @returns {value is string[]}
 */
const isStrings = (value) => isList(value) && value.every((item) => typeof item === 'string');

/**
 * An `allow` entry with a file, a why and a text or a section (an id), none of them empty but the
 * section.
 * @param {unknown} value
 * @returns {value is GlossaryException}
 */
function isException(value) {
  const { file, text, section, why } = /** @type {Record<string, unknown>} */ (value ?? {});
  const filled = (/** @type {unknown} */ field) => typeof field === 'string' && field !== '';
  // A section's id may be '': the text before the first `##`.
  return filled(file) && filled(why) && (filled(text) || typeof section === 'string');
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
        ({ file: allowedFile, text }) =>
          allowedFile === file && text !== undefined && rawLines[index].includes(text),
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
 * @returns {import('../../lib/check-report.mjs').CheckReport}
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
