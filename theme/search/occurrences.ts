/**
 * Counting in lower-cased page texts, for the terms the index does not hold as words: CJK grams,
 * names typed with symbols, and two Latin words side by side. Counted when a query first needs
 * them (theme/search/engine.ts remembers the results).
 */
import { PAIR_GAP } from '../../core/search/rankingWeights';

const WORD_CHAR = /[\p{L}\p{N}]/u;
/** A letter or digit (the texts are lower-cased): ASCII by char code, the rest by WORD_CHAR. */
function isWordChar(text: string, at: number): boolean {
  const code = text.charCodeAt(at);
  if (code < 128) return (code >= 97 && code <= 122) || (code >= 48 && code <= 57);
  return WORD_CHAR.test(text[at]);
}

/** The start that every form of a stemmed word shares ("library" for "libraries": "librar"). */
const wordStart = (term: string) => (term.endsWith('y') ? term.slice(0, -1) : term);

/**
 * How often a form of the stemmed word `first` is followed by a form of `second`, with only
 * spaces or punctuation between them ("node --version", "custom pages", "multi-version").
 */
export function countAdjacent(text: string, firstTerm: string, secondTerm: string): number {
  const first = wordStart(firstTerm);
  const second = wordStart(secondTerm);
  let count = 0;
  for (let at = text.indexOf(first); at !== -1; at = text.indexOf(first, at + 1)) {
    if (at > 0 && isWordChar(text, at - 1)) continue;
    let i = at + first.length;
    while (i < text.length && isWordChar(text, i)) i++;
    const gap = i;
    while (i < text.length && i - gap < PAIR_GAP && !isWordChar(text, i) && text[i] !== '\n') i++;
    if (i > gap && text.startsWith(second, i)) count++;
  }
  return count;
}

/** Occurrences of `needle` in `haystack` that do not overlap. */
export function countOccurrences(haystack: string, needle: string): number {
  let count = 0;
  for (
    let at = haystack.indexOf(needle);
    at !== -1;
    at = haystack.indexOf(needle, at + needle.length)
  ) {
    count++;
  }
  return count;
}
