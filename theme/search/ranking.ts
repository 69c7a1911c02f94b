/**
 * How a page's score is made, with the numbers of core/search/rankingWeights.ts: BM25 per field
 * with weights (title > headings > description > body > code words), boosts for the query as a
 * verbatim phrase and for a title made of the query's words, and a factor for the share of query
 * words a page has. Pure functions over arrays indexed by page; ./engine.ts puts them together.
 */
import {
  BM25_B,
  BM25_K1,
  CHARS_PER_WORD,
  COVERAGE_FLOOR,
  COVERAGE_PER_SHARE,
  FIELD_WEIGHT,
  PHRASE_IN_CONTENT,
  PHRASE_IN_HEADINGS,
  PHRASE_IN_TITLE,
  PHRASE_IS_TITLE,
  TITLE_COVERED_BONUS,
} from '../../core/search/rankingWeights';
import { FIELDS, type PerField, type SearchDoc } from '../../core/search/searchDoc';
import { cjkRuns, latinTerms } from '../../core/search/tokens';

/** Each page's field lengths in estimated words, and their averages over the site. */
export function fieldLengths(
  texts: PerField<string>[],
): [lengths: PerField<number>[], average: PerField<number>] {
  const lengths = texts.map((text) => {
    const perField = {} as PerField<number>;
    for (const field of FIELDS) {
      perField[field] = Math.max(1, text[field].length / CHARS_PER_WORD);
    }
    return perField;
  });
  const average = {} as PerField<number>;
  for (const field of FIELDS) {
    const total = lengths.reduce((sum, perField) => sum + perField[field], 0);
    average[field] = Math.max(1, total / Math.max(1, texts.length));
  }
  return [lengths, average];
}

/** BM25 of a term that occurs `tf` times in a field of the given length. */
function bm25(tf: number, length: number, average: number): number {
  if (!tf) return 0;
  const norm = 1 - BM25_B + (BM25_B * length) / average;
  return (tf * (BM25_K1 + 1)) / (tf + BM25_K1 * norm);
}

/** A term's counts in a page's fields, weighted by field and summed. */
export function weightedBm25(
  tf: PerField<number>,
  length: PerField<number>,
  average: PerField<number>,
): number {
  let s = 0;
  for (const field of FIELDS)
    s += FIELD_WEIGHT[field] * bm25(tf[field], length[field], average[field]);
  return s;
}

/** Inverse document frequency of a term found in `df` of `n` pages. */
export function idf(df: number, n: number): number {
  return Math.log(1 + (n - df + 0.5) / (df + 0.5));
}

/**
 * Adds a bonus to every page with the phrase verbatim in its title, headings or content; on a
 * page already found it grows with the page's score. `factor` is QUERY_PHRASE_FACTOR or CJK_RUN_PHRASE_FACTOR.
 */
export function addPhraseBonus(
  texts: PerField<string>[],
  phrase: string,
  scores: Float64Array,
  factor: number,
): void {
  texts.forEach((text, doc) => {
    let bonus = 0;
    if (text.title.includes(phrase))
      bonus += text.title === phrase ? PHRASE_IS_TITLE : PHRASE_IN_TITLE;
    if (text.headings.includes(phrase)) bonus += PHRASE_IN_HEADINGS;
    if (text.content.includes(phrase)) bonus += PHRASE_IN_CONTENT;
    if (bonus && scores[doc] > 0) scores[doc] += factor * bonus * Math.log(2 + scores[doc]);
    else if (bonus) scores[doc] += factor * bonus;
  });
}

/** Title words that say what kind of page it is, not what it is about ("Introduction to plugins"). */
const PAGE_KIND_WORDS = new Set(['introduction', 'overview']);

/** A title's subject words (Latin terms without page-kind words) and CJK runs. */
export interface TitleWords {
  latin: string[];
  cjk: string[];
}

export function titleWords(docs: SearchDoc[]): TitleWords[] {
  return docs.map((doc) => ({
    latin: [...new Set(latinTerms(doc.title, false))].filter((t) => !PAGE_KIND_WORDS.has(t)),
    cjk: cjkRuns(doc.title),
  }));
}

/**
 * A page whose title is made only of the query's words is the page about what the reader asked
 * ("plugins": "Introduction to plugins" before "Community plugins", which is about a kind of
 * plugin), the more so the more of the query its title says ("remark plugin" is not answered by
 * "Introduction to plugins"). `covered` tells whether a Latin title word is one of the query's;
 * `units` is the number of the query's words and names.
 */
export function addTitleCoveredBonus(
  titles: TitleWords[],
  scores: Float64Array,
  covered: (term: string) => boolean,
  lowerQuery: string,
  units: number,
): void {
  titles.forEach(({ latin, cjk }, doc) => {
    if (!scores[doc] || latin.length + cjk.length === 0) return;
    if (latin.every(covered) && cjk.every((run) => lowerQuery.includes(run))) {
      const share = Math.min(1, (latin.length + cjk.length) / Math.max(1, units));
      scores[doc] += TITLE_COVERED_BONUS * share * Math.log(2 + scores[doc]);
    }
  });
}

/**
 * Scales each found page by the share of the query's words (each a set of the pages that have
 * it) it has: pages with every query word first; a page with only some of them still shows, lower.
 */
export function applyCoverage(scores: Float64Array, units: Set<number>[]): void {
  for (let doc = 0; doc < scores.length; doc++) {
    if (scores[doc] <= 0) continue;
    const coverage = units.length ? units.filter((unit) => unit.has(doc)).length / units.length : 1;
    const factor = COVERAGE_FLOOR + COVERAGE_PER_SHARE * coverage;
    scores[doc] *= factor * factor;
  }
}
