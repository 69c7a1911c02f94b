/**
 * Titles and headings are text: the 2.0.22 theme shows them as HTML in the sidebar, prev/next,
 * outline and overview (theme/overrides/renderInlineMarkdown.ts makes that safe), so markup in a title is
 * a mistake or an attack. Inline code, emphasis, strong and strikethrough stay allowed: they are
 * Markdown, not HTML. SITE_ALLOW_TITLE_HTML=1 turns this check off.
 */
import type { Root } from 'mdast';
import { walk } from '../../lib/mdast.mjs';
import type { PageProblem } from './types';

/** What a browser would read as the start of a tag or a comment. */
const TAG = /<[A-Za-z/!?]/;

export const titleHtmlAllowed = () => process.env.SITE_ALLOW_TITLE_HTML === '1';

const shown = (text: string) => JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text);

/** The name of the first tag in raw HTML, e.g. `<b>` for `<b>it`. */
const tagName = (html: string) => /<\/?([A-Za-z][\w-]*)/.exec(html)?.[1];

/** Markup in any heading of the tree (the first per heading): HTML or JSX, or text read as a tag. */
export function headingHtmlProblems(tree: Root): PageProblem[] {
  const problems: PageProblem[] = [];
  walk(tree, (heading) => {
    if (heading.type !== 'heading') return;
    let found: PageProblem | undefined;
    walk(heading, (node) => {
      if (found) return;
      const line = node.position?.start.line ?? 1;
      if (
        node.type === 'html' ||
        node.type === 'mdxJsxTextElement' ||
        node.type === 'mdxJsxFlowElement'
      ) {
        const name = node.type === 'html' ? tagName(node.value) : node.name;
        found = {
          line,
          message: `a heading contains ${name ? `<${name}>` : 'markup'}; headings are text (inline code, emphasis and strong are fine)`,
        };
      } else if (node.type === 'text' && TAG.test(node.value))
        found = {
          line,
          message: `a heading's text ${shown(node.value)} reads as an HTML tag; put it in backticks`,
        };
    });
    if (found) problems.push(found);
  });
  return problems;
}

/** Markup in the frontmatter `title`, at its line. */
export function titleHtmlProblems(title: unknown, source: string): PageProblem[] {
  if (typeof title !== 'string' || !TAG.test(title)) return [];
  const line = source.split('\n').findIndex((text) => /^title\s*:/.test(text)) + 1;
  return [
    {
      line: line || 1,
      message: `the title ${shown(title)} contains HTML; titles are text (inline code, emphasis and strong are fine)`,
    },
  ];
}
