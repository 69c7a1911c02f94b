import { useFrontmatter } from '@rspress/core/runtime';
import { DocFooter } from '@rspress/core/theme';

/**
 * The doc footer (edit link, prev/next) on overview pages, which 2.0.22's layout leaves out;
 * every other doc page has it.
 */
export function OverviewFooter() {
  const { frontmatter } = useFrontmatter();
  return frontmatter?.overview ? <DocFooter /> : null;
}
