/**
 * The interface texts of a built page, and the texts the site allows there (site/interface-texts.json
 * with the site's own data), for the check that a reader sees no interface text outside that list.
 * A page's own content (the Markdown, the sidebar's page titles, the outline, the home page's
 * frontmatter) is not interface text; the buttons and labels the theme puts inside it are.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { type DefaultTreeAdapterMap, parse } from 'parse5';
import { socialLabels } from '../../config/social';
import { type Lang, languages } from '../../site/languages.mjs';
import { toolCards, toolGroups } from '../../site/tools';
import { repoRoot, texts } from './site-files';

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];

/** Regions whose text is the page's own content, not interface text. */
const CONTENT =
  /(^|\s)(rp-doc|rp-sidebar|rp-toc|rp-outline__toc|rp-prev-next-page__item__title|rp-home-hero|rp-home-feature|rp-overview-group)(\s|$)/;
/** Elements that are never read as text. */
const SKIPPED = new Set(['head', 'script', 'style', 'template', 'pre', 'code', 'time', 'noscript']);
/** Attributes a reader meets as text (a screen reader reads the names, a pointer shows titles). */
const READ_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt'];

const attribute = (element: Element, name: string) =>
  element.attrs.find((attr) => attr.name === name)?.value;
const isElement = (node: Node): node is Element => 'tagName' in node;
const words = (text: string) => text.replace(/\s+/g, ' ').trim();

/** Widgets the theme draws inside content: their texts are interface texts all the same. */
function isWidget(element: Element): boolean {
  const className = attribute(element, 'class') ?? '';
  return (
    ['button', 'input', 'select'].includes(element.tagName) ||
    /(^|\s)rp-(code-button-group|llms)/.test(className)
  );
}

/** The interface texts of a page's HTML, each once, in document order. */
export function interfaceTexts(html: string): string[] {
  const found = new Set<string>();
  const visit = (node: Node, inContent: boolean, inWidget: boolean) => {
    if (node.nodeName === '#text' && (!inContent || inWidget)) {
      const text = words((node as DefaultTreeAdapterMap['textNode']).value);
      if (text) found.add(text);
      return;
    }
    if (!isElement(node) || SKIPPED.has(node.tagName)) return;
    const content = inContent || CONTENT.test(attribute(node, 'class') ?? '');
    const widget = inWidget || isWidget(node);
    if (!content || widget) {
      for (const name of READ_ATTRIBUTES) {
        const value = words(attribute(node, name) ?? '');
        // An image's alt text inside content is content (its caption is the writer's).
        if (value && !(name === 'alt' && content)) found.add(value);
      }
    }
    for (const child of node.childNodes) visit(child, content, widget);
  };
  for (const child of parse(html).childNodes) visit(child, false, false);
  return [...found];
}

const list: {
  theme: Record<string, { zh: string }>;
  markup: { text: string }[];
} = JSON.parse(readFileSync(join(repoRoot, 'site/interface-texts.json'), 'utf8'));

/**
 * The parts of a text with placeholders as they appear between elements: "译自 {date}的英文原文"
 * is served as "译自", a date and "的英文原文".
 */
const parts = (text: string) =>
  text
    .split(/\{\{?\w+\}\}?/)
    .map(words)
    .filter(Boolean);

/** A text with placeholders as a pattern that matches it filled in. */
const filled = (text: string) =>
  new RegExp(
    `^${text
      .split(/\{\{?\w+\}\}?/)
      .map((part) => words(part).replace(/[.*+?^${}()|[\]\\]/g, '\\$&'))
      .join('.+')}$`,
  );

/** Every interface text the site allows on a page of `lang`: what the list and the data give. */
export function allowedInterfaceTexts(lang: Lang): (string | RegExp)[] {
  const byLang = Object.entries(texts) as [string, Record<Lang, string>][];
  // The language offer speaks the reader's language, not the page's: it offers the other one.
  const localized = byLang.flatMap(([key, value]) =>
    key.startsWith('languageOffer')
      ? languages.map((language) => value[language.lang])
      : [value[lang]],
  );
  const tools = [
    ...toolGroups.flatMap((group) => [group.title[lang], ...group.links]),
    ...toolCards,
  ].flatMap((item) => (typeof item === 'string' ? [item] : [item.name, item.desc[lang]]));
  const names = [...languages.map(({ label }) => label), ...Object.values(socialLabels), 'Rspress'];
  const markup = list.markup.flatMap(({ text }) => text.split(/[,;] /));
  const themed = Object.values(list.theme).map(({ zh }) => zh);
  const all = [...localized, ...(lang === 'zh' ? themed : []), ...tools, ...names, ...markup];
  return [...all.flatMap(parts), ...all.filter((text) => /\{/.test(text)).map(filled)];
}

/** The texts of `found` that `allowed` does not give. */
export function unlisted(found: string[], allowed: (string | RegExp)[]): string[] {
  return found.filter(
    (text) =>
      !allowed.some((entry) => (typeof entry === 'string' ? entry === text : entry.test(text))),
  );
}
