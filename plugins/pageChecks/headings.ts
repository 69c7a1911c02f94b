/**
 * The headings of a page and their ids, worked out as Rspress 2.0.22's toc plugin does
 * (remarkPlugins/toc.js): the top-level headings in order, an explicit `{#id}` or else a GitHub
 * slug of the heading's text with its inline Markdown, numbered when repeated.
 */
import GithubSlugger from 'github-slugger';
import type { Heading, PhrasingContent, Root } from 'mdast';

/** The explicit id of a `{#id}` heading, as Rspress reads it. */
const CUSTOM_ID = /\\?\{#.*\}/;

function childText(child: PhrasingContent): string {
  if (child.type === 'text') return child.value;
  if (child.type === 'inlineCode') return `\`${child.value}\``;
  if (child.type === 'link') return child.children.map(childText).join('');
  const mark = { strong: '**', emphasis: '*', delete: '~~' }[child.type as string];
  if (mark && 'children' in child)
    return mark + (child.children as PhrasingContent[]).map(childText).join('') + mark;
  return '';
}

export interface PageHeading {
  node: Heading;
  line: number;
  /** The text Rspress shows for it (inline Markdown kept), without the `{#id}`. */
  text: string;
  /** The id the heading gets in the built page. */
  id: string;
  explicit: boolean;
}

export function pageHeadings(tree: Root): PageHeading[] {
  const slugger = new GithubSlugger();
  return tree.children.flatMap((node) => {
    if (node.type !== 'heading') return [];
    let customId = '';
    const text = node.children
      .map((child) => {
        if (child.type !== 'text') return childText(child);
        const match = CUSTOM_ID.exec(child.value);
        if (!match) return child.value;
        customId = match[0].replace(/^\\/, '').slice(2, -1);
        return child.value.replace(CUSTOM_ID, '').trimEnd();
      })
      .join('')
      .trim();
    return [
      {
        node,
        line: node.position?.start.line ?? 1,
        text,
        id: customId || slugger.slug(text),
        explicit: Boolean(customId),
      },
    ];
  });
}
