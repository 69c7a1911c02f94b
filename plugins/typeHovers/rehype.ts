/**
 * Marks the annotated identifiers in the highlighted code of a page and puts each popup, hidden
 * and with its text in data attributes, right after its block; a screen reader hears the text as
 * the identifier's description once the client has written it in. Runs after Shiki (Rspress adds config rehype plugins
 * after its highlighter) and only for HTML: the Markdown twins are built without rehype plugins.
 * A page with marks imports the small client that opens the popups; other pages import nothing.
 */
import type { Element, ElementContent, Root, RootContent, Text } from 'hast';
import type { Hover, HoverBlock } from './hovers';

/** The class names the client and its stylesheet select. */
export const MARK_CLASS = 'th-mark';
export const NOTES_CLASS = 'th-notes';
export const NOTE_CLASS = 'th-note';

interface VFileLike {
  path?: string;
  history?: string[];
}

const text = (value: string): Text => ({ type: 'text', value });
const element = (
  tagName: string,
  properties: Element['properties'],
  children: ElementContent[],
): Element => ({ type: 'element', tagName, properties, children });

/**
 * The popup of one name, empty: its text is in data attributes, which are not the document's
 * text, so agents, crawlers and HTML-to-text converters reading the page do not get notes in the
 * middle of the code. The client writes the text into the popup when it first opens
 * (theme/components/TypeHover), before a screen reader reads the description.
 */
function noteElement(id: string, hover: Hover): Element {
  return element(
    'div',
    {
      id,
      className: [NOTE_CLASS],
      role: 'tooltip',
      hidden: true,
      dataType: hover.type,
      dataDescription: hover.description,
      dataHref: hover.href,
      dataTitle: hover.pageTitle,
    },
    [],
  );
}

/** Class names from `className` (rehype) or `class` (the string Shiki's hast carries). */
const classes = (node: Element) => {
  const value = node.properties?.className ?? node.properties?.class;
  return Array.isArray(value) ? value.map(String) : String(value ?? '').split(/\s+/);
};

/** The text of a highlighted line, and its text nodes with where each starts. */
function lineTexts(line: Element) {
  const nodes: { node: Text; parent: Element; start: number }[] = [];
  let offset = 0;
  const walk = (parent: Element) => {
    for (const child of parent.children) {
      if (child.type === 'text') {
        nodes.push({ node: child, parent, start: offset });
        offset += child.value.length;
      } else if (child.type === 'element') walk(child);
    }
  };
  walk(line);
  return { text: nodes.map((n) => n.node.value).join(''), nodes };
}

/** The `.line` elements of a highlighted `<pre>`, or undefined when it is not Shiki's markup. */
function codeLines(pre: Element): Element[] | undefined {
  const code = pre.children.find(
    (child): child is Element => child.type === 'element' && child.tagName === 'code',
  );
  if (!code) return undefined;
  return code.children.filter(
    (child): child is Element => child.type === 'element' && classes(child).includes('line'),
  );
}

/**
 * Wraps each hover's identifier in a mark, when the identifier is one text run of its line (a
 * notation comment or a transformer that changed the text leaves that block unmarked).
 * Returns how many identifiers were marked; `noteId` names the popup of a key.
 */
function markBlock(lines: Element[], hovers: Hover[], noteId: (hover: Hover) => string): number {
  const byLine = new Map<number, Hover[]>();
  for (const hover of hovers) byLine.set(hover.line, [...(byLine.get(hover.line) ?? []), hover]);
  for (const [lineIndex, list] of byLine) {
    const line = lines[lineIndex];
    if (!line) continue;
    const { nodes } = lineTexts(line);
    // Right to left, so a split leaves the offsets of the runs to its left unchanged.
    for (const hover of [...list].sort((a, b) => b.column - a.column)) {
      const run = nodes.find(
        (n) =>
          n.start <= hover.column && hover.column + hover.length <= n.start + n.node.value.length,
      );
      if (!run) continue;
      const from = hover.column - run.start;
      const value = run.node.value;
      const mark = element(
        'span',
        { className: [MARK_CLASS], tabIndex: -1, ariaDescribedBy: [noteId(hover)] },
        [text(value.slice(from, from + hover.length))],
      );
      const before = text(value.slice(0, from));
      const after = text(value.slice(from + hover.length));
      const at = run.parent.children.indexOf(run.node);
      run.parent.children.splice(
        at,
        1,
        ...[before, mark, after].filter((n) => n.type !== 'text' || n.value),
      );
      // The runs to the left of this mark now end in `before`.
      run.node = before;
    }
  }
  // The block is one tab stop: its first mark; arrow keys reach the others.
  const marks = lines.flatMap(findMarks);
  if (marks[0]?.properties) marks[0].properties.tabIndex = 0;
  return marks.length;
}

