// A copy, not a wrap: the dates come from the build (plugins/pageDates.ts), not from the theme's
// last-updated plugin, so nothing of the theme's component is kept.
import { usePage } from '@rspress/core/runtime';
import type { PageDates, ShownDay } from '../../core/pageDates';
import { useSiteI18n } from '../hooks/useSiteI18n';

/** The dates plugins/pageDates.ts wrote into this page's metadata, if any. */
function pageDatesOf(page: object): PageDates {
  const dates = 'pageDates' in page ? page.pageDates : undefined;
  return typeof dates === 'object' && dates !== null ? (dates as PageDates) : {};
}

/** `template` with `{date}` replaced by a `<time>` element. */
function Dated({ template, shown }: { template: string; shown: ShownDay }) {
  const [before, after = ''] = template.split('{date}');
  return (
    <p>
      {before}
      <time dateTime={shown.day}>{shown.text}</time>
      {after}
    </p>
  );
}

/**
 * The doc footer's dates, in place of the theme's LastUpdated: the day of the last commit that
 * changed the page's file and, on a translated page, the day of the English text it follows. A
 * page the build could not date (a shallow clone, an uncommitted file) shows nothing.
 */
export function LastUpdated() {
  const { page } = usePage();
  const t = useSiteI18n();
  const { updated, translatedFrom } = pageDatesOf(page);
  if (!updated && !translatedFrom) return null;
  return (
    // Inline style: the theme's rule for this class leaves the bundle with its unused component, and
    // the site's stylesheet has no room for a copy. The helper-text grey the site keeps at AA.
    <div
      className="rp-last-updated"
      data-page-dates=""
      style={{ color: 'var(--rp-c-text-2)', fontSize: '14px', lineHeight: '20px' }}
    >
      {updated && <Dated template={t('lastUpdatedOn')} shown={updated} />}
      {translatedFrom && <Dated template={t('translatedFromOn')} shown={translatedFrom} />}
    </div>
  );
}
