// Checks that English headings (docs/en) are in sentence case: after the first word, a word starts
// with a capital only when it is a name listed in style/en-words.txt, an acronym (API, MDX), a
// word with inner capitals or digits (GitHub, i18n), code in backticks, or an option path
// (themeConfig.nav). A capital after a colon starts a new sentence and is allowed.
// Prints file:line and the words to lower-case for every finding.
// Usage: node scripts/checks/check-en-heading-case.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import { headings } from '../../lib/lines.mjs';
import { readWordList } from '../../lib/prose.mjs';
import { dictionaryPath } from './check-en-spelling.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// Words that may keep their capital anyway: acronyms, inner capitals or digits (GitHub, Node.js).
const looksLikeName = (/** @type {string} */ word) =>
  /^[A-Z0-9]{2,}s?$/.test(word) || /^.[^A-Z]*[A-Z0-9]/.test(word);

/**
 * The words of a heading's text, code spans and link targets removed, punctuation trimmed.
 * @param {string} text
 */
function headingWords(text) {
  return text
    .replace(/(`+)[^`]*?\1/g, ' ` ')
    .replace(/\]\([^)]*\)/g, ']')
    .split(/\s+/)
    .map((word) => word.replace(/^[^\w`]+|[^\w`:]+$/g, ''))
    .filter(Boolean);
}

/**
 * Capitalized words of one heading that sentence case would lower-case.
 * @param {string} text
 * @param {string[]} names  the word list (style/en-words.txt); entries with a capital are names
 * @returns {string[]}
 */
export function titleCaseWords(text, names) {
  const words = headingWords(text);
  /** @type {Set<number>} */
  const allowed = new Set();
  // A listed name counts only where all its words appear in order (GitHub Pages).
  for (const name of names.filter((entry) => /[A-Z]/.test(entry))) {
    const parts = name.split(/\s+/);
    for (const start of words.keys()) {
      if (!parts.every((part, i) => words[start + i]?.replace(/'s$|:$/, '') === part)) continue;
      for (const i of parts.keys()) allowed.add(start + i);
    }
  }
  return words.flatMap((word, index) => {
    const bare = word.replace(/'s$|:$/, '');
    const afterColon = index > 0 && words[index - 1].endsWith(':');
    if (index === 0 || afterColon || allowed.has(index) || !/^[A-Z]/.test(bare)) return [];
    return looksLikeName(bare) ? [] : [bare];
  });
}

/**
 * @typedef {object} HeadingCaseFinding
 * @property {number} line
 * @property {string} heading  the heading's text
 * @property {string[]} words  the words to lower-case
 */

/**
 * Findings for one page's source.
 * @param {string} source
 * @param {string[]} names
 * @returns {HeadingCaseFinding[]}
 */
export function checkHeadingCase(source, names) {
  return headings(source).flatMap(({ text, line }) => {
    const words = titleCaseWords(text, names);
    return words.length ? [{ line, heading: text, words }] : [];
  });
}

/**
 * The check's report over the English pages.
 * @param {string} [dir]  the English language folder
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function enHeadingCaseReport(dir = join(repoRoot, 'docs', 'en')) {
  const names = readWordList(readFileSync(dictionaryPath, 'utf8'));
  /** @type {string[]} */
  const findings = [];
  let checked = 0;
  for (const file of markdownFiles(dir)) {
    const source = readFileSync(file, 'utf8');
    checked += headings(source).length;
    for (const finding of checkHeadingCase(source, names))
      findings.push(
        `${relative(repoRoot, file)}:${finding.line}  "${finding.heading}": lower-case ${finding.words.map((w) => `"${w}"`).join(', ')}`,
      );
  }
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} heading(s) not in sentence case. Lower-case the words, put code in backticks, or add a name to ${relative(repoRoot, dictionaryPath)}.`
      : `English heading case: ${checked} headings in ${relative(repoRoot, dir)}, all in sentence case.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => enHeadingCaseReport(dir && resolve(dir)));
}
