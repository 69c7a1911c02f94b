/**
 * A query is also searched with each synonym of a phrase it contains (the groups are data in
 * ./synonyms.ts); the engine keeps each page's best score, a substitute counting a little less than
 * the reader's own words (SYNONYM_FACTOR in ./rankingWeights.ts).
 */
import { MAX_VARIANTS, TYPED_WORD_FROM } from './rankingWeights';
import type { SynonymGroups } from './synonyms';
import { CJK_CHARACTER } from './tokens';

/** A phrase of a synonym group and the pattern that finds it in a lower-cased query. */
export interface CompiledPhrase {
  phrase: string;
  pattern: RegExp;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each group's phrases, longest first, with their patterns (CJK anywhere, Latin whole words). */
export function compileSynonyms(groups: SynonymGroups): CompiledPhrase[][] {
  return groups.map((group) =>
    [...group]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => ({
        phrase,
        pattern: CJK_CHARACTER.test(phrase)
          ? new RegExp(escapeRegExp(phrase))
          : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u'),
      })),
  );
}

/** The word being typed at the end of a query, when long enough to complete. */
const TYPED_WORD = new RegExp(`(?<![\\p{L}\\p{N}])[\\p{L}\\p{N}]{${TYPED_WORD_FROM},}$`, 'u');

/**
 * The query with one synonym phrase replaced by each other phrase of its group, for every group
 * with a phrase in the query (the longest phrase of a group wins). The word still being typed at
 * the end counts as the one-word phrase it begins ("instal" as "install"), so the results are
 * right before the word is finished. The query itself comes first.
 */
export function synonymVariants(query: string, groups: CompiledPhrase[][]): string[] {
  const lower = query.toLowerCase();
  const typed = TYPED_WORD.exec(lower)?.[0];
  const variants = [query];
  for (const group of groups) {
    let found = group.find(({ pattern }) => pattern.test(lower));
    let wording = lower;
    if (!found && typed) {
      found = group.find(
        ({ phrase }) => /^[\p{L}\p{N}]+$/u.test(phrase) && phrase.startsWith(typed),
      );
      if (found) wording = lower.slice(0, -typed.length) + found.phrase;
    }
    if (!found) continue;
    if (wording !== lower && variants.length < MAX_VARIANTS) variants.push(wording);
    for (const { phrase } of group) {
      if (phrase !== found.phrase && variants.length < MAX_VARIANTS) {
        variants.push(wording.replace(found.pattern, phrase));
      }
    }
  }
  return variants;
}
