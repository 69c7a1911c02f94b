/**
 * Fails the build on frontmatter that Rspress would silently drop, misread or run. In 2.0.22 a
 * YAML error only logs a warning and the page is published with no content; a misspelt
 * `pageType` renders a doc page; `---js` frontmatter is evaluated as code by the build; a value
 * YAML 1.1 reads as a date or a number (`title: 2024-01-01`, `title: 1:20`) crashes the render
 * without naming the page. This plugin reads every page's frontmatter when routes are generated
 * and throws with the file and line instead. Frontmatter is data: YAML only, every value written
 * where it is read (no anchors, aliases or merge keys), and each field's value as Rspress's own
 * reader gives it.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FrontMatterMeta, RspressPlugin } from '@rspress/core';
import { isAlias, isMap, isNode, isPair, isScalar, visit } from 'yaml';
import { frontmatter } from '../core/frontmatter.mjs';
import type { CheckReport } from '../lib/check-report.mjs';
import { markdownFiles } from '../lib/files.mjs';
import { frontmatterDocument } from '../lib/frontmatter.mjs';
import { grayMatter } from '../upstream/helpers';
import { dataProblems, frontmatterKinds } from './pageChecks/authorData';

type PageType = NonNullable<FrontMatterMeta['pageType']>;

const PAGE_TYPES: PageType[] = ['home', 'doc', 'doc-wide', 'custom', '404', 'blank'];
const BOOLEAN_FIELDS = ['overview', 'navbar', 'outline', 'footer', 'lineNumbers', 'search'];
const STRING_FIELDS = ['title', 'description', 'titleSuffix', 'icon', 'tag', 'context'];

export interface FrontmatterProblem {
  line: number;
  message: string;
}

/**
 * A block that is meant as frontmatter but that Rspress 2.0.22 does not read as one: it publishes
 * the YAML as a rule and a heading above the title instead (and with a BOM, an empty search
 * record and share card).
 */
export function malformedBlockProblems(source: string): FrontmatterProblem[] {
  const nul = source.indexOf('\0');
  if (nul !== -1)
    return [
      {
        line: source.slice(0, nul).split('\n').length,
        message: 'a NUL byte (U+0000); the file is binary or was saved with the wrong encoding',
      },
    ];
  if (source.startsWith('\uFEFF'))
    return [
      { line: 1, message: 'the file starts with a byte order mark; save it as UTF-8 without BOM' },
    ];
  const lines = source.split('\n').map((line) => line.replace(/\r$/, ''));
  // Not anchored at the end: a carriage return left in the line (`---js\r\r\n`) ends the engine
  // name, which gray-matter trims and runs.
  const engine = /^---([^-\s].*)/.exec(lines[0])?.[1].trim();
  if (engine)
    return [
      {
        line: 1,
        message: `frontmatter in "${engine}" (---${engine}); only YAML frontmatter is accepted, opened with --- alone${/^(js|javascript)$/i.test(engine) ? ' (Rspress would run this block as code during the build)' : ''}`,
      },
    ];
  if (/^----/.test(lines[0]))
    return [
      {
        line: 1,
        message: `the page starts with ${lines[0].trim()}, which opens no frontmatter (Rspress publishes the block as a rule and a heading); open frontmatter with exactly ---`,
      },
    ];
  const first = lines.findIndex((line) => line.trim() !== '');
  if (first !== -1 && (first > 0 || /^\s/.test(lines[0])) && /^\s*-{3,}/.test(lines[first]))
    return [
      {
        line: first + 1,
        message:
          'a --- that is not at the very start of line 1 opens no frontmatter (Rspress publishes the block as a rule and a heading); remove the blank lines or spaces before it',
      },
    ];
  if (lines[0] !== '---' && /^---\s+$/.test(lines[0]))
    return [{ line: 1, message: 'white space after the opening ---; the line must be --- alone' }];
  if (lines[0] !== '---' || frontmatter(source)) return [];
  const dots = lines.indexOf('...');
  return [
    dots > 0
      ? { line: dots + 1, message: 'frontmatter closed with ...; close it with ---' }
      : { line: 1, message: 'frontmatter opened with --- is never closed with ---' },
  ];
}

/** A value of the wrong type, as the author wrote it and as YAML 1.1 read it. */
function described(value: unknown, node: unknown): string {
  const written = isScalar(node) && node.source !== undefined ? String(node.source) : '';
  if (value instanceof Date)
    return `a date (YAML 1.1 reads ${written || 'it'} as one); put the value in quotes`;
  if (typeof value === 'number' && written && written !== String(value))
    return `the number ${value} (YAML 1.1 reads ${written} as one); put the value in quotes`;
  return JSON.stringify(value);
}

