// Checks the spaces around links and inline code in the prose of docs/zh, which AutoCorrect does
// not read as text. A link counts as its visible text: Chinese beside a link text that starts or
// ends in Latin letters, digits or code gets a space (`使用 [Preview](…)`), and Chinese beside a
// link text that starts or ends in Chinese gets none (`见[插件简介](…)说明`). Inline code is
// always spaced from Chinese (`` `types` 可以 ``). Full-width punctuation needs no space.
// Usage: node scripts/checks/check-zh-inline-spacing.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import { classifyLines } from '../../lib/lines.mjs';
import { INLINE_CODE } from '../../lib/prose.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

const HAN = /\p{Script=Han}/u;
const LATIN = /[A-Za-z0-9`]/;
/** A link, not an image: `[text](target)`; the text may hold code but no `]`. */
const LINK = /(?<!!)\[([^\]]+)\]\([^)\s]*(?:\s+"[^"]*")?\)/g;

/**
 * @typedef {object} SpacingFinding
 * @property {number} line    1-based
 * @property {number} column  1-based, where the space is missing or extra
 * @property {string} rule
 * @property {string} text    the link or code span
 */

/**
 * Findings at one edge of a link's text or a code span.
 * @param {string} line
 * @param {number} at      the index just outside the edge (the character before or after)
 * @param {-1 | 1} step    -1 before the link or code, 1 after it
 * @param {string} edge    the character inside, at that edge
 * @returns {string | undefined}  the rule broken
 */
function edgeFault(line, at, step, edge) {
  const outside = line[at] ?? '';
  if (LATIN.test(edge) && HAN.test(outside)) return 'no space between Chinese and Latin text';
  if (HAN.test(edge) && outside === ' ' && HAN.test(line[at + step] ?? ''))
    return 'a space between Chinese text and a link in Chinese';
  return undefined;
}

/**
 * Spacing faults around links and inline code in one page, in source order.
 * @param {string} source
 * @returns {SpacingFinding[]}
 */
export function inlineSpacing(source) {
  /** @type {SpacingFinding[]} */
  const findings = [];
  for (const { text: line, number, kind } of classifyLines(source)) {
    if (kind !== 'text') continue;
    /** @param {number} at @param {-1 | 1} step @param {string} edge @param {string} text */
    const check = (at, step, edge, text) => {
      const rule = edgeFault(line, at, step, edge);
      if (rule) findings.push({ line: number, column: at + 1, rule, text });
    };
    for (const match of line.matchAll(INLINE_CODE)) {
      const start = match.index ?? 0;
      check(start - 1, -1, '`', match[0]);
      check(start + match[0].length, 1, '`', match[0]);
    }
    // Links are found with code spans masked, so a `[x](y)` inside code is not a link.
    const masked = line.replace(INLINE_CODE, (code) => '`'.repeat(code.length));
    for (const match of masked.matchAll(LINK)) {
      const start = match.index ?? 0;
      const label = line.slice(start + 1, start + 1 + match[1].length);
      check(start - 1, -1, label[0], line.slice(start, start + match[0].length));
      check(
        start + match[0].length,
        1,
        label.at(-1) ?? '',
        line.slice(start, start + match[0].length),
      );
    }
  }
  return findings.sort((a, b) => a.line - b.line || a.column - b.column);
}

/**
 * The check's report over the Chinese pages.
 * @param {string} [dir]  the Chinese language folder
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function zhInlineSpacingReport(dir = join(repoRoot, 'docs', 'zh')) {
  const files = markdownFiles(dir);
  const findings = files.flatMap((file) =>
    inlineSpacing(readFileSync(file, 'utf8')).map(
      (finding) =>
        `${relative(repoRoot, file)}:${finding.line}:${finding.column}  ${finding.rule}: ${finding.text}`,
    ),
  );
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} spacing fault(s) around links or inline code. Space Latin text and code from Chinese; no space beside a Chinese link text.`
      : `Chinese spacing around links and code: ${files.length} files in ${relative(repoRoot, dir)}, no findings.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => zhInlineSpacingReport(dir && resolve(dir)));
}
