/**
 * A query is also searched with each synonym of a phrase it contains (the groups are data in
 * ./synonyms.ts); the engine keeps each page's best score, a substitute counting a little less than
 * the reader's own words (SYNONYM_FACTOR in core/search/rankingWeights.ts).
 */
import { MAX_VARIANTS, TYPED_WORD_FROM } from '../../core/search/rankingWeights';
import { CJK_CHARACTER } from '../../core/search/tokens';
import type { SynonymGroups } from './synonyms';
import { codePointBefore, isWordCodePoint, wordCharAt, wordCharBefore } from './wordChars';

/** A phrase of a synonym group and how it is found in a lower-cased query. */
export interface CompiledPhrase {
  phrase: string;
  /** A phrase with a CJK character is found anywhere; any other as whole words only. */
  anywhere: boolean;
  /** One word of letters and digits, which the word being typed may begin. */
  word: boolean;
}

/** Whether every code point of a text is a letter or digit (and there is one). */
function isOneWord(text: string): boolean {
  for (let at = text.length; at > 0; ) {
    const codePoint = codePointBefore(text, at);
    if (!isWordCodePoint(codePoint)) return false;
    at -= codePoint > 0xffff ? 2 : 1;
  }
  return text.length > 0;
}

/** Each group's phrases, longest first (CJK found anywhere, Latin as whole words). */
export function compileSynonyms(groups: SynonymGroups): CompiledPhrase[][] {
  return groups.map((group) =>
    [...group]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => ({
        phrase,
        anywhere: CJK_CHARACTER.test(phrase),
        word: isOneWord(phrase),
      })),
  );
}

/**
 * Where a phrase first occurs in a text, or -1: what `(?<![\p{L}\p{N}])phrase(?![\p{L}\p{N}])`
 * finds for a Latin phrase, found without compiling a pattern per phrase (./wordChars.ts).
 */
export function phraseAt(text: string, { phrase, anywhere }: CompiledPhrase): number {
  if (!phrase) return -1;
  for (let at = text.indexOf(phrase); at !== -1; at = text.indexOf(phrase, at + 1)) {
    if (anywhere || (!wordCharBefore(text, at) && !wordCharAt(text, at + phrase.length))) {
      return at;
    }
  }
  return -1;
}

/** The text with the first occurrence of a phrase replaced (unchanged when there is none). */
function replacePhrase(text: string, found: CompiledPhrase, by: string): string {
  const at = phraseAt(text, found);
  return at === -1 ? text : text.slice(0, at) + by + text.slice(at + found.phrase.length);
}

/** The word being typed at the end of a query (its letters and digits), when long enough. */
function typedWord(text: string): string | undefined {
  let start = text.length;
  let count = 0;
  for (;;) {
    const codePoint = codePointBefore(text, start);
    if (codePoint === -1 || !isWordCodePoint(codePoint)) break;
    start -= codePoint > 0xffff ? 2 : 1;
    count++;
  }
  return count >= TYPED_WORD_FROM ? text.slice(start) : undefined;
}

/**
 * The query with one synonym phrase replaced by each other phrase of its group, for every group
 * with a phrase in the query (the longest phrase of a group wins). The word still being typed at
 * the end counts as the one-word phrase it begins ("instal" as "install"), so the results are
 * right before the word is finished. The query itself comes first.
 */
export function synonymVariants(query: string, groups: CompiledPhrase[][]): string[] {
  const lower = query.toLowerCase();
  const typed = typedWord(lower);
  const variants = [query];
  for (const group of groups) {
    let found = group.find((phrase) => phraseAt(lower, phrase) !== -1);
    let wording = lower;
    if (!found && typed) {
      found = group.find(({ phrase, word }) => word && phrase.startsWith(typed));
      if (found) wording = lower.slice(0, -typed.length) + found.phrase;
    }
    if (!found) continue;
    if (wording !== lower && variants.length < MAX_VARIANTS) variants.push(wording);
    for (const { phrase } of group) {
      if (phrase !== found.phrase && variants.length < MAX_VARIANTS) {
        variants.push(replacePhrase(wording, found, phrase));
      }
    }
  }
  return variants;
}
