// Checks that every language's version of every page matches the default language's in structure:
// all exist, the `##`–`######` headings carry the same explicit ids in the same order, and they
// have the same number of code blocks and the same images (a `-<lang>` suffix may differ).
// Usage: node scripts/checks/check-parity.mjs [docs-dir]
import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlocks } from '../../core/fences.mjs';
import { runAsCommand } from '../../lib/check-report.mjs';
import { isMarkdown, walkFiles } from '../../lib/files.mjs';
import { classifyLines, headings } from '../../lib/lines.mjs';
import { defaultLang, langs } from '../../site/languages.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * @typedef {object} PageOutline
 * @property {{ level: number, id: string | null, line: number }[]} headings  `##` and deeper
 * @property {number} codeBlocks
 * @property {string[]} images
 */

/**
 * Headings (with their explicit ids), code block count and images of one page's source.
 * @param {string} source
 * @returns {PageOutline}
 */
export function pageOutline(source) {
  const lines = classifyLines(source);
  /** @type {string[]} */
  const images = [];
  for (const { text } of lines.filter((line) => line.kind === 'text')) {
    for (const [, src] of text.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)) images.push(src);
    for (const [, src] of text.matchAll(/<img\b[^>]*\bsrc=["']([^"']+)["']/g)) images.push(src);
  }
  return {
    headings: headings(source)
      .filter((heading) => heading.level >= 2)
      .map(({ level, id, line }) => ({ level, id, line })),
    codeBlocks: codeBlocks(source).length,
    images,
  };
}

const languageSuffix = new RegExp(`-(${langs.join('|')})(\\.\\w+)$`);
const sameImage = (/** @type {string} */ src) => src.replace(languageSuffix, '$2');

/**
 * Every difference between the default language's version of a page and a translation, as
 * readable sentences.
 * @param {PageOutline} base  the outline in the default language
 * @param {PageOutline} translation
 * @param {string} lang  the translation's language
 * @returns {string[]}
 */
export function compareOutlines(base, translation, lang) {
  const problems = [];
  /** @type {[string, PageOutline][]} */
  const versions = [
    [defaultLang, base],
    [lang, translation],
  ];
  for (const [name, outline] of versions) {
    for (const heading of outline.headings.filter((h) => !h.id))
      problems.push(`${name}: heading on line ${heading.line} has no explicit {#id}`);
  }
  const ids = (/** @type {PageOutline} */ outline) =>
    outline.headings.map((h) => `${'#'.repeat(h.level)} ${h.id}`);
  const [baseIds, otherIds] = [ids(base), ids(translation)];
  const length = Math.max(baseIds.length, otherIds.length);
  for (let i = 0; i < length; i++) {
    if (baseIds[i] !== otherIds[i]) {
      problems.push(
        `heading ${i + 1} differs: ${defaultLang} "${baseIds[i] ?? '(none)'}", ${lang} "${otherIds[i] ?? '(none)'}"`,
      );
      break; // Later headings are shifted too; the first difference is the one to fix.
    }
  }
  if (base.codeBlocks !== translation.codeBlocks)
    problems.push(
      `code blocks: ${defaultLang} has ${base.codeBlocks}, ${lang} has ${translation.codeBlocks}`,
    );
  const [baseImages, otherImages] = [base.images, translation.images].map((list) =>
    list.map(sameImage).join('\n'),
  );
  if (baseImages !== otherImages)
    problems.push(
      `images differ: ${defaultLang} [${base.images.join(', ')}], ${lang} [${translation.images.join(', ')}]`,
    );
  return problems;
}

/**
 * Problems per page across the language folders of `docsDir`.
 * @param {string} docsDir
 */
export function checkParity(docsDir) {
  /** @type {Map<string, string[]>} */
  const report = new Map();
  const add = (/** @type {string} */ page, /** @type {string} */ problem) =>
    report.set(page, [...(report.get(page) ?? []), problem]);
  const pages = new Set(langs.flatMap((lang) => walkFiles(join(docsDir, lang), isMarkdown)));
  for (const page of [...pages].sort()) {
    const missing = langs.filter((lang) => !existsSync(join(docsDir, lang, page)));
    if (missing.length) {
      add(page, `missing in ${missing.join(', ')}`);
      continue;
    }
    const outline = (/** @type {string} */ lang) =>
      pageOutline(readFileSync(join(docsDir, lang, page), 'utf8'));
    const base = outline(defaultLang);
    for (const lang of langs.filter((other) => other !== defaultLang)) {
      for (const problem of compareOutlines(base, outline(lang), lang)) add(page, problem);
    }
  }
  return { pages: pages.size, report };
}

/**
 * The check's report over a docs folder; a finding names the page in each language folder.
 * @param {string} [docsDir]
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function parityReport(docsDir = join(repoRoot, 'docs')) {
  const { pages, report } = checkParity(docsDir);
  const where = relative(repoRoot, docsDir) || '.';
  const findings = [...report].flatMap(([page, problems]) =>
    problems.map((problem) => `${where}/{${langs.join(',')}}/${page}: ${problem}`),
  );
  return {
    notes: [],
    findings,
    summary: report.size
      ? `${report.size} of ${pages} pages differ between languages.`
      : `Language parity: ${pages} pages match in headings, code blocks and images.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => parityReport(dir && resolve(dir)));
}
