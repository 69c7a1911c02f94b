// Compares each English section with the hash its translation was recorded from: up to date, stale
// (the English text changed since), or untranslated (no record). Records that no English section
// matches any more (a renamed anchor, a removed page) are orphaned, a problem to fix.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defaultLang, localizedRoute, translatedLangs } from '../../site/languages.mjs';
import { lockPath, readLock } from './lock.mjs';
import { pageFile, pageNames, pageSections, sectionHash } from './sections.mjs';

/** Translations follow the default language; each other language has its own record. */
export const SOURCE_LANG = defaultLang;
export const TRANSLATED_LANGS = translatedLangs;

/** @typedef {'current' | 'stale' | 'untranslated'} SectionState */

/**
 * @typedef {object} SectionStatus
 * @property {string} id
 * @property {SectionState} status
 * @property {string} [recorded]  the date of the record, when there is one
 */

/**
 * A `##` section that carries an id, with the hash a record compares.
 * @typedef {import('./sections.mjs').PageSection & { id: string, hash: string }} HashedSection
 */

/**
 * Where a page's English text is read: `/guide/start/introduction#id`, `/api/`, `/`.
 * @param {string} page
 * @param {string} [id]
 */
export function sourceRoute(page, id) {
  const path = localizedRoute(SOURCE_LANG, `/${page}`.replace(/(^|\/)index$/, '/'));
  return id ? `${path}#${id}` : path;
}

/**
 * The `##` sections of a page in one language that carry an id, with their hashes; undefined when
 * the page does not exist in that language.
 * @param {string} docsDir
 * @param {string} lang
 * @param {string} page
 * @returns {HashedSection[] | undefined}
 */
export function readSections(docsDir, lang, page) {
  const path = pageFile(join(docsDir, lang), page);
  if (!path) return undefined;
  return pageSections(readFileSync(path, 'utf8')).flatMap(({ id, line, text }) =>
    id ? [{ id, line, text, hash: sectionHash(text) }] : [],
  );
}

/**
 * The status of every English section of one page against its record (a `readLock` page entry),
 * and the recorded ids that no English section has.
 * @param {HashedSection[]} englishSections
 * @param {import('./lock.mjs').PageRecord | undefined} record
 * @returns {{ sections: SectionStatus[], orphans: { id: string, line: number }[] }}
 */
export function comparePage(englishSections, record) {
  /** @type {Map<string, import('./lock.mjs').SectionRecord>} */
  const recorded = record?.sections ?? new Map();
  const sections = englishSections.map(({ id, hash }) => {
    const entry = recorded.get(id);
    if (!entry) return { id, status: /** @type {const} */ ('untranslated') };
    /** @type {SectionState} */
    const status = entry.hash === hash ? 'current' : 'stale';
    return { id, status, recorded: entry.recorded };
  });
  const ids = new Set(englishSections.map((section) => section.id));
  const orphans = [...recorded]
    .filter(([id]) => !ids.has(id))
    .map(([id, { line = 0 }]) => ({ id, line }));
  return { sections, orphans };
}

/**
 * The translation status of one translated language, page by page, and the problems of its record.
 * @param {string} docsDir
 * @param {string} lang  a translated language
 * @returns {{
 *   lang: string,
 *   pages: { page: string, sections: SectionStatus[] }[],
 *   problems: string[],
 *   totals: Record<SectionState, number>,
 * }}
 */
export function translationStatus(docsDir, lang) {
  const path = lockPath(docsDir, lang);
  const lock = readLock(path);
  const at = (/** @type {number} */ line) => `${relative(process.cwd(), path)}:${line}`;
  const problems = lock.problems.map(({ line, message }) => `${at(line)}: ${message}`);
  const englishPages = pageNames(join(docsDir, SOURCE_LANG));
  const fix = (/** @type {string} */ page) =>
    `update the translation, then run \`npm run translations -- sync ${lang}/${page}\``;
  for (const [page, { line }] of lock.pages) {
    if (!englishPages.includes(page))
      problems.push(`${at(line)}: orphaned record: ${SOURCE_LANG}/${page} is not a page`);
  }
  const pages = englishPages.flatMap((page) => {
    const record = lock.pages.get(page);
    // Every name in englishPages is a page of the source language, so its sections exist.
    const english = readSections(docsDir, SOURCE_LANG, page) ?? [];
    const { sections, orphans } = comparePage(english, record);
    for (const { id, line } of orphans)
      problems.push(
        `${at(line)}: orphaned record ${page}#${id}: the English page has no section with this id (renamed or removed); ${fix(page)}`,
      );
    return sections.length ? [{ page, sections }] : [];
  });
  const count = (/** @type {SectionState} */ status) =>
    pages.reduce((n, page) => n + page.sections.filter((s) => s.status === status).length, 0);
  const totals = {
    current: count('current'),
    stale: count('stale'),
    untranslated: count('untranslated'),
  };
  return { lang, pages, problems, totals };
}
