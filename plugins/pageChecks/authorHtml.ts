/**
 * Author HTML that the production Content-Security-Policy (site/http-headers.json) would block, or
 * that runs or redirects on a host without it, fails the build at its line: scripts in any spelling,
 * `on*` handlers, `javascript:` URLs, `data:` URLs where they run as a page, `<meta http-equiv>`
 * (a refresh redirects even under the CSP), `<base>`, `<iframe srcdoc>`, SVG animation of a link,
 * frames to other hosts, `http:` resources and `target="_blank"` without `rel`. Raw HTML is read
 * with parse5, the HTML parser of the Markdown pipeline itself (rehype-raw), so what is checked is
 * what a browser builds, not what a pattern guesses. Read from the source, so it covers the HTML
 * page and the Markdown twin made from it. SVG files of the public folder get the same checks.
 */
import type { Root } from 'mdast';
import { type DefaultTreeAdapterMap, parseFragment } from 'parse5';
import { walk } from '../../lib/mdast.mjs';
import type { PageProblem } from './types';

interface Element {
  name: string;
  attributes: Map<string, string>;
  line: number;
}

const RESOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'data', 'action', 'formaction'];
const FRAMES = new Set(['iframe', 'frame', 'object', 'embed']);
/** Elements whose URL attribute opens a document of its own, where a `data:` URL runs as a page. */
const DOCUMENT_URLS: Record<string, string[]> = {
  a: ['href', 'xlink:href'],
  area: ['href'],
  iframe: ['src'],
  frame: ['src'],
  embed: ['src'],
  object: ['data'],
  form: ['action'],
  button: ['formaction'],
  input: ['formaction'],
};
const SVG_ANIMATIONS = new Set(['animate', 'set', 'animatemotion', 'animatetransform']);
/** An absolute or protocol-relative URL, i.e. one that may point at another host. */
const OTHER_HOST = /^\s*(?:[a-z][a-z\d+.-]*:)?\/\//i;
const HTTP_URL = /(?:^|[\s,])http:\/\//i;
/** JSX spellings of HTML attribute names that differ from the HTML ones beyond case. */
const JSX_NAMES: Record<string, string> = {
  httpequiv: 'http-equiv',
  xlinkhref: 'xlink:href',
  acceptcharset: 'accept-charset',
};

/**
 * The scheme of a URL as a browser reads it: tabs and newlines anywhere are dropped and leading
 * spaces and control characters ignored, so `java&#9;script:` is `javascript:`.
 */
export function scheme(url: string): string | undefined {
  const stripped = url.replace(/[\t\n\r]/g, '');
  let start = 0;
  while (start < stripped.length && stripped.charCodeAt(start) <= 0x20) start++;
  return /^([a-z][a-z\d+.-]*):/i.exec(stripped.slice(start))?.[1]?.toLowerCase();
}
const runsScript = (url: string) => ['javascript', 'vbscript'].includes(scheme(url) ?? '');

/** The problems of one element, HTML or JSX (attribute names as HTML spells them). */
export function elementProblems({ name, attributes, line }: Element): PageProblem[] {
  const tag = name.toLowerCase();
  const problems: string[] = [];
  const get = (key: string) => {
    for (const [attribute, value] of attributes) if (attribute.toLowerCase() === key) return value;
    return undefined;
  };
  if (tag === 'script') problems.push('a <script> in a page is blocked by the CSP');
  if (tag === 'meta' && get('http-equiv') !== undefined)
    problems.push(
      `<meta http-equiv="${get('http-equiv')}"> acts on the whole page (a refresh redirects even under the CSP)`,
    );
  if (tag === 'base')
    problems.push('<base> changes where every link and script of the page points');
  if ((tag === 'iframe' || tag === 'frame') && get('srcdoc') !== undefined)
    problems.push(`<${name} srcdoc> runs HTML of its own; link a page of the site instead`);
  if (SVG_ANIMATIONS.has(tag) && /^(xlink:)?href$/i.test(get('attributename')?.trim() ?? ''))
    problems.push(`<${name}> animates a link's href, which can turn it into a script URL`);
  for (const [attribute, value] of attributes) {
    const key = attribute.toLowerCase();
    if (/^on/.test(key))
      problems.push(`the event handler ${attribute}= on <${name}> is blocked by the CSP`);
    if (runsScript(value)) problems.push(`a javascript: URL in ${attribute}= on <${name}>`);
    if (DOCUMENT_URLS[tag]?.includes(key) && scheme(value) === 'data')
      problems.push(`a data: URL in ${attribute}= on <${name}> opens as a page of its own`);
    if (RESOURCE_ATTRIBUTES.includes(key) && HTTP_URL.test(value))
      problems.push(`an http: resource in ${attribute}= on <${name}>; use https:`);
  }
  const src = get('src') ?? get('data') ?? '';
  if (FRAMES.has(tag) && OTHER_HOST.test(src))
    problems.push(
      `<${name}> loads another host (${src.trim()}); the CSP allows frames from this site only`,
    );
  const target = get('target');
  if (target?.toLowerCase() === '_blank' && !/noopener|noreferrer/i.test(get('rel') ?? ''))
    problems.push(`<${name} target="_blank"> needs rel="noopener noreferrer"`);
  return problems.map((message) => ({ line, message }));
}

type HtmlNode = DefaultTreeAdapterMap['node'];

