// Records the current English hashes for a page or one of its sections, after its translation has
// been brought up to date. A section is recorded only if the translated page has it too.
import { existsSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { lockPath as lockPathOf, readLock, writeLock } from '../../lib/translations/lock.mjs';
import { pageFile, pageNames } from '../../lib/translations/sections.mjs';
import { readSections, SOURCE_LANG, TRANSLATED_LANGS } from '../../lib/translations/status.mjs';

/**
 * A page and the translated language to record it in: `<lang>/guide/start/introduction`,
 * `/<lang>/guide/start/introduction/`, `docs/<lang>/guide/x.mdx`; a name without a translated
 * language's prefix (`guide/x`, `docs/en/guide/x.mdx`) means the site's one translated language,
 * and is refused when there are several.
 * @param {string} docsDir
 * @param {string} name
 * @param {readonly string[]} [langs]  the translated languages
 * @returns {{ lang: string, page: string }}
 */
export function resolvePage(docsDir, name, langs = TRANSLATED_LANGS) {
  const path = name.replace(/^\/+/, '').replace(/^docs\//, '');
  const prefix = path.split('/')[0];
  const named = langs.find((lang) => lang === prefix);
  if (!named && langs.length !== 1)
    throw new Error(
      `Name the language of "${name}": ${langs.map((lang) => `${lang}/…`).join(', ')}`,
    );
  const lang = named ?? langs[0];
  const page = path
    .replace(new RegExp(`^(${SOURCE_LANG}|${lang})/`), '')
    .replace(/\.mdx?$/, '')
    .replace(/(^|\/)$/, '$1index');
  if (!pageFile(join(docsDir, SOURCE_LANG), page))
    throw new Error(`No page "${name}" in ${join(docsDir, SOURCE_LANG)}`);
  return { lang, page };
}

/** The date a record is made, in UTC: `2024-05-31`. */
export const today = () => new Date().toISOString().slice(0, 10);

/**
 * @typedef {object} SyncOptions
 * @property {string} [section]  record only this section (its id, without `#`)
 * @property {string} [date]     the date to record, `YYYY-MM-DD`; today in UTC by default
 */

/**
 * Records one page, or one section, of a translated language; returns the ids it recorded.
 * @param {string} docsDir
 * @param {string} lang
 * @param {string} page
 * @param {SyncOptions} [options]
 * @returns {string[]}
 */
export function syncPage(docsDir, lang, page, { section, date = today() } = {}) {
  const lockPath = lockPathOf(docsDir, lang);
  const lock = readLock(lockPath);
  if (lock.problems.length)
    throw new Error(
      `${relative(process.cwd(), lockPath)}:${lock.problems[0].line}: ${lock.problems[0].message}`,
    );
  const english = readSections(docsDir, SOURCE_LANG, page);
  const translated = readSections(docsDir, lang, page);
  if (!english || !translated)
    throw new Error(`${page} must exist in both ${SOURCE_LANG}/ and ${lang}/`);
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
      `${file(lang)} has no section ${missing.map(({ id }) => `{#${id}}`).join(', ')}: translate it first`,
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
 * Every page that exists in the source language and in `lang`.
 * @param {string} docsDir
 * @param {string} lang
 */
export function translatedPages(docsDir, lang) {
  return pageNames(join(docsDir, SOURCE_LANG)).filter((page) =>
    pageFile(join(docsDir, lang), page),
  );
}

/**
 * Records every section of every page of one translated language afresh, dropping records of
 * removed pages.
 * @param {string} docsDir
 * @param {string} lang
 * @param {{ date?: string }} [options]  `date` as for `syncPage`
 */
export function syncAll(docsDir, lang, { date = today() } = {}) {
  const lockPath = lockPathOf(docsDir, lang);
  const before = existsSync(lockPath) ? readFileSync(lockPath, 'utf8') : undefined;
  writeLock(lockPath, new Map());
  try {
    const pages = translatedPages(docsDir, lang);
    const ids = pages.flatMap((page) => syncPage(docsDir, lang, page, { date }));
    return { pages: pages.length, sections: ids.length };
  } catch (error) {
    // A page that cannot be recorded leaves the record as it was.
    if (before === undefined) rmSync(lockPath);
    else writeFileSync(lockPath, before);
    throw error;
  }
}
