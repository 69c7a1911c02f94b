// The translation status as a content check: one summary line, and the record's problems as
// findings (stale and untranslated sections are counted, not faults).
import { SOURCE_LANG, TRANSLATED_LANG, translationStatus } from '../../lib/translations/status.mjs';

/**
 * The one-line count of up-to-date, stale and untranslated sections.
 * @param {ReturnType<typeof translationStatus>} status
 */
export function summary({ pages, totals }) {
  return `Translations: ${totals.current} sections up to date, ${totals.stale} stale, ${totals.untranslated} untranslated in ${pages.length} pages (${TRANSLATED_LANG} from ${SOURCE_LANG}).`;
}

/**
 * The check's report over a docs folder.
 * @param {string} docsDir
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function translationsReport(docsDir) {
  const status = translationStatus(docsDir);
  return {
    notes: status.problems.length ? [summary(status)] : [],
    findings: status.problems,
    summary: status.problems.length
      ? `${status.problems.length} problem(s) in the translation record.`
      : summary(status),
  };
}
