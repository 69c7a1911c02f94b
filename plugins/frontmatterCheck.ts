/**
 * Fails the build on frontmatter that Rspress would silently drop. In 2.0.22 a YAML error only
 * logs a warning and the page is published with no content; a misspelt `pageType` renders a
 * doc page. This plugin reads every page's frontmatter when routes are generated and throws with
 * the file and line instead.
 */
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import type { FrontMatterMeta, RspressPlugin } from '@rspress/core';
import { isMap, isNode, isScalar, LineCounter, parseDocument } from 'yaml';
import { frontmatter } from '../scripts/lib/frontmatter.mjs';

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

/** Problems in the frontmatter block at the start of a Markdown/MDX source (none if it has none). */
export function frontmatterProblems(source: string): FrontmatterProblem[] {
  const malformed = malformedBlockProblems(source);
  if (malformed.length) return malformed;
  const block = frontmatter(source);
  if (!block) return [];
  const lineCounter = new LineCounter();
  const document = parseDocument(block.yaml, { lineCounter, prettyErrors: false });
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

  const problems: FrontmatterProblem[] = [];
  for (const pair of document.contents.items) {
    if (!isScalar(pair.key)) continue;
    const key = String(pair.key.value);
    const value: unknown = isNode(pair.value) ? pair.value.toJSON() : pair.value;
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
      problems.push({ line, message: `${key} must be a string; got ${JSON.stringify(value)}` });
  }
  return problems;
}

export function pluginFrontmatterCheck(): RspressPlugin {
  return {
    name: 'frontmatter-check',
    routeGenerated(routes) {
      const report = routes.flatMap(({ absolutePath }) => {
        if (!/\.mdx?$/.test(absolutePath)) return [];
        const file = relative(process.cwd(), absolutePath);
        return frontmatterProblems(readFileSync(absolutePath, 'utf8')).map(
          ({ line, message }) => `${file}:${line}: ${message}`,
        );
      });
      if (report.length) throw new Error(`Bad frontmatter:\n  ${report.join('\n  ')}`);
    },
  };
}