/** Problems in the frontmatter block at the start of a Markdown/MDX source (none if it has none). */
export function frontmatterProblems(source: string): FrontmatterProblem[] {
  const malformed = malformedBlockProblems(source);
  if (malformed.length) return malformed;
  const read = frontmatterDocument(source);
  if (!read) return [];
  const { document, lineCounter } = read;
  // Line 1 is the opening `---`, so YAML line n is file line n + 1.
  const at = (offset: number | undefined) => lineCounter.linePos(offset ?? 0).line + 1;
  // Warnings too: an unknown tag such as !!js/function is a warning in `yaml` but stops the
  // reader Rspress uses.
  const errors = [...document.errors, ...document.warnings];
  if (errors.length)
    return errors.map((error) => ({
      line: at(error.pos[0]),
      message: `invalid YAML: ${error.message.split('\n')[0]}`,
    }));
  if (document.contents === null) return [];
  if (!isMap(document.contents)) return [{ line: 2, message: 'frontmatter must be a mapping' }];

  // Anchors, aliases and merge keys give a field a value written elsewhere (past the checks
  // below, or thousands of copies of one node); frontmatter writes each value where it is read.
  const indirect = new Map<number, string>();
  const refuse = (line: number, what: string) => {
    if (!indirect.has(line))
      indirect.set(line, `${what} (anchors, aliases and merge keys are refused)`);
  };
  const anchoredAtKey = new Set<unknown>();
  visit(document, (_, node) => {
    if (anchoredAtKey.has(node)) return;
    if (isPair(node) && isScalar(node.key) && node.key.value === '<<')
      refuse(at(node.key.range?.[0]), 'a merge key (<<); write the fields themselves');
    else if (isPair(node) && isNode(node.value) && node.value.anchor && isScalar(node.key)) {
      // A block value starts on the line after its key; the anchor is written on the key's line.
      anchoredAtKey.add(node.value);
      refuse(
        at(node.key.range?.[0]),
        `the anchor &${node.value.anchor}; write each value where it is used`,
      );
    } else if (isAlias(node))
      refuse(at(node.range?.[0]), `the alias *${node.source}; write the value itself`);
    else if (isNode(node) && node.anchor)
      refuse(at(node.range?.[0]), `the anchor &${node.anchor}; write each value where it is used`);
  });
  if (indirect.size)
    return [...indirect].sort(([a], [b]) => a - b).map(([line, message]) => ({ line, message }));

  // The values as Rspress reads them: its gray-matter and js-yaml 3 follow YAML 1.1, where
  // 2024-01-01 is a date and 1:20 the number 80, while our reader (lib/frontmatter.mjs) follows
  // 1.2. Upstream's reader is asked only here, so that ours refuses what it refuses.
  let data: Record<string, unknown>;
  try {
    data = grayMatter(source).data;
  } catch (error) {
    const mark = (error as { mark?: { line?: number } }).mark;
    return [
      {
        line: (mark?.line ?? 0) + 1,
        message: `invalid YAML for Rspress's reader: ${String((error as Error).message).split('\n')[0]}`,
      },
    ];
  }

  const problems: FrontmatterProblem[] = [];
  for (const pair of document.contents.items) {
    if (!isNode(pair.key)) continue;
    // Rspress's reader names a key written as a collection by its text: `? [title]` is title.
    const key = String(pair.key.toJSON());
    const value: unknown = data[key];
    const line = at(pair.key.range?.[0]);
    if (key === 'pageType' && !PAGE_TYPES.includes(value as PageType))
      problems.push({
        line,
        message: `pageType must be one of ${PAGE_TYPES.join(', ')}; got "${value}"`,
      });
    if (key === 'sidebar' && typeof value !== 'boolean' && value !== 'placeholder')
      problems.push({ line, message: 'sidebar must be true, false or "placeholder"' });
    if (BOOLEAN_FIELDS.includes(key) && typeof value !== 'boolean')
      problems.push({
        line,
        message: `${key} must be true or false; got ${JSON.stringify(value)}`,
      });
    if (STRING_FIELDS.includes(key) && typeof value !== 'string')
      problems.push({
        line,
        message: `${key} must be a string; got ${described(value, pair.value)}`,
      });
  }
  // Every key, link, label and head entry, by the rules of all author data.
  problems.push(...dataProblems(document, frontmatterKinds, at));
  return problems;
}

/**
 * The problems of the frontmatter of each file, as `file:line: message` with `file` from `base`.
 */
function fileProblems(files: string[], base: string): string[] {
  return files.flatMap((path) => {
    const file = relative(base, path);
    return frontmatterProblems(readFileSync(path, 'utf8')).map(
      ({ line, message }) => `${file}:${line}: ${message}`,
    );
  });
}

/** The check as `npm run check:docs` runs it: every page of a docs folder. */
export function frontmatterReport(docsDir: string): CheckReport {
  const files = markdownFiles(docsDir);
  const findings = fileProblems(files, docsDir);
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} frontmatter problem(s): YAML data only, each field of its type (the build fails on them too).`
      : `Frontmatter: ${files.length} pages read, all well-formed.`,
  };
}

export function pluginFrontmatterCheck(): RspressPlugin {
  return {
    name: 'frontmatter-check',
    routeGenerated(routes) {
      const pages = routes
        .map(({ absolutePath }) => absolutePath)
        .filter((path) => /\.mdx?$/.test(path));
      const report = fileProblems(pages, process.cwd());
      if (report.length) throw new Error(`Bad frontmatter:\n  ${report.join('\n  ')}`);
    },
  };
}
