// Checks that a UI label the docs quote is a label the site shows: “复制 Markdown”按钮 and
// the "Copy Markdown" button must spell a text of i18n.json, of the theme's built-in texts
// (@rspress/core's DEFAULT_I18N_TEXT) or of a string in the page's own code blocks (a label the
// page's example defines). A quote counts as a label when a UI word follows it (按钮, 链接, button,
// link …). English compares without case, since prose may lower-case a label ("the edit this
// page link"). Usage: node scripts/checks/check-ui-labels.mjs [docsDir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlocks } from '../../core/fences.mjs';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import { proseMatches } from '../../lib/prose-findings.mjs';
import { langs, proseOf } from '../../site/languages.mjs';
import { DEFAULT_I18N_TEXT } from '../../upstream/themeTexts.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * A quoted label followed by the UI word that makes it a label, per kind of prose
 * (site/languages.mjs); a language whose prose no pattern knows is not read.
 * @type {Partial<Record<import('../../site/languages.mjs').Prose, RegExp>>}
 */
const QUOTED_LABEL = {
  chinese:
    /“([^“”\n]{1,40})”(?=等?(?:按钮|链接|菜单项|菜单|标签页|输入框|占位文字|提示语|文字|选项|标签))/u,
  english:
    /["“]([^"“”\n]{1,40})["”](?= (?:button|link|menu item|menu|tab|label|placeholder|text)\b)/,
};

/** @param {string} text */
const normalize = (text) => text.replace(/\s+/g, ' ').trim().toLowerCase();

/**
 * Every text of a `{ key: { lang: text } }` table, such as i18n.json.
 * @param {Record<string, Record<string, string>>} table
 */
const textsOf = (table) => Object.values(table).flatMap((byLang) => Object.values(byLang));

/**
 * The labels the site shows: the site's i18n.json and the theme's built-in texts, normalized.
 * @returns {Promise<Set<string>>}
 */
export async function siteLabels(i18nPath = join(repoRoot, 'i18n.json')) {
  /** @type {Record<string, Record<string, string>>} */
  const site = JSON.parse(readFileSync(i18nPath, 'utf8'));
  return new Set([...textsOf(site), ...textsOf(DEFAULT_I18N_TEXT)].map(normalize));
}

/**
 * String literals of the page's code blocks: labels an example of the page defines.
 * @param {string} source
 */
function exampleStrings(source) {
  return codeBlocks(source).flatMap(({ code }) =>
    [...code.matchAll(/(["'`])((?:(?!\1)[^\n\\]){1,60})\1/g)].map((match) => normalize(match[2])),
  );
}

/**
 * @typedef {object} LabelFinding
 * @property {number} line
 * @property {number} column
 * @property {string} label  as quoted
 */

/**
 * Quoted labels of one page that the site does not show.
 * @param {string} source
 * @param {import('../../site/languages.mjs').Lang} lang
 * @param {Set<string>} labels  from siteLabels()
 * @returns {LabelFinding[]}
 */
export function unknownLabels(source, lang, labels) {
  const own = new Set(exampleStrings(source));
  const pattern = QUOTED_LABEL[proseOf(lang)];
  if (!pattern) return [];
  return proseMatches(source, pattern)
    .filter(({ match }) => !labels.has(normalize(match[1])) && !own.has(normalize(match[1])))
    .map(({ line, column, match }) => ({ line, column, label: match[1] }));
}

/**
 * The check's report over every language of a docs folder.
 * @param {string} [docs]
 * @returns {Promise<import('../../lib/check-report.mjs').CheckReport>}
 */
export async function uiLabelsReport(docs = join(repoRoot, 'docs')) {
  const labels = await siteLabels();
  /** @type {string[]} */
  const findings = [];
  let fileCount = 0;
  for (const lang of langs) {
    for (const file of markdownFiles(join(docs, lang))) {
      fileCount++;
      for (const finding of unknownLabels(readFileSync(file, 'utf8'), lang, labels))
        findings.push(
          `${relative(repoRoot, file).split(sep).join('/')}:${finding.line}:${finding.column}  "${finding.label}" is not a label the site shows`,
        );
    }
  }
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} quoted label(s) the site does not show. Quote the label as i18n.json or the theme spells it.`
      : `UI labels: ${fileCount} files, every quoted label is one the site shows.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => uiLabelsReport(dir && resolve(dir)));
}
