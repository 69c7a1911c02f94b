import { useLang } from '@rspress/core/runtime';
import type { CSSProperties } from 'react';
import { agentHintText } from '../../../core/agents';
import { toLang } from '../../../site/languages.mjs';
import { useSiteI18n } from '../../hooks/useSiteI18n';

/**
 * Out of sight but still in the page's text, so HTML-to-text converters keep it. Inline, because
 * every page's CSS is at its 15 KB budget (tests/e2e/output.spec.ts).
 */
const visuallyHidden: CSSProperties = {
  position: 'absolute',
  width: 1,
  height: 1,
  margin: -1,
  overflow: 'hidden',
  clipPath: 'inset(50%)',
  whiteSpace: 'nowrap',
};

/**
 * Tells coding agents that read the page's HTML where this language's llms.txt is and that every
 * page has a Markdown twin. Plain text (no link), so it adds no tab stop. Visually hidden, and
 * `aria-hidden` because it speaks to programs reading the markup: a screen reader would otherwise
 * read it at the top of every page, before the skip link's target. `data-nosnippet` keeps it out
 * of search result snippets.
 */
export function AgentHint() {
  const lang = toLang(useLang());
  const t = useSiteI18n();
  return (
    <div style={visuallyHidden} aria-hidden="true" data-nosnippet="" data-agent-hint={lang}>
      {agentHintText(t('agentHint'), lang)}
    </div>
  );
}
