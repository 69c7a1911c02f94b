// The translation status as a content check: one summary line, and the record's problems as
// findings (stale and untranslated sections are counted, not faults).
import {
  SOURCE_LANG,
  TRANSLATED_LANGS,
  translationStatus,
} from '../../lib/translations/status.mjs';

/**
 * The one-line count of one language's up-to-date, stale and untranslated sections.
 * @param {ReturnType<typeof translationStatus>} status
 */
export function summary({ lang, pages, totals }) {
  return `Translations: ${totals.current} sections up to date, ${totals.stale} stale, ${totals.untranslated} untranslated in ${pages.length} pages (${lang} from ${SOURCE_LANG}).`;
}

/**
 * The check's report over a docs folder: every translated language.
 * @param {string} docsDir
 * @param {readonly string[]} [langs]
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function translationsReport(docsDir, langs = TRANSLATED_LANGS) {
  const statuses = langs.map((lang) => translationStatus(docsDir, lang));
  const problems = statuses.flatMap((status) => status.problems);
  const lines = statuses.map(summary);
  return {
    notes: problems.length ? lines : lines.slice(0, -1),
    findings: problems,
    summary: problems.length
      ? `${problems.length} problem(s) in the translation records.`
      : (lines.at(-1) ?? 'Translations: no translated language.'),
  };
}
