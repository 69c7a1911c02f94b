/**
 * A small ranked full-text search for the site's own index files (search_index.<lang>.json).
 *
 * Why not the built-in FlexSearch setup of 2.0.22: it indexes every CJK character as a token and
 * the panel then keeps only pages that contain the whole query as one substring, so Chinese
 * questions (如何部署), multi-word English queries, plurals and typos found nothing. Here:
 * - Latin words and CJK bigrams (core/search/tokens.ts), prefix and typo matching (./typos.ts);
 * - BM25 per field with weights, multiplied by the share of query words found, plus a bonus when
 *   the whole query appears verbatim (./ranking.ts, numbers in core/search/rankingWeights.ts).
 *   Two query words side by side in a page count once more, as a pair (the Latin counterpart of
 *   CJK bigrams); a name typed with symbols (`_nav`) is searched as written; a title made only of
 *   the query's words ranks its page as the one about the query;
 * - synonyms (./synonymVariants.ts): each page keeps its best score over the query's wordings;
 * - passages and marks for the result rows (./snippets.ts).
 * This module is the index and query core: it holds the index (core/search/pageIndex.ts, made at
 * build time for the site), scores each wording of a query and ranks.
 * Pure functions, no DOM: the provider and the unit tests use the same code.
 */

import { indexPages, pagesWithBoth, type TermIndex } from '../../core/search/pageIndex';
import {
  CJK_GRAM_SHARE,
  CJK_RUN_PHRASE_FACTOR,
  DEFAULT_RESULTS,
  EXPANSION_CACHE_SIZE,
  GRAM_CACHE_SIZE,
  MAX_CJK_RUNS,
  MAX_NAMES,
  MAX_PAIRS,
  MAX_WORDS,
  MIN_PHRASE_LENGTH,
  QUERY_PHRASE_FACTOR,
  SYNONYM_FACTOR,
  TITLE_WORD_PREFIX_FROM,
} from '../../core/search/rankingWeights';
import {
  FIELDS,
  lowerFieldTexts,
  type PerField,
  type RankedHit,
  type SearchDoc,
} from '../../core/search/searchDoc';
import { bigrams, cjkRuns, latinPairs, latinTerms } from '../../core/search/tokens';
import { countAdjacent, countOccurrences } from './occurrences';
import { capQuery } from './queryLimit';
import {
  addPhraseBonus,
  addTitleCoveredBonus,
  applyCoverage,
  fieldLengths,
  idf,
  type TitleWords,
  titleWords,
  weightedBm25,
} from './ranking';
import { queryPositions, type TextPosition, withoutOverlaps } from './snippets';
import type { SynonymGroups } from './synonyms';
import { type CompiledPhrase, compileSynonyms, synonymVariants } from './synonymVariants';
import { completionsAndTypos, type Expansion, groupByInitial, type WordsByInitial } from './typos';

