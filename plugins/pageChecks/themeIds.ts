/**
 * Heading ids that the theme already uses on the page. `## Main content` gets `id="main-content"`,
 * the skip link's target (theme/components/SkipLink): the skip link and the outline entry both land
 * on the first of the two, at the top of the content. The theme's ids are read from the built
 * pages, so a new id in the theme or upstream is covered without a list to keep.
 */
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { join, relative, resolve, sep } from 'node:path';

/** A page's headings as the source gives them, for the built page of `routePath`. */
export interface BuiltPageHeadings {
  routePath: string;
  /** The source file, as an absolute path. */
  file: string;
  headings: { id: string; line: number }[];
}

/** The HTML file of a route in the build (clean URLs): `/a/` → `a/index.html`, `/a/b` → `a/b.html`. */
export const routeHtml = (routePath: string) =>
  `${routePath.endsWith('/') ? `${routePath}index` : routePath}.html`.replace(/^\//, '');

/** An id as React writes it in an attribute. */
const escaped = (id: string) =>
  id.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** How many elements of `html` have the id. */
function idCount(html: string, id: string): number {
  const attribute = ` id="${escaped(id)}"`;
  let count = 0;
  for (let at = html.indexOf(attribute); at !== -1; at = html.indexOf(attribute, at + 1)) count++;
  return count;
}

/** Each heading whose id another element of its built page has too, as `file:line: message`. */
export function themeIdProblems(outDir: string, pages: BuiltPageHeadings[]): string[] {
  return pages.flatMap(({ routePath, file, headings }) => {
    const html = join(outDir, routeHtml(routePath));
    if (!headings.length || !existsSync(html)) return [];
    const text = readFileSync(html, 'utf8');
    const repeated = new Map<string, number>();
    for (const { id } of headings) repeated.set(id, (repeated.get(id) ?? 0) + 1);
    return headings
      .filter(({ id }) => idCount(text, id) > (repeated.get(id) ?? 0))
      .map(
        ({ id, line }) =>
          `${relative(process.cwd(), file)}:${line}: the heading id "${id}" is also the id of an element of the theme on the built page (${relative(process.cwd(), html)}), so links to #${id} land there; give the heading its own {#id}`,
      );
  });
}

/**
 * Removes the output folder of a build that failed after writing it, so that what is left does not
 * look like a finished build to a deploy step. Never the working folder or one that holds it.
 */
export function removeFailedOutput(outDir: string): void {
  const out = resolve(outDir);
  const cwd = resolve(process.cwd());
  if (out === cwd || cwd.startsWith(out + sep) || !existsSync(join(out, 'index.html'))) return;
  rmSync(out, { recursive: true, force: true });
}
