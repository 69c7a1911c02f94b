// Checks that no space separates two Chinese characters in the prose of docs/zh: a space between
// CJK characters is never typographic, it is what a search-and-replace of a term leaves behind
// (`的 对等依赖`). Code, tags and link targets are not read; a blanked `code` span between two
// characters is not a space. It also reports a space after full-width punctuation that closes a
// bold run (`**注意。** 正文`): the space shows on screen after the punctuation (`注意。 正文`);
// the punctuation goes after the bold (`**注意**。正文`), where CommonMark closes the run without
// help. Usage: node scripts/checks/check-zh-cjk-spaces.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import { proseMatches } from '../../lib/prose-findings.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

// Han characters, CJK punctuation, full-width forms and the curly quotes Chinese text uses.
const CJK = '\\p{Script=Han}\\u3000-\\u303f\\uff00-\\uffef“”‘’';
const SPACE_BETWEEN_CJK = new RegExp(`(?<=[${CJK}])[ \\t\\u00a0]+(?=[${CJK}])`, 'u');
// Full-width punctuation (CJK symbols and punctuation, the full-width forms' punctuation, the
// closing curly quotes), then the `**` that closes a bold run, then a space before more text. One
// space is matched: what follows may be inline code, which the prose reading blanks into spaces.
const FULLWIDTH_PUNCTUATION =
  '\\u3001-\\u303f\\uff01-\\uff0f\\uff1a-\\uff20\\uff3b-\\uff40\\uff5b-\\uff65”’';
const SPACE_AFTER_BOLD_PUNCTUATION = new RegExp(
  `(?<=[${FULLWIDTH_PUNCTUATION}]\\*\\*)[ \\t\\u00a0](?=.)`,
  'u',
);

/**
 * @typedef {object} SpaceFinding
 * @property {number} line
 * @property {number} column  of the first space
 * @property {string} context the characters around it, as written
 */

/**
 * Spaces between two CJK characters in the prose of one page.
 * @param {string} source
 * @returns {SpaceFinding[]}
 */
export function cjkSpaces(source) {
  const rawLines = source.split('\n');
  return proseMatches(source, SPACE_BETWEEN_CJK).map(({ line, column, text }) => ({
    line,
    column,
    context: rawLines[line - 1].slice(Math.max(0, column - 4), column - 1 + text.length + 3),
  }));
}

/**
 * Spaces after full-width punctuation and the `**` that closes a bold run (`。** 正文`), in the
 * prose of one page.
 * @param {string} source
 * @returns {SpaceFinding[]}
 */
export function boldPunctuationSpaces(source) {
  const rawLines = source.split('\n');
  return proseMatches(source, SPACE_AFTER_BOLD_PUNCTUATION).map(({ line, column, text }) => ({
    line,
    column,
    context: rawLines[line - 1].slice(Math.max(0, column - 4), column - 1 + text.length + 3),
  }));
}

/**
 * The check's report over the Chinese pages.
 * @param {string} [dir]  the Chinese language folder
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function zhCjkSpacesReport(dir = join(repoRoot, 'docs', 'zh')) {
  const files = markdownFiles(dir);
  const findings = files.flatMap((file) => {
    const source = readFileSync(file, 'utf8');
    const where = (/** @type {SpaceFinding} */ finding) =>
      `${relative(repoRoot, file)}:${finding.line}:${finding.column}`;
    return [
      ...cjkSpaces(source).map(
        (finding) => `${where(finding)}  space between Chinese characters: "${finding.context}"`,
      ),
      ...boldPunctuationSpaces(source).map(
        (finding) =>
          `${where(finding)}  space after full-width punctuation and a closing **, which shows on screen: "${finding.context}" → put the punctuation after the bold (**…**。) and drop the space`,
      ),
    ];
  });
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} space(s) between Chinese characters or after bold full-width punctuation. Remove them.`
      : `Chinese spacing: ${files.length} files in ${relative(repoRoot, dir)}, no space between Chinese characters or after bold full-width punctuation.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => zhCjkSpacesReport(dir && resolve(dir)));
}
