/**
 * One rule per kind of value an author writes outside the Markdown body (frontmatter, `_meta.json`,
 * `_nav.json`, `i18n.json`): a key, a link, a label, a `head` tag, a sidebar entry's name. Each
 * returns why the value is refused, or undefined; ./authorData.ts decides which field is which kind.
 */
import { scheme } from './authorHtml';

/** Keys that reach an object's prototype when data is copied into one (`obj[key] = …`). */
const PROTOTYPE_KEYS = new Set(['__proto__', 'constructor', 'prototype']);

export function keyProblem(key: string): string | undefined {
  return PROTOTYPE_KEYS.has(key)
    ? `the key ${JSON.stringify(key)} is a name of JavaScript's object prototype: Rspress copies these keys into objects, where it changes every object instead of adding a text; rename it`
    : undefined;
}

/** The schemes a link may use; anything else runs (javascript:, vbscript:) or opens as a page (data:). */
const LINK_SCHEMES = new Set(['http', 'https', 'mailto', 'tel']);

/** A link in navigation data or frontmatter, read as the body's links are (./authorHtml.ts). */
export function linkProblem(url: string): string | undefined {
  const kind = scheme(url);
  if (kind !== undefined && !LINK_SCHEMES.has(kind))
    return `the link ${JSON.stringify(url)} uses the ${kind}: scheme; links may be https:, http:, mailto:, tel: or a path of the site`;
  // A browser reads `//host`, `/\host` and `\\host` as another host; the theme draws them as links
  // of the site. Written with https: the link is external, and shown as one.
  if (/^[\s\0-\x20]*[/\\]{2}/.test(url.replace(/[\t\n\r]/g, '')))
    return `the link ${JSON.stringify(url)} is protocol-relative: it leaves the site but looks like a page of it; write https://… for another host or one / for a page`;
  return undefined;
}

/**
 * Invisible characters that change how a label reads: bidi marks, embeddings, overrides and
 * isolates ("Invoice \u202Efdp.exe" shows as "Invoice exe.pdf"), zero-width and blank-looking
 * ones (two headings that look alike: soft hyphen, joiners of words, Hangul fillers, line and
 * paragraph separators, interlinear annotation, tag characters). ZWNJ and ZWJ are not here: Persian
 * and Indic scripts, and emoji sequences, need them; nor variation selectors (emoji need them).
 */
const INVISIBLE =
  /\u034F|[\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B\u200E\u200F\u2028-\u202E\u2060-\u2064\u2066-\u2069\u3164\uFEFF\uFFA0\uFFF9-\uFFFB\u{E0000}-\u{E007F}]/u;

export function labelProblem(text: string): string | undefined {
  const found = INVISIBLE.exec(text);
  if (!found) return undefined;
  const code = `U+${found[0].codePointAt(0)?.toString(16).toUpperCase().padStart(4, '0')}`;
  return `the text ${JSON.stringify(text.length > 60 ? `${text.slice(0, 57)}...` : text)} holds the invisible character ${code}, which reorders or hides what a reader sees; remove it`;
}

/** The `head` tags a page may add, each with the attributes it may have. */
const HEAD_TAGS: Record<string, string[]> = {
  meta: ['name', 'property', 'content', 'itemprop'],
  link: ['rel', 'href', 'hreflang', 'type', 'title'],
};
/** `rel` values of a `<link>` that describe the page; a stylesheet, preload or prefetch loads code. */
const LINK_RELS = new Set(['alternate', 'author', 'canonical', 'help', 'license', 'next', 'prev']);

/** `<meta name>` values that act on the page rather than describe it. */
const ACTING_META_NAMES = new Set(['referrer', 'viewport']);

/**
 * One entry of a frontmatter `head` list, `[tag, { attribute: value }]`, held to an allow-list:
 * what a page may add to `<head>` describes it; what acts on it (a refresh, a base, a script or a
 * stylesheet) is refused, as in the body (./authorHtml.ts).
 */
export function headEntryProblems(entry: unknown): string[] {
  if (!Array.isArray(entry) || entry.length !== 2 || typeof entry[0] !== 'string')
    return ['each head entry must be [tag, { attribute: value }]'];
  const [tag, attributes] = entry as [string, unknown];
  const allowed = HEAD_TAGS[tag];
  if (!allowed)
    return [
      `<${tag}> is not allowed in a page's head; a page may add ${Object.keys(HEAD_TAGS)
        .map((name) => `<${name}>`)
        .join(' and ')} (the rest would redirect, load or run something)`,
    ];
  if (!attributes || typeof attributes !== 'object' || Array.isArray(attributes))
    return [`the attributes of <${tag}> must be a mapping`];
  return Object.entries(attributes).flatMap(([name, value]): string[] => {
    if (!allowed.includes(name))
      return [
        `the attribute ${name} is not allowed on <${tag}> in a page's head (allowed: ${allowed.join(', ')})`,
      ];
    if (typeof value !== 'string') return [`the attribute ${name} of <${tag}> must be a string`];
    if (name === 'rel' && !value.split(/\s+/).every((rel) => LINK_RELS.has(rel.toLowerCase())))
      return [
        `<link rel="${value}"> is not allowed in a page's head (allowed: ${[...LINK_RELS].join(', ')})`,
      ];
    if (tag === 'meta' && name === 'name' && ACTING_META_NAMES.has(value.toLowerCase()))
      return [
        `<meta name="${value}"> changes how the page behaves (the theme sets it for every page)`,
      ];
    const link = name === 'href' ? linkProblem(value) : undefined;
    return link ? [link] : [];
  });
}

/** A sidebar entry's `name` in `_meta.json`: one file or folder of the same folder. */
export function entryNameProblem(name: string): string | undefined {
  if (/^\.*$/.test(name) || /[/\\]/.test(name))
    return `names ${JSON.stringify(name)}, which is not a file or folder inside this folder (Rspress would read a folder again, without end); name one file or folder here`;
  return undefined;
}
