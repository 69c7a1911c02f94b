/** Addresses the section menu builds: the section's link, its twin, and a prefilled issue. */
import { docsRepository, siteOrigin } from '../../../site/links';

/** The published address of a page's section (`/guide/x` → `https://rspress.rs/guide/x#id`). */
export const sectionUrl = (pathname: string, id: string) => `${siteOrigin}${pathname}#${id}`;

/** The page's Markdown twin beside its HTML (`/guide/x` → `/guide/x.md`, `/zh/` → `/zh/index.md`). */
export const twinPath = (pathname: string) =>
  pathname.endsWith('/') ? `${pathname}index.md` : `${pathname.replace(/\.html$/, '')}.md`;

export interface ProblemReport {
  pathname: string;
  id: string;
  section: string;
  pageTitle: string;
  lang: string;
  commit: string;
  prompt: string;
}

/** A new-issue link on the docs repository with the page, section, language and commit filled in. */
export function reportUrl(report: ProblemReport): string {
  const body = [
    report.prompt,
    '',
    '',
    '---',
    `Page: ${sectionUrl(report.pathname, report.id)}`,
    `Section: ${report.section}`,
    `Language: ${report.lang}`,
    `Commit: ${report.commit || 'unknown'}`,
  ].join('\n');
  const params = new URLSearchParams({
    title: `Docs: ${report.pageTitle} › ${report.section}`,
    body,
  });
  return `${docsRepository.url}/issues/new?${params}`;
}
