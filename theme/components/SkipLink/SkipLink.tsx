import { useSiteI18n } from '../../hooks/useSiteI18n';
import styles from './SkipLink.module.css';

export const mainContentId = 'main-content';

/** The first stop of the Tab key: lets keyboard readers jump over the navbar and sidebar. */
export function SkipLink() {
  const t = useSiteI18n();
  return (
    <a className={styles.skipLink} href={`#${mainContentId}`}>
      {t('skipToContent')}
    </a>
  );
}

/** Where the skip link lands: placed at the start of each layout's main content. */
export function MainContentTarget() {
  return <span id={mainContentId} tabIndex={-1} className={styles.target} />;
}