/** The elements of an HTML string that begins on `line`, as a browser parses it. */
export function htmlElements(html: string, line: number): Element[] {
  const elements: Element[] = [];
  const visit = (node: HtmlNode) => {
    if ('tagName' in node) {
      const attributes = new Map<string, string>();
      for (const { name, prefix, value } of node.attrs)
        attributes.set(prefix ? `${prefix}:${name}` : name, value);
      elements.push({
        name: node.tagName,
        attributes,
        line: line + (node.sourceCodeLocation?.startLine ?? 1) - 1,
      });
      if (node.tagName === 'template' && 'content' in node) visit(node.content as HtmlNode);
    }
    if ('childNodes' in node) for (const child of node.childNodes) visit(child);
  };
  visit(parseFragment(html, { sourceCodeLocationInfo: true }));
  return elements;
}

/** The problems of the HTML in `html`, which begins on `line`. */
export const htmlProblems = (html: string, line: number): PageProblem[] =>
  htmlElements(html, line).flatMap(elementProblems);

/** The fields of an MDX JSX element node that this check reads. */
interface JsxElement {
  name: string | null;
  attributes: JsxAttribute[];
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { value: string; data?: { estree?: EstreeNode } };
}

/** An ESTree node, as far as these checks read it. */
export interface EstreeNode {
  type: string;
  [key: string]: unknown;
}

/** Every ESTree node under `node`, depth first. */
export function estreeNodes(node: unknown, found: EstreeNode[] = []): EstreeNode[] {
  if (Array.isArray(node)) for (const item of node) estreeNodes(item, found);
  else if (node && typeof node === 'object' && typeof (node as EstreeNode).type === 'string') {
    found.push(node as EstreeNode);
    for (const [key, value] of Object.entries(node))
      if (key !== 'loc' && key !== 'range' && key !== 'comments') estreeNodes(value, found);
  }
  return found;
}

/** The nodes `dangerouslySetInnerHTML={{ __html: '…' }}` may be made of: literal text only. */
const LITERAL_HTML = new Set([
  'Program',
  'ExpressionStatement',
  'ObjectExpression',
  'Property',
  'Identifier',
  'Literal',
  'TemplateLiteral',
  'TemplateElement',
]);

/** The text of each string literal and template literal part among `nodes`. */
const literalTexts = (nodes: EstreeNode[]): string[] =>
  nodes.flatMap((node) => {
    if (node.type === 'Literal' && typeof node.value === 'string') return [node.value];
    if (node.type === 'TemplateElement')
      return [String((node.value as { cooked?: string }).cooked ?? '')];
    return [];
  });

/** The ESTree nodes of an expression value (`{…}`); none for a plain value. */
const expressionNodes = (value: JsxAttribute['value']): EstreeNode[] =>
  estreeNodes(typeof value === 'object' && value ? value.data?.estree : undefined);

/** The HTML of a `dangerouslySetInnerHTML` value, or undefined when it is computed. */
function innerHtml(value: JsxAttribute['value']): string[] | undefined {
  const nodes = expressionNodes(value);
  // Identifiers only as keys (`__html`): any other is a variable, whose text cannot be known here.
  const keys = new Set(nodes.flatMap((node) => (node.type === 'Property' ? [node.key] : [])));
  const computed = nodes.some(
    (node) => !LITERAL_HTML.has(node.type) || (node.type === 'Identifier' && !keys.has(node)),
  );
  if (!nodes.length || computed) return undefined;
  return literalTexts(nodes);
}

/**
 * The values a JSX attribute is checked as: a plain value as written; for an expression (`{…}`),
 * each of its string literals and template literal parts, since any of them may be, or begin, the
 * value (`{'javascript:…' + x}`, `{a, 'http://…'}`); '' for an expression without one, or no value.
 */
function attributeValues(value: JsxAttribute['value']): string[] {
  if (typeof value === 'string') return [value];
  const texts = literalTexts(expressionNodes(value));
  return texts.length ? texts : [''];
}

/**
 * The problems of a JSX element whose attributes may each take several values: each value is
 * checked with the first value of every other attribute, and each message is given once.
 */
function jsxElementProblems(name: string, values: Map<string, string[]>, line: number) {
  const first = new Map([...values].map(([attribute, list]) => [attribute, list[0]]));
  // The first values alone, for an element without attributes; then each value in turn.
  const variants = [first];
  for (const [attribute, list] of values)
    for (const value of list) variants.push(new Map(first).set(attribute, value));
  const messages = variants.flatMap((attributes) =>
    elementProblems({ name, attributes, line }).map(({ message }) => message),
  );
  return [...new Set(messages)].map((message) => ({ line, message }));
}

/** Unsafe HTML and JSX, and `javascript:`/`http:` URLs in Markdown links and images. */
export function authorHtmlProblems(tree: Root): PageProblem[] {
  const problems: PageProblem[] = [];
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'html') problems.push(...htmlProblems(node.value, line));
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const { name, attributes: list } = node as unknown as JsxElement;
      const attributes = new Map<string, string[]>();
      for (const attribute of list) {
        if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
        const { value } = attribute;
        if (attribute.name === 'dangerouslySetInnerHTML') {
          const html = innerHtml(value);
          if (html) for (const part of html) problems.push(...htmlProblems(part, line));
          else
            problems.push({
              line,
              message: `dangerouslySetInnerHTML on <${name}> with a computed value cannot be checked; write the HTML as literal text`,
            });
          continue;
        }
        const key = attribute.name.toLowerCase();
        attributes.set(JSX_NAMES[key] ?? attribute.name, attributeValues(value));
      }
      if (name) problems.push(...jsxElementProblems(name, attributes, line));
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const { url } = node;
      if (runsScript(url)) problems.push({ line, message: `a javascript: URL (${url})` });
      if (node.type === 'image' && HTTP_URL.test(url))
        problems.push({ line, message: `an http: image (${url}); use https:` });
    }
  });
  return problems;
}
