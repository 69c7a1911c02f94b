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

/** Problems in the frontmatter block at the start of a Markdown/MDX source (none if it has none). */
export function frontmatterProblems(source: string): FrontmatterProblem[] {
  const block = frontmatter(source);
  if (!block) return [];
  const lineCounter = new LineCounter();
  const document = parseDocument(block.yaml, { lineCounter, prettyErrors: false });
  // Line 1 is the opening `---`, so YAML line n is file line n + 1.
  const at = (offset: number | undefined) => lineCounter.linePos(offset ?? 0).line + 1;
  if (document.errors.length)
    return document.errors.map((error) => ({
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
