import { localize } from '../../../site/languages.mjs';
import { toolCards } from '../../../site/tools';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import { useSiteLang } from '../../hooks/useSiteLang';
import { ToolSiteLink } from '../ToolSiteLink';
import styles from './ToolCards.module.css';

/** The Rstack tool cards shown under the home page features. */
export function ToolCards() {
  const lang = useSiteLang();
  const t = useSiteI18n();
  return (
    <section className={styles.section} aria-labelledby="tool-stack-title">
      <h2 id="tool-stack-title" className={styles.title}>
        {t('toolStackTitle')}
      </h2>
      <p className={styles.desc}>{t('toolStackDesc')}</p>
      <ul className={styles.grid}>
        {toolCards.map((tool) => (
          <li key={tool.name}>
            <ToolSiteLink tool={tool} className={styles.card} logoSize={40}>
              <span className={styles.name}>{tool.name}</span>
              <span className={styles.cardDesc}>{localize(tool.desc, lang)}</span>
            </ToolSiteLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
