import type { ReactNode } from 'react';
import { localize } from '../../../site/languages.mjs';
import type { ToolLink } from '../../../site/tools';
import { useSiteI18n } from '../../hooks/useSiteI18n';
import { useSiteLang } from '../../hooks/useSiteLang';
import { ToolLogo } from '../ToolLogo';
import styles from './ToolSiteLink.module.css';

interface ToolSiteLinkProps {
  tool: ToolLink;
  className: string;
  logoSize: number;
  /** The tool's name and description, laid out by the caller. */
  children: ReactNode;
}

/** A link to a tool's site in a new tab, with its logo, saying to screen readers where it opens. */
export function ToolSiteLink({ tool, className, logoSize, children }: ToolSiteLinkProps) {
  const lang = useSiteLang();
  const t = useSiteI18n();
  return (
    <a
      className={className}
      href={localize(tool.url, lang)}
      target="_blank"
      rel="noopener noreferrer"
    >
      <ToolLogo tool={tool} size={logoSize} />
      {children}
      <span className={styles.srOnly}>({t('opensInNewTab')})</span>
    </a>
  );
}
