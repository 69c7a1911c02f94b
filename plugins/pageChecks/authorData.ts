/**
 * One pass over the data an author writes beside the pages: frontmatter (its `head` too),
 * `_meta.json`, `_nav.json` and `i18n.json`. Every key, and every value by the kind of its field
 * (a link, a label, a `head` entry), goes through the one rule for that kind (./values.ts), so a
 * link in a hero action is held to what a link in a `_nav.json` is, each at its file and line.
 * JSON is read with the YAML parser, whose nodes keep their place in the text.
 */
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join, sep } from 'node:path';
import { type Document, isMap, isScalar, isSeq, LineCounter, type Node, parseDocument } from 'yaml';
import { navDataFiles } from './navMatch';
import {
  entryNameProblem,
  headEntryProblems,
  keyProblem,
  labelProblem,
  linkProblem,
} from './values';

/** The kind of value a field holds, by its key path (`hero.actions[].link`); undefined: none. */
export type FieldKind = 'label' | 'link' | 'head';
export type FieldKinds = (path: string[]) => FieldKind | undefined;

export interface DataProblem {
  /** 1-based line in the file. */
  line: number;
  message: string;
}

const LINK_KEYS = new Set(['link', 'href']);
/** The fields shown as a title, a heading or a navigation label. */
const LABEL_KEYS = new Set(['title', 'titleSuffix', 'text', 'label', 'tagline', 'name']);

/** Frontmatter: `head` entries, links (hero actions, features) and labels (title, hero). */
export const frontmatterKinds: FieldKinds = (path) => {
  if (path.length === 1 && path[0] === 'head') return 'head';
  const last = path.at(-1) ?? '';
  if (LINK_KEYS.has(last)) return 'link';
  return LABEL_KEYS.has(last) ? 'label' : undefined;
};

/** `_nav.json` and `_meta.json`: links and labels wherever they are nested. */
export const navKinds: FieldKinds = (path) => {
  const last = path.at(-1) ?? '';
  if (LINK_KEYS.has(last)) return 'link';
  return last === 'text' || last === 'label' ? 'label' : undefined;
};

/** `i18n.json`: every text is a label (the navigation's and the theme's). */
export const i18nKinds: FieldKinds = () => 'label';

/**
 * The problems of a parsed document: each key, and each value of a field `kinds` names.
 * `lineOf` turns an offset of the parsed text into a line of the file.
 */
export function dataProblems(
  document: Document,
  kinds: FieldKinds,
  lineOf: (offset: number | undefined) => number,
): DataProblem[] {
  const problems: DataProblem[] = [];
  const add = (node: Node | null | undefined, field: string, message: string) =>
    problems.push({ line: lineOf(node?.range?.[0]), message: `${field}: ${message}` });
  const visit = (node: unknown, path: string[], field: string) => {
    const kind = path.length ? kinds(path) : undefined;
    const empty = node === null || (isScalar(node) && node.value === null);
    if (kind === 'head' && !isSeq(node) && !empty) {
      add(node as Node, field, 'head must be a list of [tag, { attribute: value }] entries');
      return;
    }
    if (kind === 'head' && isSeq(node)) {
      node.items.forEach((item, index) => {
        for (const message of headEntryProblems((item as Node).toJSON()))
          add(item as Node, `${field}[${index}]`, message);
      });
      return;
    }
    if (isMap(node))
      for (const pair of node.items) {
        const key = isScalar(pair.key) ? String(pair.key.value) : String(pair.key);
        const name = field ? `${field}.${key}` : key;
        const keyed = keyProblem(key);
        if (keyed) add(pair.key as Node, name, keyed);
        visit(pair.value, [...path, key], name);
      }
    else if (isSeq(node))
      node.items.forEach((item, index) => {
        visit(item, [...path, '[]'], `${field}[${index}]`);
      });
    else if (isScalar(node) && typeof node.value === 'string') {
      const found =
        kind === 'link'
          ? linkProblem(node.value)
          : kind === 'label'
            ? labelProblem(node.value)
            : undefined;
      if (found) add(node, field, found);
    }
  };
  visit(document.contents, [], '');
  return problems;
}

/** The problems of a JSON file's text, each at its line (JSON is YAML to this parser). */
export function jsonDataProblems(text: string, kinds: FieldKinds): DataProblem[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: false });
  // Not JSON: the reader of the file (Rspress, ./i18nTexts.ts) reports it.
  if (document.errors.length) return [];
  return dataProblems(document, kinds, (offset) => lineCounter.linePos(offset ?? 0).line);
}

/** True when `folder` is `ancestor` or lies inside it. */
const within = (folder: string, ancestor: string) =>
  folder === ancestor || folder.startsWith(ancestor + sep);

/**
 * The sidebar entries of a `_meta.json` that Rspress would follow without end: a name that is no
 * file or folder of this folder (`.`, `..`, a path), or a folder that is this one or holds it (a
 * symlink back up).
 */
function metaEntryProblems(path: string, text: string): DataProblem[] {
  const lineCounter = new LineCounter();
  const document = parseDocument(text, { lineCounter, uniqueKeys: false });
  if (document.errors.length || !isSeq(document.contents)) return [];
  const folder = dirname(path);
  return document.contents.items.flatMap((item, index) => {
    const node = isMap(item) ? item.get('name', true) : item;
    const entry = (item as Node).toJSON();
    if (!isScalar(node) || typeof node.value !== 'string') return [];
    const name = node.value;
    const line = lineCounter.linePos((item as Node).range?.[0] ?? 0).line;
    const shown = `the entry [${index}] ${JSON.stringify(entry)}`;
    const message = entryNameProblem(name);
    if (message) return [{ line, message: `${shown} ${message}` }];
    if (isMap(item) && entry.type === 'dir') {
      let target: string;
      try {
        target = realpathSync(join(folder, name));
      } catch {
        return [];
      }
      if (within(realpathSync(folder), target))
        return [
          {
            line,
            message: `${shown} names the folder ${JSON.stringify(name)}, which is this folder or one that holds it: a cycle Rspress would follow without end`,
          },
        ];
    }
    return [];
  });
}

export interface FileDataProblem extends DataProblem {
  /** The file, as an absolute path. */
  path: string;
}

/** The problems of every `_nav.json` and `_meta.json` under `docsRoot`. */
export function navDataProblems(docsRoot: string): FileDataProblem[] {
  return navDataFiles(docsRoot).flatMap((file: string) => {
    const path = join(docsRoot, file);
    const text = readFileSync(path, 'utf8');
    return [
      ...(file.endsWith('_meta.json') ? metaEntryProblems(path, text) : []),
      ...jsonDataProblems(text, navKinds),
    ].map((problem) => ({ path, ...problem }));
  });
}
