/**
 * Author HTML that the production Content-Security-Policy (site/http-headers.json) would block, or
 * that is unsafe on a host without it, fails the build at its line: scripts, `on*` handlers,
 * frames to other hosts, `http:` resources, `javascript:` URLs and `target="_blank"` without
 * `rel`. Read from the source, so it covers the HTML page and the Markdown twin made from it.
 */
import type { Root } from 'mdast';
import { walk } from '../../scripts/lib/mdast.mjs';
import type { PageProblem } from './types';

interface Element {
  name: string;
  attributes: Map<string, string>;
  line: number;
}

const RESOURCE_ATTRIBUTES = ['src', 'srcset', 'poster', 'data', 'action', 'formaction'];
const FRAMES = new Set(['iframe', 'frame', 'object', 'embed']);
/** An absolute or protocol-relative URL, i.e. one that may point at another host. */
const OTHER_HOST = /^\s*(?:[a-z][a-z\d+.-]*:)?\/\//i;
const JAVASCRIPT_URL = /^\s*javascript:/i;
const HTTP_URL = /(?:^|[\s,])http:\/\//i;

/** The problems of one element, HTML or JSX. */
export function elementProblems({ name, attributes, line }: Element): PageProblem[] {
  const tag = name.toLowerCase();
  const problems: string[] = [];
  if (tag === 'script') problems.push('a <script> in a page is blocked by the CSP');
  for (const [attribute, value] of attributes) {
    const key = attribute.toLowerCase();
    if (/^on/.test(key))
      problems.push(`the event handler ${attribute}= on <${name}> is blocked by the CSP`);
    if (JAVASCRIPT_URL.test(value))
      problems.push(`a javascript: URL in ${attribute}= on <${name}>`);
    if (RESOURCE_ATTRIBUTES.includes(key) && HTTP_URL.test(value))
      problems.push(`an http: resource in ${attribute}= on <${name}>; use https:`);
  }
  const src = attributes.get('src') ?? attributes.get('data') ?? '';
  if (FRAMES.has(tag) && OTHER_HOST.test(src))
    problems.push(
      `<${name}> loads another host (${src.trim()}); the CSP allows frames from this site only`,
    );
  const target = attributes.get('target');
  if (
    target?.toLowerCase() === '_blank' &&
    !/noopener|noreferrer/i.test(attributes.get('rel') ?? '')
  )
    problems.push(`<${name} target="_blank"> needs rel="noopener noreferrer"`);
  return problems.map((message) => ({ line, message }));
}

const HTML_TAG =
  /<([A-Za-z][\w:-]*)((?:\s+[^\s=/>]+(?:\s*=\s*(?:"[^"]*"|'[^']*'|[^\s>]+))?)*)\s*\/?>/g;
const HTML_ATTRIBUTE = /([^\s=/>]+)(?:\s*=\s*("[^"]*"|'[^']*'|[^\s>]+))?/g;

/** The start tags in a raw HTML string that begins on `line`. */
export function htmlElements(html: string, line: number): Element[] {
  return [...html.matchAll(HTML_TAG)].map((match) => {
    const attributes = new Map<string, string>();
    for (const [, key, value = ''] of match[2].matchAll(HTML_ATTRIBUTE))
      attributes.set(key, value.replace(/^(["'])([\s\S]*)\1$/, '$2'));
    const before = html.slice(0, match.index);
    return { name: match[1], attributes, line: line + (before.match(/\n/g)?.length ?? 0) };
  });
}

/** The fields of an MDX JSX element node that this check reads. */
interface JsxElement {
  name: string | null;
  attributes: JsxAttribute[];
}

interface JsxAttribute {
  type: string;
  name?: string;
  value?: string | null | { value: string };
}

/** Unsafe HTML and JSX, and `javascript:`/`http:` URLs in Markdown links and images. */
export function authorHtmlProblems(tree: Root): PageProblem[] {
  const problems: PageProblem[] = [];
  walk(tree, (node) => {
    const line = node.position?.start.line ?? 1;
    if (node.type === 'html')
      for (const element of htmlElements(node.value, line))
        problems.push(...elementProblems(element));
    if (node.type === 'mdxJsxFlowElement' || node.type === 'mdxJsxTextElement') {
      const { name, attributes: list } = node as unknown as JsxElement;
      const attributes = new Map<string, string>();
      for (const attribute of list) {
        if (attribute.type !== 'mdxJsxAttribute' || !attribute.name) continue;
        const { value } = attribute;
        // An expression value ({'…'}) is checked as its source text.
        const text = typeof value === 'object' && value ? value.value : (value ?? '');
        attributes.set(attribute.name, text.replace(/^\s*(['"`])([\s\S]*)\1\s*$/, '$2'));
      }
      if (name) problems.push(...elementProblems({ name, attributes, line }));
    }
    if (node.type === 'link' || node.type === 'image' || node.type === 'definition') {
      const { url } = node;
      if (JAVASCRIPT_URL.test(url)) problems.push({ line, message: `a javascript: URL (${url})` });
      if (node.type === 'image' && HTTP_URL.test(url))
        problems.push({ line, message: `an http: image (${url}); use https:` });
    }
  });
  return problems;
}
