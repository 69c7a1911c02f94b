/**
 * Every number the site search ranks with: field weights, boosts, thresholds and the limits that
 * bound the cost of one query. The engine's modules read them from here, and
 * bench/search-quality/engine.mjs prints them beside the figures they produced, so a change of a
 * number and its effect on hit@1 and MRR are seen together.
 *
 * Each value was chosen by measuring bench/search-quality (bench/search-quality/RESULTS.md).
 */
export const rankingWeights = {
  /**
   * BM25 weight per field. The title names the page's one subject, so a query word there
   * outweighs the same word in a few headings; the description is the author's own summary of
   * the page, a little above one passage of prose. (With title 8 and description 2, pages that
   * repeat a word in many headings outranked the page titled with it.)
   */
  field: { title: 12, headings: 4, description: 3, content: 1, code: 1 },
  /** BM25's term-frequency saturation (k1) and length normalisation (b). */
  bm25: { k1: 1.2, b: 0.75 },
  /** A field's length in words is estimated as its characters divided by this. */
  charsPerWord: 6,
  /** How a query word not in the index stands for index words it begins or nearly spells. */
  expansion: {
    /** Weight of an index word the query word begins ("instal" → "installation"). */
    prefix: 0.8,
    /** Weight of an index word within the allowed edits ("confg" → "config"). */
    typo: 0.6,
    /** Index words one query word may stand for, best first. */
    maxTerms: 12,
    /** Query words this long may be two edits away from an index word. */
    twoEditsFrom: 8,
    /** Query words this long may be one edit away; shorter ones must match exactly. */
    oneEditFrom: 4,
    /** A completed word shorter than this is not taken as a prefix (the last word always is). */
    prefixFrom: 4,
    /** No word shorter than this is completed, not even the one being typed. */
    minPrefix: 2,
  },
  /** How much a page found through a synonym counts against one found through the query itself. */
  synonymFactor: 0.9,
  /** Wordings of one query searched at most: the query itself and its synonym variants. */
  maxVariants: 8,
  /** A word still being typed at the end of a query is completed to a synonym from this length. */
  typedWordFrom: 4,
  /** Bonus for a verbatim phrase of the query in a field, multiplied by log(2 + score). */
  phrase: {
    /** The title is exactly the phrase. */
    titleIs: 12,
    /** The title contains the phrase. */
    title: 6,
    headings: 3,
    content: 1,
    /** Factor for a whole query of two or more characters. */
    query: 1,
    /** Factor for a CJK run of two or more bigrams (a word or phrase of the page). */
    cjkRun: 0.5,
    /** Shorter queries get no phrase bonus. */
    minLength: 2,
  },
  /** Bonus for a title made of the whole query's words, as for a title that contains the query. */
  titleCovered: 6,
  /** A query word this long also covers a title word it begins ("multi" → "Multiple"). */
  titleWordPrefixFrom: 4,
  /**
   * A page's score is multiplied by (floor + perShare × share of query words found)², so pages
   * with every word come first and pages with some still show, lower.
   */
  coverage: { floor: 0.2, perShare: 0.8 },
  /** Share of a CJK run's distinct bigrams a page must have for the run to count as found. */
  cjkGramShare: 0.5,
  /** Latin words shorter than this do not form a pair with their neighbour. */
  pairWordFrom: 2,
  /** Spaces or punctuation allowed between the two words of a pair ("node --version"). */
  pairGap: 4,
  /** A passage is the occurrence followed by the most distinct query words within this many characters. */
  passageWindow: 60,
  /** Highlighted words shorter than this are left out of a passage's marks. */
  markFrom: 2,
  /** Limits that bound the work of one query, whatever its length. */
  limits: {
    /** Results of a search when the caller names no limit. */
    results: 10,
    /** Tokens of a query looked up as names with symbols (`_nav`); each is counted in every page. */
    names: 16,
    /** Distinct Latin words of a query. */
    words: 16,
    /** Pairs of adjacent Latin words. */
    pairs: 8,
    /** CJK runs of a query. */
    cjkRuns: 16,
    /** Occurrences collected for a page's passage and marks. */
    positions: 200,
    /** Remembered word expansions before the cache starts again. */
    expansionCache: 1000,
    /** Remembered gram scores before the cache starts again. */
    gramCache: 2000,
  },
} as const;

export type RankingWeights = typeof rankingWeights;
