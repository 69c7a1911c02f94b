// One word per concept, read by meaning: each section of a Chinese page is read beside the section
// of its English twin with the same id (the text before the first `##` is the section ''). Where
// the English uses a concept's term (the `en` of an entry of style/zh-glossary.yaml), the Chinese
// section must use the one Chinese term (`zh`): it is reported when it uses a variant that means
// the same (`variants`), or none of the listed words at all (a new variant the glossary does not
// know yet). A variant that is another concept's own term (选项 is the term of a command-line
// flag and the variant of a config option) is reported only when the Chinese uses it more often
// than the English uses that other concept's terms.
// Usage: node scripts/checks/check-zh-terms.mjs [zh folder]
// (the English twin is its sibling folder)
import { existsSync, readFileSync } from 'node:fs';
import { basename, dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import { classifyLines, headings } from '../../lib/lines.mjs';
import { INLINE_CODE, proseLines } from '../../lib/prose.mjs';
import { defaultLang } from '../../site/languages.mjs';
import { glossaryPath, parseGlossary } from './check-zh-glossary.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {import('./check-zh-glossary.mjs').GlossaryEntry} GlossaryEntry
 * @typedef {{ source: string, pattern: RegExp }} TermPattern
 */

/**
 * @typedef {object} Section
 * @property {string} id    the `##` heading's explicit id, '' for the text before the first `##`
 * @property {number} line  1-based line where the section starts
 * @property {string} text  what the check reads: English with inline code kept (a term is often
 *   written beside a name in backticks, "the `llms` option"); Chinese as prose (code blanked)
 */

/**
 * An English line as the check reads it: code blocks, MDX imports, link targets, heading ids and
 * tags are not words a reader sees. An inline code span stays when it is a name (`llms`, `themeConfig.nav`), so
 * "the `llms` option" is read as a config option; any other span becomes `code`.
 * @param {import('../../lib/lines.mjs').SourceLine} line
 */
function englishText({ text, kind }) {
  if (kind === 'code' || /^(import|export)\s/.test(text)) return '';
  return text
    .replace(INLINE_CODE, (span) => (/^`[\w.-]+`$/.test(span) ? span : '`code`'))
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\{#[^}]*\}/g, ' ')
    .replace(/<\/?[A-Za-z][^<>]*>/g, ' ');
}

/**
 * The sections of a page that have an id, with the text the check reads.
 * @param {string} source
 * @param {'en' | 'zh'} side
 * @returns {Section[]}
 */
export function readSections(source, side) {
  const lines = side === 'zh' ? proseLines(source) : classifyLines(source).map(englishText);
  const starts = headings(source).filter(({ level }) => level === 2);
  const bounds = [{ id: '', line: 1 }, ...starts.map(({ id, line }) => ({ id, line }))];
  return bounds.flatMap(({ id, line }, index) => {
    if (id === null) return [];
    const end = (bounds[index + 1]?.line ?? lines.length + 1) - 1;
    return [{ id, line, text: lines.slice(line - 1, end).join('\n') }];
  });
}

/**
 * Where the patterns occur in a section: what they matched and on which line of the page.
 * @param {{ text: string, line: number }} section
 * @param {TermPattern[]} patterns
 */
function occurrences({ text, line }, patterns) {
  return patterns
    .flatMap(({ pattern }) =>
      [...text.matchAll(new RegExp(pattern))].map((match) => ({
        word: match[0],
        index: match.index ?? 0,
        line: line + (text.slice(0, match.index).match(/\n/g)?.length ?? 0),
      })),
    )
    .sort((a, b) => a.index - b.index);
}

/**
 * @typedef {object} TermFinding
 * @property {string} section  the section's id ('' before the first `##`)
 * @property {number} line     the line of the first drifting word, or where the section starts
 * @property {number} englishLine  the line of the English term in the English page
 * @property {string} concept
 * @property {string} use      the rendering to use
 * @property {string} english  the English term the section uses
 * @property {string[]} found  the variants the Chinese uses, empty when it uses none of the words
 */

/**
 * The findings for one page: each Chinese section against its English twin.
 * @param {string} enSource  the English page
 * @param {string} zhSource  the Chinese page
 * @param {GlossaryEntry[]} glossary
 * @param {string} [file]  the page's path under the language folder, which selects `allow`
 * @returns {TermFinding[]}
 */
export function checkTerms(enSource, zhSource, glossary, file = '') {
  const english = new Map(readSections(enSource, 'en').map((section) => [section.id, section]));
  const checked = glossary.filter((entry) => entry.meaning);
  return readSections(zhSource, 'zh').flatMap((zh) => {
    const en = english.get(zh.id);
    if (!en) return [];
    return checked.flatMap((entry) => {
      const meaning = /** @type {import('./check-zh-glossary.mjs').GlossaryMeaning} */ (
        entry.meaning
      );
      const termsInEnglish = occurrences(en, meaning.en);
      if (!termsInEnglish.length) return [];
      if (entry.allow.some(({ file: f, section }) => f === file && section === zh.id)) return [];
      const drifting = meaning.variants.flatMap((variant) => {
        const uses = occurrences(zh, [variant]);
        if (!uses.length) return [];
        // Another concept whose own term this variant is: its uses may be that concept.
        const owners = checked.filter(
          (other) =>
            other !== entry && other.meaning?.zh.some(({ source }) => variant.pattern.test(source)),
        );
        // Counted where the English word is not part of this concept's own term ("option" in
        // "the `llms` option" is a config option, not another kind of option).
        const own = termsInEnglish.map(({ index, word }) => [index, index + word.length]);
        const allowedUses = owners
          .flatMap((other) => occurrences(en, other.meaning?.en ?? []))
          .filter(({ index }) => !own.some(([start, end]) => index >= start && index < end)).length;
        return uses.length > allowedUses ? [uses[0]] : [];
      });
      const usesAnyWord = occurrences(zh, [...meaning.zh, ...meaning.variants]).length > 0;
      if (!drifting.length && usesAnyWord) return [];
      return [
        {
          section: zh.id,
          line: drifting[0]?.line ?? zh.line,
          concept: entry.concept,
          use: entry.use,
          english: termsInEnglish[0].word,
          englishLine: termsInEnglish[0].line,
          found: drifting.map(({ word }) => word),
        },
      ];
    });
  });
}

/**
 * One finding as the report prints it.
 * @param {string} where  file and section
 * @param {TermFinding} finding
 */
export function formatTermFinding(where, { concept, use, english, englishLine, found }) {
  const what = found.length
    ? `uses ${found.map((word) => `"${word}"`).join(', ')}`
    : 'uses none of its listed words';
  return `${where}  the English says "${english}" (line ${englishLine}), the Chinese ${what} → ${use} (${concept})`;
}

/**
 * The check's report over the Chinese pages, each beside its English twin.
 * @param {string} [dir]  the Chinese language folder; the English one is its sibling
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function zhTermsReport(dir = join(repoRoot, 'docs', 'zh')) {
  const glossary = parseGlossary(readFileSync(glossaryPath, 'utf8'));
  const enDir = join(dirname(dir), defaultLang);
  const concepts = glossary.filter((entry) => entry.meaning).length;
  if (basename(dir) === defaultLang || !existsSync(enDir))
    return {
      notes: [],
      findings: [],
      summary: `Chinese terms by meaning: no English twin of ${dir}.`,
    };
  const files = markdownFiles(dir);
  const findings = files.flatMap((file) => {
    const page = relative(dir, file).split('\\').join('/');
    const twin = join(enDir, page);
    if (!existsSync(twin)) return [];
    return checkTerms(readFileSync(twin, 'utf8'), readFileSync(file, 'utf8'), glossary, page).map(
      (finding) =>
        formatTermFinding(
          `${relative(repoRoot, file)}:${finding.line} #${finding.section}`,
          finding,
        ),
    );
  });
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} section(s) where a concept's Chinese term drifts from the English. Use the term after →, add the drifting word to the concept's "variants", or a justified { file, section, why } "allow" in ${relative(repoRoot, glossaryPath)}.`
      : `Chinese terms by meaning: ${files.length} pages beside their English twins, ${concepts} concepts, one term each.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => zhTermsReport(dir && resolve(dir)));
}
