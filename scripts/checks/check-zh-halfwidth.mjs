// Checks the punctuation of Chinese prose in docs/zh that AutoCorrect leaves alone: half-width
// parentheses around or next to Chinese text, half-width slashes between Chinese words, and `*…*`
// italics on Chinese text (Chinese has no italic; the docs use bold or quotes). Code, link targets
// and tags are not read. Justified exceptions: style/zh-halfwidth-exceptions.yaml.
// Usage: node scripts/checks/check-zh-halfwidth.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import { isExcepted, proseMatches, readExceptions } from '../../lib/prose-findings.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');
export const exceptionsPath = join(repoRoot, 'style', 'zh-halfwidth-exceptions.yaml');

const HAN = '\\p{Script=Han}';

/** Each rule matches the one character to report, so a finding points at it. */
export const RULES = [
  {
    name: 'half-width parenthesis in Chinese text',
    fix: '（…）',
    // An opening parenthesis after a Chinese character or around Chinese text; a closing one
    // right before a Chinese character.
    pattern: new RegExp(`(?<=${HAN})\\(|\\((?=[^()\\n]*${HAN}[^()\\n]*\\))|\\)(?=${HAN})`, 'u'),
  },
  {
    name: 'half-width slash between Chinese words',
    fix: '／',
    pattern: new RegExp(`(?<=${HAN})/|/(?=${HAN})`, 'u'),
  },
  {
    name: 'italics on Chinese text',
    fix: '**…** or “…”',
    // A whole `*…*` or `_…_` span (single emphasis, so not `**`) whose text holds a Chinese
    // character; spans are matched left to right, so a closing marker never opens the next one.
    pattern: new RegExp(
      `(?<![*_\\\\])([*_])(?![*_\\s])(?=[^*_\\n]*${HAN})[^*_\\n]+?(?<![\\s*_])\\1(?![*_])`,
      'u',
    ),
  },
];

/**
 * @typedef {object} HalfwidthFinding
 * @property {number} line
 * @property {number} column
 * @property {string} rule
 * @property {string} fix
 */

/**
 * Findings for one page, in source order; `file` (path under docs/zh) selects the exceptions.
 * @param {string} source
 * @param {import('../../lib/prose-findings.mjs').Exception[]} [exceptions]
 * @param {string} [file]
 * @returns {HalfwidthFinding[]}
 */
export function halfwidthFindings(source, exceptions = [], file = '') {
  const rawLines = source.split('\n');
  return RULES.flatMap((rule) =>
    proseMatches(source, rule.pattern)
      .filter(({ line }) => !isExcepted(exceptions, file, rawLines[line - 1]))
      .map(({ line, column }) => ({ line, column, rule: rule.name, fix: rule.fix })),
  ).sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * The check's report over the Chinese pages.
 * @param {string} [dir]  the Chinese language folder
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function zhHalfwidthReport(dir = join(repoRoot, 'docs', 'zh')) {
  const exceptions = readExceptions(exceptionsPath);
  const files = markdownFiles(dir);
  const findings = files.flatMap((file) => {
    const page = relative(dir, file).split('\\').join('/');
    return halfwidthFindings(readFileSync(file, 'utf8'), exceptions, page).map(
      (finding) =>
        `${relative(repoRoot, file)}:${finding.line}:${finding.column}  ${finding.rule} → ${finding.fix}`,
    );
  });
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} half-width punctuation finding(s). Use the form after →, or add a justified exception to ${relative(repoRoot, exceptionsPath)}.`
      : `Chinese punctuation: ${files.length} files in ${relative(repoRoot, dir)}, no half-width parenthesis, slash or italics in Chinese text.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => zhHalfwidthReport(dir && resolve(dir)));
}
