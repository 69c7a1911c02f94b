// Records the current English hashes for a page or one of its sections, after its translation has
// been brought up to date. A section is recorded only if the translated page has it too.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { LOCK_FILE_NAME, readLock, writeLock } from '../../lib/translations/lock.mjs';
import { pageFile, pageNames } from '../../lib/translations/sections.mjs';
import { readSections, SOURCE_LANG, TRANSLATED_LANG } from '../../lib/translations/status.mjs';

/**
 * `guide/start/introduction`, `/zh/guide/start/introduction`, `docs/en/guide/x.mdx` → its page.
 * @param {string} docsDir
 * @param {string} name
 */
export function resolvePage(docsDir, name) {
  const page = name
    .replace(/^\/+/, '')
    .replace(/^docs\//, '')
    .replace(new RegExp(`^(${SOURCE_LANG}|${TRANSLATED_LANG})/`), '')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)$/, '$1index');
  if (!pageFile(join(docsDir, SOURCE_LANG), page))
    throw new Error(`No page "${name}" in ${join(docsDir, SOURCE_LANG)}`);
  return page;
}

/** The date a record is made, in UTC: `2024-05-31`. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * @typedef {object} SyncOptions
 * @property {string} [section]  record only this section (its id, without `#`)
 * @property {string} [date]     the date to record, `YYYY-MM-DD`; today in UTC by default
 */

/**
 * Records one page, or one section; returns the ids it recorded.
 * @param {string} docsDir
 * @param {string} page
 * @param {SyncOptions} [options]
 * @returns {string[]}
 */
export function syncPage(docsDir, page, { section, date = today() } = {}) {
  const lockPath = join(docsDir, LOCK_FILE_NAME);
  const lock = readLock(lockPath);
  if (lock.problems.length)
    throw new Error(
      `${relative(process.cwd(), lockPath)}:${lock.problems[0].line}: ${lock.problems[0].message}`,
    );
  const english = readSections(docsDir, SOURCE_LANG, page);
  const translated = readSections(docsDir, TRANSLATED_LANG, page);
  if (!english || !translated)
    throw new Error(`${page} must exist in both ${SOURCE_LANG}/ and ${TRANSLATED_LANG}/`);
  // Messages name the files, as the reader will open them.
  const file = (/** @type {string} */ lang) =>
    relative(process.cwd(), pageFile(join(docsDir, lang), page) ?? page);
  const translatedIds = new Set(translated.map(({ id }) => id));
  const chosen = section ? english.filter(({ id }) => id === section) : english;
  if (section && !chosen.length)
    throw new Error(`${file(SOURCE_LANG)} has no section {#${section}}`);
  const missing = chosen.filter(({ id }) => !translatedIds.has(id));
  if (missing.length)
    throw new Error(
      `${file(TRANSLATED_LANG)} has no section ${missing.map(({ id }) => `{#${id}}`).join(', ')}: translate it first`,
    );
  // A whole-page sync starts afresh, which also drops the records of renamed or removed sections.
  /** @typedef {import('../../lib/translations/lock.mjs').SectionRecord} SectionRecord */
  /** @type {Map<string, SectionRecord>} */
  const previous = section ? (lock.pages.get(page)?.sections ?? new Map()) : new Map();
  const sections = new Map(
    english.flatMap(({ id, hash }) => {
      /** @type {[string, SectionRecord][]} */
      const kept = [];
      const earlier = previous.get(id);
      if (chosen.some((s) => s.id === id)) kept.push([id, { hash, recorded: date }]);
      else if (earlier) kept.push([id, earlier]);
      return kept;
    }),
  );
  // Records of sections the English page no longer has are kept for the status to report.
  for (const [id, entry] of previous) if (!sections.has(id)) sections.set(id, entry);
  lock.pages.set(page, { line: 0, sections });
  writeLock(lockPath, lock.pages);
  return chosen.map(({ id }) => id);
}

/**
 * Every page that exists in both languages.
 * @param {string} docsDir
 */
export function translatedPages(docsDir) {
  return pageNames(join(docsDir, SOURCE_LANG)).filter((page) =>
    pageFile(join(docsDir, TRANSLATED_LANG), page),
  );
}

/**
 * Records every section of every translated page afresh, dropping records of removed pages.
 * @param {string} docsDir
 * @param {{ date?: string }} [options]  `date` as for `syncPage`
 */
export function syncAll(docsDir, { date = today() } = {}) {
  const lockPath = join(docsDir, LOCK_FILE_NAME);
  const before = existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : undefined;
  writeLock(lockPath, new Map());
  try {
    const pages = translatedPages(docsDir);
    const ids = pages.flatMap((page) => syncPage(docsDir, page, { date }));
    return { pages: pages.length, sections: ids.length };
  } catch (error) {
    // A page that cannot be recorded leaves the record as it was.
    if (before === undefined) rmSync(lockPath);
    else writeFileSync(lockPath, before);
    throw error;
  }
}