function findMarks(node: Element): Element[] {
  return node.children.flatMap((child) =>
    child.type !== 'element'
      ? []
      : classes(child).includes(MARK_CLASS)
        ? [child]
        : findMarks(child),
  );
}

/** The ESM import of the client and its element, as MDX's hast carries them. */
function clientNodes(clientModule: string): RootContent[] {
  const name = 'TypeHovers';
  const esm = {
    type: 'mdxjsEsm',
    value: `import { ${name} } from ${JSON.stringify(clientModule)};`,
    data: {
      estree: {
        type: 'Program',
        sourceType: 'module',
        body: [
          {
            type: 'ImportDeclaration',
            specifiers: [
              {
                type: 'ImportSpecifier',
                imported: { type: 'Identifier', name },
                local: { type: 'Identifier', name },
              },
            ],
            source: { type: 'Literal', value: clientModule, raw: JSON.stringify(clientModule) },
          },
        ],
      },
    },
  };
  const jsx = { type: 'mdxJsxFlowElement', name, attributes: [], children: [] };
  return [esm, jsx] as unknown as RootContent[];
}

export interface RehypeTypeHoversOptions {
  /** Page path relative to the docs root (`en/guide/x.mdx`) → its blocks with hovers. */
  hoversOf: (page: string) => Promise<HoverBlock[] | undefined> | HoverBlock[] | undefined;
  /** The absolute path of the docs root, to name a page from its file (known once the build starts). */
  site: { docsRoot: string };
  /** The module that exports the `TypeHovers` client component. */
  clientModule: string;
}

export function rehypeTypeHovers({ hoversOf, site, clientModule }: RehypeTypeHoversOptions) {
  return () => async (tree: Root, file: VFileLike) => {
    const root = site.docsRoot.endsWith('/') ? site.docsRoot : `${site.docsRoot}/`;
    const path = file.path ?? file.history?.[0] ?? '';
    if (!path.startsWith(root)) return;
    const blocks = await hoversOf(path.slice(root.length));
    if (!blocks?.length) return;
    // Blocks of this page by their code; a code shown twice is matched in order.
    const queue = new Map<string, HoverBlock[]>();
    for (const block of blocks) queue.set(block.code, [...(queue.get(block.code) ?? []), block]);
    // One popup per name and page, placed after the first block that uses it: a name shown in
    // ten examples costs its text once.
    const ids = new Map<string, string>();
    let marked = 0;
    const visit = (parent: Root | Element) => {
      for (let i = 0; i < parent.children.length; i++) {
        const child = parent.children[i];
        if (child.type !== 'element') {
          if ('children' in child && Array.isArray(child.children))
            visit(child as unknown as Element);
          continue;
        }
        if (child.tagName !== 'pre') {
          visit(child);
          continue;
        }
        const lines = codeLines(child);
        if (!lines) continue;
        const code = lines.map((line) => lineTexts(line).text).join('\n');
        const block = queue.get(code)?.shift();
        if (!block) continue;
        const fresh: Hover[] = [];
        const noteId = (hover: Hover) => {
          if (!ids.has(hover.key)) {
            ids.set(hover.key, `th-${ids.size + 1}`);
            fresh.push(hover);
          }
          return ids.get(hover.key) as string;
        };
        marked += markBlock(lines, block.hovers, noteId);
        if (!fresh.length) continue;
        // Notes in the order of their ids, so two builds write the same markup.
        const notes = fresh
          .sort((a, b) => Number(ids.get(a.key)?.slice(3)) - Number(ids.get(b.key)?.slice(3)))
          .map((hover) => noteElement(ids.get(hover.key) as string, hover));
        parent.children.splice(i + 1, 0, element('div', { className: [NOTES_CLASS] }, notes));
        i++;
      }
    };
    visit(tree);
    if (marked) tree.children.push(...clientNodes(clientModule));
  };
}
