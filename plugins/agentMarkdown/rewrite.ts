/**
 * Pure rewrites of the Markdown that Rspress 2.0.22 writes for agents (the `.md` twins and
 * `llms-full.txt`), so that what an agent reads is plain Markdown that still works once copied
 * out of the site: no source syntax left over, every link absolute on the site's origin.
 * Code blocks and inline code are never touched: they show source on purpose.
 */
import { closesFence, type Fence, openingFence } from '../../core/fences.mjs';

/**
 * Applies `prose` to each line outside fenced code blocks and `code` to each line inside one
 * (fence lines are left as they are).
 */
export function mapLines(
  markdown: string,
  prose: (line: string) => string,
  code: (line: string) => string = (line) => line,
): string {
  let fence: Fence | undefined;
  return markdown
    .split('\n')
    .map((line) => {
      if (fence) {
        if (closesFence(line, fence)) {
          fence = undefined;
          return line;
        }
        return code(line);
      }
      fence = openingFence(line);
      return fence ? line : prose(line);
    })
    .join('\n');
}

/** Applies `rewrite` to the parts of one line outside inline code spans (`` `a` ``, ``` ``a`` ```). */
export function mapOutsideInlineCode(line: string, rewrite: (text: string) => string): string {
  const parts: string[] = [];
  let rest = line;
  for (;;) {
    const open = /`+/.exec(rest);
    if (!open) break;
    const closeAt = rest.indexOf(open[0], open.index + open[0].length);
    // An unmatched run of backticks is literal text, as in CommonMark.
    if (closeAt < 0) break;
    const end = closeAt + open[0].length;
    parts.push(rewrite(rest.slice(0, open.index)), rest.slice(open.index, end));
    rest = rest.slice(end);
  }
  parts.push(rewrite(rest));
  return parts.join('');
}

/**
 * Drops the explicit heading ids that 2.0.22 leaves in the text (`## Install \{#install}`): in
 * Markdown they are literal characters, not anchors.
 */
export const stripHeadingId = (line: string): string =>
  /^ {0,3}#{1,6}\s/.test(line) ? line.replace(/\s*\\?\{#[^}\s]+\}\s*$/, '') : line;

/**
 * 2.0.22 escapes a heading id inside code blocks too, which changes the examples that show how
 * to write one (`## Install {#install}` becomes `## Install \{#install}`): undo that.
 */
export const unescapeCodeHeadingId = (line: string): string =>
  line.replace(/^(\s*#{1,6}\s.*?)\\\{#([^}\s]+)\}(\s*)$/, '$1{#$2}$3');

/** GitHub's alert type for each container type of the theme; `details` has none. */
const ALERT_TYPES: Record<string, string | undefined> = {
  note: 'NOTE',
  info: 'NOTE',
  tip: 'TIP',
  important: 'IMPORTANT',
  warning: 'WARNING',
  caution: 'CAUTION',
  danger: 'CAUTION',
};

/** The title of a container's opening line: `Title`, `{title="Title"}` or `\{title="Title"}`. */
function containerTitle(rest: string): string {
  const braced = /^\\?\{\s*title\s*=\s*"([^"]*)"\s*\}$/.exec(rest.trim());
  return (braced ? braced[1] : rest).trim();
}

/**
 * Turns the `:::type Title` … `:::` containers that 2.0.22 writes back into the Markdown into
 * blockquotes: GitHub's alert syntax (`> [!WARNING]`) for the callout types, which agents know
 * from READMEs, and the title in bold.
 */
export function containersToBlockquotes(markdown: string): string {
  let depth = 0;
  const out: string[] = [];
  let fence: Fence | undefined;
  for (const line of markdown.split('\n')) {
    const quote = '> '.repeat(depth);
    if (fence) {
      if (closesFence(line, fence)) fence = undefined;
      out.push(`${quote}${line}`.trimEnd());
      continue;
    }
    fence = openingFence(line);
    const open = fence ? null : /^\s*:::\s*([A-Za-z]+)(.*)$/.exec(line);
    if (open) {
      const type = open[1].toLowerCase();
      const title = containerTitle(open[2]);
      const alert = ALERT_TYPES[type];
      const inner = `${quote}> `;
      if (alert) out.push(`${inner}[!${alert}]`);
      if (title) out.push(`${inner}**${title}**`);
      if (!alert && !title) out.push(`${inner}**${type}**`);
      depth += 1;
      continue;
    }
    if (!fence && depth > 0 && /^\s*:::\s*$/.test(line)) {
      depth -= 1;
      continue;
    }
    out.push(`${quote}${line}`.trimEnd());
  }
  return out.join('\n');
}

/** What a link rewrite needs to know. */
export interface LinkContext {
  /** The site origin, e.g. `https://rspress.rs`. */
  origin: string;
  /** The absolute URL of the Markdown file being rewritten (relative links resolve against it). */
  documentUrl: string;
  /** The twin path of a page path (`/guide/a` → `/guide/a.md`), or undefined when it is no page. */
  twinOf: (path: string) => string | undefined;
}

/**
 * The absolute form of one link target: on the site's origin, a page's address becomes its
 * Markdown twin (an agent that follows it keeps reading Markdown) with the fragment kept, and a
 * file keeps its own address. Targets on other origins, and other schemes, are left as they are.
 */
export function absoluteTarget(target: string, context: LinkContext): string {
  if (/^[a-z][a-z\d+.-]*:/i.test(target) && !target.startsWith(context.origin)) return target;
  if (target.startsWith('//')) return target;
  const url = new URL(target, context.documentUrl);
  if (url.origin !== new URL(context.origin).origin) return target;
  const twin = context.twinOf(decodeURI(url.pathname));
  return `${context.origin}${twin ? encodeURI(twin) : url.pathname}${url.search}${url.hash}`;
}

/**
 * Rewrites the targets of inline links and images (`[a](/x)`, `![a](./x.png)`) and of link
 * reference definitions (`[a]: /x`) in one line of prose.
 */
export function absoluteLinksInLine(line: string, context: LinkContext): string {
  const definition = /^( {0,3}\[[^\]]+\]:\s*)(\S+)(.*)$/.exec(line);
  if (definition) {
    return `${definition[1]}${absoluteTarget(definition[2], context)}${definition[3]}`;
  }
  return mapOutsideInlineCode(line, (text) =>
    text.replace(
      /\]\((<?)([^()\s<>]*)(>?)(\s+"[^"]*")?\)/g,
      (_, open: string, target: string, close: string, title = '') =>
        `](${open}${target ? absoluteTarget(target, context) : target}${close}${title})`,
    ),
  );
}

/** The characters that would turn a title or description into Markdown syntax. */
export const escapeMarkdownText = (text: string): string =>
  text.replace(/[\\`*_[\]<>#|]/g, (char) => `\\${char}`);

/** Everything an agent's Markdown goes through: containers, heading ids, links. */
export function cleanMarkdown(markdown: string, context: LinkContext): string {
  // Containers last: their blockquote markers would hide the code fences inside them.
  return containersToBlockquotes(
    mapLines(
      markdown,
      (line) => absoluteLinksInLine(stripHeadingId(line), context),
      unescapeCodeHeadingId,
    ),
  );
}

/** The hint at the top of a twin: a blockquote, then the page. */
export const withHint = (markdown: string, hint: string): string => `> ${hint}\n\n${markdown}`;
