import { useSiteI18n } from '../hooks/useSiteI18n';

/**
 * What the search panel shows instead of results while the index is slow to arrive, or when it
 * could not be fetched, in the page's language (the panel shows it through
 * upstream/theme/searchStates.ts). Never the exception's own message.
 */
export function SearchStatus({
  state,
  onRetry,
}: {
  state: 'loading' | 'error';
  onRetry: () => void;
}) {
  const t = useSiteI18n();
  if (state === 'loading')
    return (
      <p role="status" className="site-search-status">
        {t('searchLoadingText')}
      </p>
    );
  return (
    <div role="alert" className="site-search-status site-search-status--error">
      <p className="site-search-status__title">{t('searchErrorTitle')}</p>
      <p>{t('searchErrorHelp')}</p>
      <button type="button" className="site-search-status__retry" onClick={onRetry}>
        {t('searchRetry')}
      </button>
    </div>
  );
}
