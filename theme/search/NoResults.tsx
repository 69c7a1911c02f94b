import { IconEmpty, SvgWrapper } from '@rspress/core/theme';
import { useSiteI18n } from '../hooks/useSiteI18n';

/**
 * The panel's "no results" screen, with the theme's classes, in a sentence of the page's language
 * that holds the query: the theme puts its text and the query side by side in half-width quotes
 * (未找到与之匹配的结果 "…"), which reads as no Chinese writer would put it.
 */
export function NoResults({ query }: { query: string }) {
  const t = useSiteI18n();
  const [before, after = ''] = t('searchNoResultsFor').split('{query}');
  return (
    <div className="rp-no-search-result">
      <SvgWrapper icon={IconEmpty} className="rp-no-search-result__icon" />
      <p className="rp-no-search-result__text" role="status">
        {before}
        <b>{query}</b>
        {after}
      </p>
      <p className="rp-no-search-result__suggestion">{t('searchSuggestedQueryText')}</p>
    </div>
  );
}