/** A query token that joins letters with symbols: a name to find as written (`_nav`, `--config`). */
const SYMBOL_TOKEN = /^(?=.*[\p{L}\p{N}]).*[_.\-/@$#]/u;

export class SearchEngine {
  readonly #docs: SearchDoc[];
  readonly #synonyms: CompiledPhrase[][];
  /** Lower-cased field texts, for CJK bigrams and verbatim phrases. */
  readonly #texts: PerField<string>[];
  /** Each page's field lengths and their averages over the site, for BM25. */
  readonly #lengths: PerField<number>[];
  readonly #average: PerField<number>;
  readonly #terms: TermIndex;
  /** The indexed words by first letter, once a query word needs completing or correcting. */
  #byInitial?: WordsByInitial;
  readonly #expansions = new Map<string, Expansion[]>();
  readonly #grams = new Map<string, { doc: number; s: number }[]>();
  readonly #titleWords: TitleWords[];

  /** `terms`: the pages' Latin words indexed at build time; without them, indexed here. */
  constructor(docs: SearchDoc[], synonyms: SynonymGroups = [], terms?: TermIndex) {
    this.#docs = docs;
    this.#terms = terms ?? indexPages(docs);
    this.#synonyms = compileSynonyms(synonyms);
    this.#texts = docs.map(lowerFieldTexts);
    this.#titleWords = titleWords(docs);
    [this.#lengths, this.#average] = fieldLengths(this.#texts);
  }

  /** Index words a query word may stand for: itself, or its completions and near misses. */
  #expand(term: string, isLast: boolean): Expansion[] {
    if (this.#terms.postings(term)) return [{ term, weight: 1 }];
    const key = `${isLast ? '1' : '0'}${term}`;
    const cached = this.#expansions.get(key);
    if (cached) return cached;
    this.#byInitial ??= groupByInitial(this.#terms.terms());
    const expansion = completionsAndTypos(term, isLast, this.#byInitial);
    if (this.#expansions.size > EXPANSION_CACHE_SIZE) this.#expansions.clear();
    this.#expansions.set(key, expansion);
    return expansion;
  }

  search(rawQuery: string, limit: number = DEFAULT_RESULTS): RankedHit[] {
    // However long the text that reaches it (a paste, a script), a search costs a bounded time.
    const query = capQuery(rawQuery);
    const best = new Float64Array(this.#docs.length);
    synonymVariants(query, this.#synonyms).forEach((variant, i) => {
      const scores = this.#scores(variant);
      const factor = i === 0 ? 1 : SYNONYM_FACTOR;
      scores.forEach((score, doc) => {
        best[doc] = Math.max(best[doc], score * factor);
      });
    });
    const hits: RankedHit[] = [];
    best.forEach((score, index) => {
      if (score > 0) hits.push({ index, score });
    });
    return hits.sort((a, b) => b.score - a.score).slice(0, limit);
  }

  /** Every page's score for one wording of the query (0: not found). */
  #scores(query: string): Float64Array {
    const n = this.#docs.length;
    const scores = new Float64Array(n);
    // For each query word, the docs where it was found; the share found scales the score.
    const units: Set<number>[] = [];

    // A name typed with its symbols (`_nav`, `rspress.config.ts`) is searched as written, like one
    // word: the pages that use that name, not every page with `nav` in it. Its plain words count
    // only when no page has it as written. Each name is counted in every page's text.
    const plain: string[] = [];
    query.split(/\s+/).forEach((token, position) => {
      const name = token.replace(/[.,;:!?]+$/, '').toLowerCase();
      const literal = position < MAX_NAMES && SYMBOL_TOKEN.test(name) ? this.#gramScores(name) : [];
      if (!literal.length) {
        plain.push(token);
        return;
      }
      const found = new Set<number>();
      for (const { doc, s } of literal) {
        scores[doc] += s;
        found.add(doc);
      }
      units.push(found);
    });
    const wordText = plain.join(' ');
    const words = [...new Set(latinTerms(wordText, false))].slice(0, MAX_WORDS);
    /** Index terms the query's words matched, typos and completions included. */
    const matched = new Set<string>();
    words.forEach((word, position) => {
      const found = new Set<number>();
      for (const { term, weight } of this.#expand(word, position === words.length - 1)) {
        matched.add(term);
        const postings = this.#terms.postings(term) ?? [];
        const termIdf = idf(postings.length, n);
        for (const posting of postings) {
          const s = weightedBm25(posting.tf, this.#lengths[posting.doc], this.#average);
          scores[posting.doc] += weight * termIdf * s;
          found.add(posting.doc);
        }
      }
      units.push(found);
    });

    // Two query words side by side in a page are worth more than the same words apart: the
    // Latin counterpart of the CJK bigrams below (a title "Custom page" for "custom page layout").
    for (const [first, second] of latinPairs(wordText).slice(0, MAX_PAIRS)) {
      const key = `${first} ${second}`;
      for (const { doc, s } of this.#gramScores(key, [first, second])) scores[doc] += s;
    }

    for (const run of cjkRuns(query).slice(0, MAX_CJK_RUNS)) {
      const grams = bigrams(run);
      const hitsPerDoc = new Uint16Array(n);
      for (const gram of new Set(grams)) {
        for (const { doc, s } of this.#gramScores(gram)) {
          scores[doc] += s;
          hitsPerDoc[doc]++;
        }
      }
      const needed = Math.max(1, Math.ceil(new Set(grams).size * CJK_GRAM_SHARE));
      const found = new Set<number>();
      hitsPerDoc.forEach((hits, doc) => {
        if (hits >= needed) found.add(doc);
      });
      units.push(found);
      // The whole run verbatim (a word or phrase of the page) is worth more than its parts.
      if (grams.length > 1) addPhraseBonus(this.#texts, run, scores, CJK_RUN_PHRASE_FACTOR);
    }

    const phrase = query.trim().toLowerCase();
    if (phrase.length >= MIN_PHRASE_LENGTH)
      addPhraseBonus(this.#texts, phrase, scores, QUERY_PHRASE_FACTOR);

    // A query word also covers a title word it begins ("multi" → "Multiple").
    const covered = (term: string) =>
      matched.has(term) ||
      words.some((word) => word.length >= TITLE_WORD_PREFIX_FROM && term.startsWith(word));
    addTitleCoveredBonus(this.#titleWords, scores, covered, query.toLowerCase(), units.length);

    applyCoverage(scores, units);
    return scores;
  }

  /**
   * idf × weighted BM25 of one CJK gram (a bigram, or a single character), a name typed with its
   * symbols, or a pair of adjacent Latin words, per page. CJK text is not tokenized up front (that
   * tripled the time to build the index): a gram is counted in the lower-cased texts when a query
   * first needs it, and remembered.
   */
  #gramScores(gram: string, pair?: [string, string]): { doc: number; s: number }[] {
    const cached = this.#grams.get(gram);
    if (cached) return cached;
    const withBoth = pair && pagesWithBoth(this.#terms, pair);
    const tfs = this.#texts.map((text, doc) => {
      const tf = {} as PerField<number>;
      for (const field of FIELDS) {
        if (!pair) tf[field] = countOccurrences(text[field], gram);
        // Code words are kept without their order: no neighbours to find there.
        else if (field === 'code' || !withBoth?.has(doc)) tf[field] = 0;
        else tf[field] = countAdjacent(text[field], ...pair);
      }
      return tf;
    });
    const scored: { doc: number; s: number }[] = [];
    const df = tfs.filter((tf) => FIELDS.some((field) => tf[field] > 0)).length;
    if (df) {
      const gramIdf = idf(df, this.#docs.length);
      tfs.forEach((tf, doc) => {
        const s = weightedBm25(tf, this.#lengths[doc], this.#average);
        if (s > 0) scored.push({ doc, s: gramIdf * s });
      });
    }
    if (this.#grams.size > GRAM_CACHE_SIZE) this.#grams.clear();
    this.#grams.set(gram, scored);
    return scored;
  }

  /**
   * Where the query's words occur in a page's content (character offsets, best passage first):
   * the panel shows the passage around the first one and highlights the others near it. None when
   * no word of the query is in the content: a passage with nothing to highlight answers nothing.
   */
  positions(index: number, rawQuery: string): TextPosition[] {
    return this.#positionsIn(this.#texts[index].content, rawQuery);
  }

  /**
   * Where the query's words occur in a page's title, in order and without overlaps: the marks of
   * a row for a page found through its title whose content has none of the words.
   */
  titlePositions(index: number, rawQuery: string): TextPosition[] {
    return withoutOverlaps(this.#positionsIn(this.#texts[index].title, rawQuery));
  }

  #positionsIn(text: string, rawQuery: string): TextPosition[] {
    return queryPositions(text, rawQuery, this.#synonyms, (word, isLast) =>
      this.#expand(word, isLast),
    );
  }
}
