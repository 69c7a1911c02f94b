import { type ToolLink, toolCards, toolDesc, toolUrl } from '../../../site/tools';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import { useSiteLang } from '../../hooks/useSiteLang';
import { ToolLogo } from '../ToolLogo';
import styles from './ToolCards.module.css';

interface ToolCardsProps {
  tools?: ToolLink[];
}

/** The Rstack tool cards shown under the home page features. */
export function ToolCards({ tools = toolCards }: ToolCardsProps) {
  const lang = useSiteLang();
  const t = useSiteI18n();
  return (
    <section className={styles.section} aria-labelledby="tool-stack-title">
      <h2 id="tool-stack-title" className={styles.title}>
        {t('toolStackTitle')}
      </h2>
      <p className={styles.desc}>{t('toolStackDesc')}</p>
      <ul className={styles.grid}>
        {tools.map((tool) => (
          <li key={tool.name}>
            <a
              className={styles.card}
              href={toolUrl(tool, lang)}
              target="_blank"
              rel="noopener noreferrer"
            >
              <ToolLogo tool={tool} size={40} />
              <span className={styles.name}>{tool.name}</span>
              <span className={styles.cardDesc}>{toolDesc(tool, lang)}</span>
              <span className={styles.srOnly}>({t('opensInNewTab')})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
