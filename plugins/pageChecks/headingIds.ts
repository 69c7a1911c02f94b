import type { PageHeading } from './headings';
import type { PageProblem } from './types';

/**
 * Every heading needs an id a link can use: a heading of only emoji or punctuation gets `id=""`
 * (its outline link is `#`), and two explicit `{#id}`s, or one equal to a generated id, make one
 * of the headings unreachable.
 */
export function headingIdProblems(headings: PageHeading[]): PageProblem[] {
  const problems: PageProblem[] = [];
  const firstLine = new Map<string, number>();
  for (const { id, line, text } of headings) {
    if (!id) {
      problems.push({
        line,
        message: `the heading "${text}" gets an empty id; add one with {#some-id}`,
      });
      continue;
    }
    const first = firstLine.get(id);
    if (first === undefined) firstLine.set(id, line);
    else
      problems.push({
        line,
        message: `the heading id "${id}" is already used on line ${first}; give this heading its own {#id}`,
      });
  }
  return problems;
}
