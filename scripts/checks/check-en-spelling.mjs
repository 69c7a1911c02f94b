// Spell-checks the English pages (docs/en) with CSpell's engine, American English, plus the
// project's own words in style/en-words.txt. Only prose is read: code blocks, inline code, URLs,
// link targets, tags and frontmatter keys are blanked first (lib/prose.mjs).
// Prints file:line:column and the word for every finding.
// Usage: node scripts/checks/check-en-spelling.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spellCheckDocument } from 'cspell-lib';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import { proseLines, readWordList } from '../../lib/prose.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const dictionaryPath = join(repoRoot, 'style', 'en-words.txt');

/**
 * CSpell settings: US English, the software dictionaries CSpell ships, and our words.
 * @param {string[]} words  the word list; a name of several words gives each of its words
 */
export function spellingSettings(words) {
  return {
    language: 'en',
    // Technical vocabulary the pages use in prose: APIs, packages, web platform terms.
    dictionaries: ['softwareTerms', 'typescript', 'node', 'npm', 'html', 'css', 'fullstack'],
    words: words.flatMap((entry) => entry.split(/\s+/)),
  };
}

/**
 * @typedef {object} SpellingFinding
 * @property {number} line    1-based
 * @property {number} column  1-based
 * @property {string} word
 */

/**
 * Findings for one page's source, in source order.
 * @param {string} source
 * @param {string[]} words
 * @param {string} [fileName]  names the page in an error
 * @returns {Promise<SpellingFinding[]>}
 */
export async function spellCheckSource(source, words, fileName = 'page.mdx') {
  const prose = proseLines(source);
  const text = prose.join('\n');
  // A `.txt` URI: the text is already prose, so no Markdown grammar of CSpell's applies.
  const { issues, errors } = await spellCheckDocument(
    { uri: pathToFileURL(`/${fileName}.txt`).href, text, languageId: 'plaintext', locale: 'en' },
    { noConfigSearch: true },
    spellingSettings(words),
  );
  if (errors?.length) throw new Error(`${fileName}: ${errors.map(String).join('; ')}`);
  /** @type {number[]} */
  const lineStarts = [];
  let start = 0;
  for (const line of prose) {
    lineStarts.push(start);
    start += line.length + 1;
  }
  return issues.map((issue) => {
    // The last line that starts at or before the issue; lineStarts is in ascending order.
    let line = 0;
    while (line + 1 < lineStarts.length && lineStarts[line + 1] <= issue.offset) line++;
    return { line: line + 1, column: issue.offset - lineStarts[line] + 1, word: issue.text };
  });
}

/**
 * The check's report over the English pages.
 * @param {string} [dir]  the English language folder
 * @returns {Promise<import('../../lib/check-report.mjs').CheckReport>}
 */
export async function enSpellingReport(dir = join(repoRoot, 'docs', 'en')) {
  const words = readWordList(readFileSync(dictionaryPath, 'utf8'));
  const files = markdownFiles(dir);
  /** @type {string[]} */
  const findings = [];
  for (const file of files) {
    for (const finding of await spellCheckSource(readFileSync(file, 'utf8'), words, file))
      findings.push(
        `${relative(repoRoot, file)}:${finding.line}:${finding.column}  unknown word "${finding.word}"`,
      );
  }
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} spelling finding(s). Fix the word, or add it to ${relative(repoRoot, dictionaryPath)} if it is right.`
      : `English spelling: ${files.length} files in ${relative(repoRoot, dir)}, ${words.length} project words, no findings.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => enSpellingReport(dir && resolve(dir)));
}
