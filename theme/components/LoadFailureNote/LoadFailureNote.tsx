import { useLocation } from '@rspress/core/runtime';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import styles from './LoadFailureNote.module.css';
import { loadFailureNoteId } from './noteId';

/**
 * Says, in the page's language, that the page's code did not load, with a reload link. In every
 * page's HTML, hidden; shown by theme/upstream/routeLoad.ts when the served page's own code fails,
 * so React never takes the page over (the note is written here, not by that script, which stays
 * small in every page's first load).
 */
export function LoadFailureNote() {
  const t = useSiteI18n();
  const { pathname } = useLocation();
  // Not in the Markdown twins: agents read no page scripts.
  if (import.meta.env.SSG_MD) return null;
  return (
    <p id={loadFailureNoteId} role="status" className={styles.note} hidden>
      {t('pageLoadFailedText')} {/* The page's own address: the link loads it again. */}
      <a href={pathname} className={styles.reload}>
        {t('pageReloadLink')}
      </a>
    </p>
  );
}
