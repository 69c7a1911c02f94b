// Compares each English section with the hash its translation was recorded from: up to date, stale
// (the English text changed since), or untranslated (no record). Records that no English section
// matches any more (a renamed anchor, a removed page) are orphaned, a problem to fix.
import { readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { defaultLang, langs, localizedRoute } from '../../site/languages.mjs';
import { LOCK_FILE_NAME, readLock } from './lock.mjs';
import { pageFile, pageNames, pageSections, sectionHash } from './sections.mjs';

/** Translations follow the default language; the record covers the site's one other language. */
export const SOURCE_LANG = defaultLang;
export const [TRANSLATED_LANG] = langs.filter((lang) => lang !== defaultLang);

/** Where a page's English text is read: `/guide/start/introduction#id`, `/api/`, `/`. */
export function sourceRoute(page, id) {
  const path = localizedRoute(SOURCE_LANG, `/${page}`.replace(/(^|\/)index$/, '/'));
  return id ? `${path}#${id}` : path;
}

/** The `##` sections of a page in one language that carry an id, with their hashes. */
export function readSections(docsDir, lang, page) {
  const path = pageFile(join(docsDir, lang), page);
  if (!path) return undefined;
  return pageSections(readFileSync(path, 'utf8'))
    .filter((section) => section.id)
    .map((section) => ({ ...section, hash: sectionHash(section.text) }));
}

/**
 * The status of every English section of one page against its record (a `readLock` page entry),
 * and the recorded ids that no English section has.
 */
export function comparePage(englishSections, record) {
  const recorded = record?.sections ?? new Map();
  const sections = englishSections.map(({ id, hash }) => {
    const entry = recorded.get(id);
    if (!entry) return { id, status: 'untranslated' };
    return { id, status: entry.hash === hash ? 'current' : 'stale', recorded: entry.recorded };
  });
  const ids = new Set(englishSections.map((section) => section.id));
  const orphans = [...recorded]
    .filter(([id]) => !ids.has(id))
    .map(([id, { line }]) => ({ id, line }));
  return { sections, orphans };
}

/** The translation status of the whole site, page by page, and the problems of its record. */
export function translationStatus(docsDir) {
  const lockPath = join(docsDir, LOCK_FILE_NAME);
  const lock = readLock(lockPath);
  const at = (line) => `${relative(process.cwd(), lockPath)}:${line}`;
  const problems = lock.problems.map(({ line, message }) => `${at(line)}: ${message}`);
  const englishPages = pageNames(join(docsDir, SOURCE_LANG));
  const fix = (page) => `update the translation, then run \`npm run translations -- sync ${page}\``;
  for (const [page, { line }] of lock.pages) {
    if (!englishPages.includes(page))
      problems.push(`${at(line)}: orphaned record: ${SOURCE_LANG}/${page} is not a page`);
  }
  const pages = englishPages.flatMap((page) => {
    const record = lock.pages.get(page);
    const { sections, orphans } = comparePage(readSections(docsDir, SOURCE_LANG, page), record);
    for (const { id, line } of orphans)
      problems.push(
        `${at(line)}: orphaned record ${page}#${id}: the English page has no section with this id (renamed or removed); ${fix(page)}`,
      );
    return sections.length ? [{ page, sections }] : [];
  });
  const count = (status) =>
    pages.reduce((n, page) => n + page.sections.filter((s) => s.status === status).length, 0);
  const totals = {
    current: count('current'),
    stale: count('stale'),
    untranslated: count('untranslated'),
  };
  return { pages, problems, totals };
}
