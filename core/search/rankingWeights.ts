/**
 * Every number the site search ranks with: field weights, boosts, thresholds and the limits that
 * bound the cost of one query. The engine's modules read them from here, and
 * bench/search-quality/engine.mjs prints them (`rankingWeights`) beside the figures they produced,
 * so a change of a number and its effect on hit@1 and MRR are seen together. Each value was chosen
 * by measuring bench/search-quality (bench/search-quality/RESULTS.md).
 *
 * Named constants rather than one nested object: the minifier writes a constant's value where it
 * is read, while an object's property names would ship in the panel's chunk.
 */

/**
 * BM25 weight per field. The title names the page's one subject, so a query word there outweighs
 * the same word in a few headings; the description is the author's own summary of the page, a
 * little above one passage of prose. (With title 8 and description 2, pages that repeat a word in
 * many headings outranked the page titled with it.)
 */
export const FIELD_WEIGHT = {
  title: 12,
  headings: 4,
  description: 3,
  content: 1,
  code: 1,
} as const;
/** BM25's term-frequency saturation (k1). */
export const BM25_K1 = 1.2;
/** BM25's length normalisation (b). */
export const BM25_B = 0.75;
/** A field's length in words is estimated as its characters divided by this. */
export const CHARS_PER_WORD = 6;

/** Weight of an index word that a query word begins ("instal" → "installation"). */
export const PREFIX_WEIGHT = 0.8;
/** Weight of an index word within the allowed edits of a query word ("confg" → "config"). */
export const TYPO_WEIGHT = 0.6;
/** Index words one query word may stand for, best first. */
export const MAX_EXPANSIONS = 12;
/** Query words this long may be two edits away from an index word. */
export const TWO_EDITS_FROM = 8;
/** Query words this long may be one edit away; shorter ones must be spelt right. */
export const ONE_EDIT_FROM = 4;
/** A finished query word shorter than this is not completed (the word being typed always is). */
export const PREFIX_FROM = 4;
/** No query word shorter than this is completed, not even the one being typed. */
export const MIN_PREFIX = 2;

/** How much a page found through a synonym counts against one found through the query itself. */
export const SYNONYM_FACTOR = 0.9;
/** Wordings of one query searched at most: the query itself and its synonym variants. */
export const MAX_VARIANTS = 8;
/** A word still being typed at the end of a query is completed to a synonym from this length. */
export const TYPED_WORD_FROM = 4;

/** Bonus for a title that is exactly a phrase of the query (× log(2 + score) on a found page). */
export const PHRASE_IS_TITLE = 12;
/** Bonus for a phrase of the query in the title. */
export const PHRASE_IN_TITLE = 6;
/** Bonus for a phrase of the query in the headings. */
export const PHRASE_IN_HEADINGS = 3;
/** Bonus for a phrase of the query in the content. */
export const PHRASE_IN_CONTENT = 1;
/** Factor of the phrase bonus for the whole query. */
export const QUERY_PHRASE_FACTOR = 1;
/** Factor of the phrase bonus for a CJK run of two or more bigrams (a word or phrase of a page). */
export const CJK_RUN_PHRASE_FACTOR = 0.5;
/** Queries shorter than this get no phrase bonus. */
export const MIN_PHRASE_LENGTH = 2;

/** Bonus for a title made of the whole query's words, as for a title that contains the query. */
export const TITLE_COVERED_BONUS = 6;
/** A query word this long also covers a title word it begins ("multi" → "Multiple"). */
export const TITLE_WORD_PREFIX_FROM = 4;
/**
 * A page's score is multiplied by (COVERAGE_FLOOR + COVERAGE_PER_SHARE × share of the query's
 * words it has)², so pages with every word come first and pages with some still show, lower.
 */
export const COVERAGE_FLOOR = 0.2;
export const COVERAGE_PER_SHARE = 0.8;
/** Share of a CJK run's distinct bigrams a page must have for the run to count as found. */
export const CJK_GRAM_SHARE = 0.5;
/** Latin words shorter than this do not form a pair with their neighbour. */
export const PAIR_WORD_FROM = 2;
/** Spaces or punctuation allowed between the two words of a pair ("node --version"). */
export const PAIR_GAP = 4;

/** A passage is the occurrence followed by the most distinct query words within this many characters. */
export const PASSAGE_WINDOW = 60;
/** Highlighted words shorter than this are left out of a passage's marks. */
export const MARK_FROM = 2;

/** Results of a search when the caller names no limit. */
export const DEFAULT_RESULTS = 10;
/** Tokens of a query looked up as names with symbols (`_nav`); each is counted in every page. */
export const MAX_NAMES = 16;
/** Distinct Latin words of a query. */
export const MAX_WORDS = 16;
/** Pairs of adjacent Latin words of a query. */
export const MAX_PAIRS = 8;
/** CJK runs of a query. */
export const MAX_CJK_RUNS = 16;
/** Occurrences collected for a page's passage and marks. */
export const MAX_POSITIONS = 200;
/** Remembered word expansions before that cache starts again. */
export const EXPANSION_CACHE_SIZE = 1000;
/** Remembered gram scores before that cache starts again. */
export const GRAM_CACHE_SIZE = 2000;

/** All of the above by name, for the bench's printout (unused by the site, so not bundled). */
export const rankingWeights = {
  FIELD_WEIGHT,
  BM25_K1,
  BM25_B,
  CHARS_PER_WORD,
  PREFIX_WEIGHT,
  TYPO_WEIGHT,
  MAX_EXPANSIONS,
  TWO_EDITS_FROM,
  ONE_EDIT_FROM,
  PREFIX_FROM,
  MIN_PREFIX,
  SYNONYM_FACTOR,
  MAX_VARIANTS,
  TYPED_WORD_FROM,
  PHRASE_IS_TITLE,
  PHRASE_IN_TITLE,
  PHRASE_IN_HEADINGS,
  PHRASE_IN_CONTENT,
  QUERY_PHRASE_FACTOR,
  CJK_RUN_PHRASE_FACTOR,
  MIN_PHRASE_LENGTH,
  TITLE_COVERED_BONUS,
  TITLE_WORD_PREFIX_FROM,
  COVERAGE_FLOOR,
  COVERAGE_PER_SHARE,
  CJK_GRAM_SHARE,
  PAIR_WORD_FROM,
  PAIR_GAP,
  PASSAGE_WINDOW,
  MARK_FROM,
  DEFAULT_RESULTS,
  MAX_NAMES,
  MAX_WORDS,
  MAX_PAIRS,
  MAX_CJK_RUNS,
  MAX_POSITIONS,
  EXPANSION_CACHE_SIZE,
  GRAM_CACHE_SIZE,
} as const;
