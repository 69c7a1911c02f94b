/**
 * Where the query's words are in a page's text, for the passage a result row shows and the words
 * it highlights: every wording the page may have been found through (the query and its synonym
 * variants), with the index words each query word stood for (completions and typos), best passage
 * first.
 */

import { MARK_FROM, MAX_POSITIONS, PASSAGE_WINDOW } from '../../core/search/rankingWeights';
import { bigrams, cjkRuns, latinTerms } from '../../core/search/tokens';
import { capQuery } from './queryLimit';
import { type CompiledPhrase, synonymVariants } from './synonymVariants';
import type { Expansion } from './typos';

/** The index words a query word stands for (the engine's expansion, with its cache). */
export type Expand = (word: string, isLast: boolean) => Expansion[];

/** An occurrence in a text, in UTF-16 code units. */
export interface TextPosition {
  start: number;
  length: number;
}

/** The words to highlight in `text` for a query: the index words its words matched, its CJK runs. */
function needlesFor(
  text: string,
  rawQuery: string,
  synonyms: CompiledPhrase[][],
  expand: Expand,
): string[] {
  return [
    ...new Set(
      synonymVariants(capQuery(rawQuery), synonyms).flatMap((query) => {
        const words = [...new Set(latinTerms(query, false))];
        return [
          ...words
            .flatMap((word, i) => expand(word, i === words.length - 1).map(({ term }) => term))
            .filter((term) => term.length >= MARK_FROM),
          // A run the text has as a whole is marked whole; otherwise its bigrams are.
          ...cjkRuns(query).flatMap((run) => (text.includes(run) ? [run] : bigrams(run))),
        ];
      }),
    ),
  ];
}

/**
 * Where the query's words occur in a text (a page's lower-cased content or title), best passage
 * first: the occurrence followed by the most distinct words within the passage window, then the
 * rest in order. None when no word of the query is in the text.
 */
export function queryPositions(
  text: string,
  rawQuery: string,
  synonyms: CompiledPhrase[][],
  expand: Expand,
): TextPosition[] {
  const found: TextPosition[] = [];
  for (const needle of needlesFor(text, rawQuery, synonyms, expand)) {
    for (
      let at = text.indexOf(needle);
      at !== -1 && found.length < MAX_POSITIONS;
      at = text.indexOf(needle, at + needle.length)
    ) {
      found.push({ start: at, length: needle.length });
    }
  }
  found.sort((a, b) => a.start - b.start);
  let best = 0;
  let bestCount = 0;
  found.forEach((hit, i) => {
    const seen = new Set<string>();
    for (let j = i; j < found.length && found[j].start < hit.start + PASSAGE_WINDOW; j++) {
      seen.add(text.substr(found[j].start, found[j].length));
    }
    if (seen.size > bestCount) {
      bestCount = seen.size;
      best = i;
    }
  });
  return [...found.slice(best), ...found.slice(0, best)];
}

/** The positions (sorted in place) in text order, each that overlaps an earlier one left out. */
export function withoutOverlaps(positions: TextPosition[]): TextPosition[] {
  positions.sort((a, b) => a.start - b.start);
  let end = 0;
  return positions.filter(({ start, length }) => {
    if (start < end) return false;
    end = start + length;
    return true;
  });
}

/**
 * The positions as disjoint ranges, the one holding the first position first (the panel shows the
 * passage around it) and the rest in text order. Ranges that overlap, such as a word and the parts
 * it was split into ("GitHub", "Git", "Hub"), become one: the panel draws each range it is given,
 * so overlapping ones would draw their shared text twice ("GitHubGitHub").
 */
export function mergedPositions(positions: TextPosition[]): TextPosition[] {
  const [first] = positions;
  if (!first) return [];
  const merged: TextPosition[] = [];
  for (const { start, length } of [...positions].sort((a, b) => a.start - b.start)) {
    const last = merged.at(-1);
    if (last && start < last.start + last.length)
      last.length = Math.max(last.length, start + length - last.start);
    else merged.push({ start, length });
  }
  const lead = merged.findIndex(({ start, length }) => first.start < start + length);
  return [merged[lead], ...merged.slice(0, lead), ...merged.slice(lead + 1)];
}
