import type { PageHeading } from './headings';
import type { PageProblem } from './types';

/**
 * Characters an id cannot hold as it is in a link's `#fragment`: a `%` is read as the start of an
 * escape (`{#a%41}` is reached as `#aA`, `{#a%}` by no link), `#`, `?`, white space, quotes and
 * angle brackets are escaped or end the address, so the link and the id no longer match.
 */
const NEEDS_ENCODING = /[%#?\s"'<>\\`]/;

/**
 * Every heading needs an id a link can use: a heading of only emoji or punctuation gets `id=""`
 * (its outline link is `#`), two explicit `{#id}`s, or one equal to a generated id, make one
 * of the headings unreachable, and an id that a link would have to encode is reached by no link.
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
    const bad = NEEDS_ENCODING.exec(id);
    if (bad)
      problems.push({
        line,
        message: `the heading id "${id}" holds ${JSON.stringify(bad[0])}, which a link's #fragment must encode; use letters, digits, - and _`,
      });
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
