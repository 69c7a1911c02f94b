/**
 * A small ranked full-text search for the site's own index files (search_index.<lang>.json).
 *
 * Why not the built-in FlexSearch setup of 2.0.22: it indexes every CJK character as a token and
 * the panel then keeps only pages that contain the whole query as one substring, so Chinese
 * questions (如何部署), multi-word English queries, plurals and typos found nothing. Here:
 * - Latin text: words (camelCase split as well as whole), lower-cased, accents removed, a light
 *   English stemmer; prefix and one/two-edit typo matching for words the site does not contain.
 * - CJK text: overlapping character bigrams of each run (the classic approach for Chinese
 *   retrieval, independent of any dictionary), counted in the page texts when a query first needs
 *   them; a one-character run matches as a character. Word segmentation with `Intl.Segmenter` was
 *   measured and dropped: at query time it found no more pages than bigrams, at index time it took
 *   ~0.7 s for the zh pages (bench/search-quality/RESULTS.md).
 * - Ranking: BM25 per field with weights (title > headings > description > body > code words),
 *   multiplied by the share of query words found, plus a bonus when the whole query appears
 *   verbatim. Two query words side by side in a page count once more, as a pair (the Latin
 *   counterpart of CJK bigrams); a name typed with symbols (`_nav`) is searched as written; a
 *   title made only of the query's words ranks its page as the one about the query.
 * - Synonyms (./synonyms.ts): a query is also searched with each synonym of a phrase it contains;
 *   each page keeps its best score, a substitute counting a little less than the reader's words.
 * - Indexing runs one page at a time (`indexNext`), so the provider can spread it over idle time;
 *   the first search indexes whatever is left.
 * Pure functions, no DOM: the provider and the unit tests use the same code.
 */
import { capQuery } from './queryLimit';
import type { SynonymGroups } from './synonyms';

export interface SearchDoc {
  title: string;
  headings: string[];
  description: string;
  content: string;
  /** Words of the page's code blocks that its prose does not contain (searchable, not shown). */
  code?: string;
}

export interface RankedHit {
  index: number;
  score: number;
}

const FIELDS = ['title', 'headings', 'description', 'content', 'code'] as const;
type Field = (typeof FIELDS)[number];
/**
 * The title names the page's one subject, so a query word there outweighs the same word in a
 * few headings; the description is the author's own summary of the page, a little above one
 * passage of prose. (Measured over bench/search-quality: with title 8 and description 2, pages
 * that repeat a word in many headings outranked the page titled with it.)
 */
const WEIGHT: Record<Field, number> = {
  title: 12,
  headings: 4,
  description: 3,
  content: 1,
  code: 1,
};
/** How much a page found through a synonym counts against one found through the query itself. */
const SYNONYM_FACTOR = 0.9;
const MAX_VARIANTS = 8;
const K1 = 1.2;
const B = 0.75;

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
/** A run of CJK characters (group 1) or of letters, digits and marks of alphabetic scripts (group 2). */
const RUNS = new RegExp(
  `([${CJK_CLASS}]+)|([\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{Nd}\\p{M}]+)`,
  'gu',
);
const NON_ASCII = /[^ -~\t\n\r]/;
const CAMEL = /(?<=[a-z0-9])(?=[A-Z])|(?<=[A-Z])(?=[A-Z][a-z])/;
const HAS_CAMEL = /[a-z0-9][A-Z]|[A-Z][A-Z][a-z]/;

const EN_STOP = new Set(
  'a an and are as at be by can do does for from how i in is it me my of on or should the this to what when where which why with you your'.split(
    ' ',
  ),
);
function foldCase(text: string): string {
  const lower = text.toLowerCase();
  return NON_ASCII.test(lower) ? lower.normalize('NFKD').replace(/[\u0300-\u036f]/g, '') : lower;
}

/** Plurals and the commonest suffixes; applied alike to the index and the query. */
export function stem(word: string): string {
  if (word.length <= 3 || /\d/.test(word)) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (/(?:ches|shes|xes|sses)$/.test(word)) return word.slice(0, -2);
  if (word.endsWith('s')) return word.slice(0, -1);
  if (word.endsWith('ing') && word.length > 5) return word.slice(0, -3);
  if (word.endsWith('ed') && word.length > 4) return word.slice(0, -2);
  return word;
}

function pushLatin(run: string, terms: string[], keepStopWords: boolean): void {
  const whole = foldCase(run);
  if (!keepStopWords && EN_STOP.has(whole)) return;
  terms.push(stem(whole));
  if (HAS_CAMEL.test(run)) for (const part of run.split(CAMEL)) terms.push(stem(foldCase(part)));
}

/** Latin words of a text: whole words plus their camelCase parts, folded and stemmed. */
export function latinTerms(text: string, keepStopWords = true): string[] {
  const terms: string[] = [];
  for (const match of text.matchAll(RUNS)) if (match[2]) pushLatin(match[2], terms, keepStopWords);
  return terms;
}

/**
 * Chinese "and" / "or" between two words of a query (导航栏和侧边栏): a reader picks one of them
 * freely (a page may say 导航栏与侧边栏), so the words either side are searched as words of their
 * own, like English stop words. Only between two words of 2+ characters, so a word that contains
 * the character (参与, 以及) stays whole.
 */
const CJK_CONNECTOR = /(?<=\S{2})[和与及或跟](?=\S{2})/u;

/** Consecutive words of a query (stop words left out, stemmed), for finding them side by side. */
export function latinPairs(query: string): [string, string][] {
  const words: string[] = [];
  for (const match of query.matchAll(RUNS)) {
    const run = match[2];
    if (run && !EN_STOP.has(foldCase(run))) words.push(stem(foldCase(run)));
  }
  const pairs: [string, string][] = [];
  for (let i = 1; i < words.length; i++) {
    if (words[i - 1].length >= 2 && words[i].length >= 2) pairs.push([words[i - 1], words[i]]);
  }
  return pairs;
}

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
    while (i < text.length && i - gap < 4 && !isWordChar(text, i) && text[i] !== '\n') i++;
    if (i > gap && text.startsWith(second, i)) count++;
  }
  return count;
}

/** The CJK runs of a query, each searched as its overlapping bigrams. */
export function cjkRuns(query: string): string[] {
  const runs: string[] = [];
  for (const [, run] of query.matchAll(RUNS)) if (run) runs.push(...run.split(CJK_CONNECTOR));
  return runs;
}

/** Title words that say what kind of page it is, not what it is about ("Introduction to plugins"). */
const PAGE_KIND_WORDS = new Set(['introduction', 'overview']);
/** Bonus for a title made of the whole query's words, as for a title that contains the query. */
const TITLE_COVERED_BONUS = 6;
/** A query token that joins letters with symbols: a name to find as written (`_nav`, `--config`). */
const SYMBOL_TOKEN = /^(?=.*[\p{L}\p{N}]).*[_.\-/@$#]/u;
const SURROGATE = /[\ud800-\udfff]/;
function bigrams(run: string): string[] {
  const chars = SURROGATE.test(run) ? Array.from(run) : run;
  if (chars.length === 1) return [run];
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i] + chars[i + 1]);
  return grams;
}

function countOccurrences(haystack: string, needle: string): number {
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

/** Optimal string alignment distance ≤ max (an adjacent swap counts as one edit). */
export function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length] <= max;
}

interface Posting {
  doc: number;
  tf: Record<Field, number>;
}

const emptyTf = (): Record<Field, number> => ({
  title: 0,
  headings: 0,
  description: 0,
  content: 0,
  code: 0,
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const NON_LATIN_PHRASE = new RegExp(`[${CJK_CLASS}]`, 'u');

/** A phrase of a synonym group and the pattern that finds it in a lower-cased query. */
interface CompiledPhrase {
  phrase: string;
  pattern: RegExp;
}

/** Each group's phrases, longest first, with their patterns (CJK anywhere, Latin whole words). */
export function compileSynonyms(groups: SynonymGroups): CompiledPhrase[][] {
  return groups.map((group) =>
    [...group]
      .sort((a, b) => b.length - a.length)
      .map((phrase) => ({
        phrase,
        pattern: NON_LATIN_PHRASE.test(phrase)
          ? new RegExp(escapeRegExp(phrase))
          : new RegExp(`(?<![\\p{L}\\p{N}])${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`, 'u'),
      })),
  );
}

/** The word being typed at the end of a query, when long enough to complete (4+ letters). */
const TYPED_WORD = /(?<![\p{L}\p{N}])[\p{L}\p{N}]{4,}$/u;

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

export class SearchEngine {
  readonly #docs: SearchDoc[];
  readonly #synonyms: CompiledPhrase[][];
  /** Lower-cased field texts, for CJK bigrams and verbatim phrases. */
  readonly #texts: Record<Field, string>[];
  readonly #lengths: Record<Field, number>[];
  readonly #average: Record<Field, number>;
  readonly #postings = new Map<string, Posting[]>();
  readonly #byInitial = new Map<string, string[]>();
  readonly #expansions = new Map<string, { term: string; weight: number }[]>();
  readonly #grams = new Map<string, { doc: number; s: number }[]>();
  /** Each title's subject words (Latin terms without page-kind words) and CJK runs. */
  readonly #titleWords: { latin: string[]; cjk: string[] }[];
  /** Pages indexed so far (Latin terms); the rest is cheap and done up front. */
  #indexed = 0;

  constructor(docs: SearchDoc[], synonyms: SynonymGroups = []) {
    this.#docs = docs;
    this.#synonyms = compileSynonyms(synonyms);
    this.#texts = docs.map((doc) => ({
      title: doc.title.toLowerCase(),
      headings: doc.headings.join('\n').toLowerCase(),
      description: doc.description.toLowerCase(),
      content: doc.content.toLowerCase(),
      code: (doc.code ?? '').toLowerCase(),
    }));
    this.#titleWords = docs.map((doc) => ({
      latin: [...new Set(latinTerms(doc.title, false))].filter((t) => !PAGE_KIND_WORDS.has(t)),
      cjk: cjkRuns(doc.title),
    }));
    this.#lengths = this.#texts.map((text) => {
      const lengths = {} as Record<Field, number>;
      for (const field of FIELDS) lengths[field] = Math.max(1, text[field].length / 6);
      return lengths;
    });
    this.#average = {} as Record<Field, number>;
    for (const field of FIELDS) {
      const total = this.#lengths.reduce((sum, lengths) => sum + lengths[field], 0);
      this.#average[field] = Math.max(1, total / Math.max(1, docs.length));
    }
  }

  /** Indexes the Latin words of the next page; false once every page is indexed. */
  indexNext(): boolean {
    if (this.#indexed >= this.#docs.length) return false;
    const index = this.#indexed++;
    const doc = this.#docs[index];
    const perTerm = new Map<string, Posting>();
    const fieldText: Record<Field, string> = {
      title: doc.title,
      headings: doc.headings.join('\n'),
      description: doc.description,
      content: doc.content,
      code: doc.code ?? '',
    };
    for (const field of FIELDS) {
      for (const term of latinTerms(fieldText[field])) {
        let posting = perTerm.get(term);
        if (!posting) {
          posting = { doc: index, tf: emptyTf() };
          perTerm.set(term, posting);
        }
        posting.tf[field]++;
      }
    }
    for (const [term, posting] of perTerm) {
      const list = this.#postings.get(term);
      if (list) list.push(posting);
      else this.#postings.set(term, [posting]);
    }
    if (this.#indexed < this.#docs.length) return true;
    // Latin index terms by first letter: completions and typos are looked for among these only.
    for (const term of this.#postings.keys()) {
      const bucket = this.#byInitial.get(term[0]);
      if (bucket) bucket.push(term);
      else this.#byInitial.set(term[0], [term]);
    }
    return false;
  }

  #indexAll(): void {
    while (this.indexNext());
  }

  /** Index terms a query word may stand for: itself, or its completions and near misses. */
  #expand(term: string, isLast: boolean): { term: string; weight: number }[] {
    if (this.#postings.has(term)) return [{ term, weight: 1 }];
    const key = `${isLast ? '1' : '0'}${term}`;
    const cached = this.#expansions.get(key);
    if (cached) return cached;
    const found: { term: string; weight: number }[] = [];
    const maxEdits = term.length >= 8 ? 2 : term.length >= 4 ? 1 : 0;
    // A typo rarely hits the first two letters at once: look among words starting with either.
    const candidates = new Set([
      ...(this.#byInitial.get(term[0]) ?? []),
      ...(maxEdits && term.length > 1 ? (this.#byInitial.get(term[1]) ?? []) : []),
    ]);
    for (const candidate of candidates) {
      if (term.length >= 2 && candidate.startsWith(term) && (isLast || term.length >= 4)) {
        found.push({ term: candidate, weight: 0.8 });
      } else if (maxEdits && editDistanceAtMost(term, candidate, maxEdits)) {
        found.push({ term: candidate, weight: 0.6 });
      }
    }
    const expansion = found.sort((a, b) => b.weight - a.weight).slice(0, 12);
    if (this.#expansions.size > 1000) this.#expansions.clear();
    this.#expansions.set(key, expansion);
    return expansion;
  }

  #bm25(tf: number, field: Field, doc: number): number {
    if (!tf) return 0;
    const norm = 1 - B + (B * this.#lengths[doc][field]) / this.#average[field];
    return (tf * (K1 + 1)) / (tf + K1 * norm);
  }

  #idf(df: number): number {
    const n = this.#docs.length;
    return Math.log(1 + (n - df + 0.5) / (df + 0.5));
  }

  search(rawQuery: string, limit = 10): RankedHit[] {
    this.#indexAll();
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
    // only when no page has it as written.
    const plain: string[] = [];
    // As many names as words are looked up (16): each is counted in every page's text.
    query.split(/\s+/).forEach((token, position) => {
      const name = token.replace(/[.,;:!?]+$/, '').toLowerCase();
      const literal = position < 16 && SYMBOL_TOKEN.test(name) ? this.#gramScores(name) : [];
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
    const words = [...new Set(latinTerms(wordText, false))].slice(0, 16);
    /** Index terms the query's words matched, typos and completions included. */
    const matched = new Set<string>();
    words.forEach((word, position) => {
      const found = new Set<number>();
      for (const { term, weight } of this.#expand(word, position === words.length - 1)) {
        matched.add(term);
        const postings = this.#postings.get(term) ?? [];
        const idf = this.#idf(postings.length);
        for (const posting of postings) {
          let s = 0;
          for (const field of FIELDS)
            s += WEIGHT[field] * this.#bm25(posting.tf[field], field, posting.doc);
          scores[posting.doc] += weight * idf * s;
          found.add(posting.doc);
        }
      }
      units.push(found);
    });

    // Two query words side by side in a page are worth more than the same words apart: the
    // Latin counterpart of the CJK bigrams below (a title "Custom page" for "custom page layout").
    for (const [first, second] of latinPairs(wordText).slice(0, 8)) {
      const key = `${first} ${second}`;
      for (const { doc, s } of this.#gramScores(key, [first, second])) scores[doc] += s;
    }

    for (const run of cjkRuns(query).slice(0, 16)) {
      const grams = bigrams(run);
      const hitsPerDoc = new Uint16Array(n);
      for (const gram of new Set(grams)) {
        for (const { doc, s } of this.#gramScores(gram)) {
          scores[doc] += s;
          hitsPerDoc[doc]++;
        }
      }
      const found = new Set<number>();
      hitsPerDoc.forEach((hits, doc) => {
        if (hits >= Math.max(1, Math.ceil(new Set(grams).size / 2))) found.add(doc);
      });
      units.push(found);
      // The whole run verbatim (a word or phrase of the page) is worth more than its parts.
      if (grams.length > 1) this.#phraseBonus(run, scores, 0.5);
    }

    const phrase = query.trim().toLowerCase();
    if (phrase.length >= 2) this.#phraseBonus(phrase, scores, 1);

    // A page whose title is made only of the query's words is the page about what the reader
    // asked ("plugins": "Introduction to plugins" before "Community plugins", which is about a
    // kind of plugin), the more so the more of the query its title says ("remark plugin" is not
    // answered by "Introduction to plugins"). A query word also covers a title word it begins
    // ("multi" → "Multiple").
    const lower = query.toLowerCase();
    const covered = (term: string) =>
      matched.has(term) || words.some((word) => word.length >= 4 && term.startsWith(word));
    this.#titleWords.forEach(({ latin, cjk }, doc) => {
      if (!scores[doc] || latin.length + cjk.length === 0) return;
      if (latin.every(covered) && cjk.every((run) => lower.includes(run))) {
        const share = Math.min(1, (latin.length + cjk.length) / Math.max(1, units.length));
        scores[doc] += TITLE_COVERED_BONUS * share * Math.log(2 + scores[doc]);
      }
    });

    for (let doc = 0; doc < n; doc++) {
      if (scores[doc] <= 0) continue;
      const coverage = units.length
        ? units.filter((unit) => unit.has(doc)).length / units.length
        : 1;
      // Pages with every query word first; a page with only some of them still shows, lower.
      const factor = 0.2 + 0.8 * coverage;
      scores[doc] *= factor * factor;
    }
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
    const withBoth = pair && this.#pagesWithBoth(pair);
    const tfs = this.#texts.map((text, doc) => {
      const tf = {} as Record<Field, number>;
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
      const idf = this.#idf(df);
      tfs.forEach((tf, doc) => {
        let s = 0;
        for (const field of FIELDS) s += WEIGHT[field] * this.#bm25(tf[field], field, doc);
        if (s > 0) scored.push({ doc, s: idf * s });
      });
    }
    if (this.#grams.size > 2000) this.#grams.clear();
    this.#grams.set(gram, scored);
    return scored;
  }

  /** Pages that have both words of a pair: the only ones where the pair can be. */
  #pagesWithBoth([first, second]: [string, string]): Set<number> {
    const withFirst = new Set((this.#postings.get(first) ?? []).map(({ doc }) => doc));
    const withSecond = (this.#postings.get(second) ?? []).map(({ doc }) => doc);
    return new Set(withSecond.filter((doc) => withFirst.has(doc)));
  }

  #phraseBonus(phrase: string, scores: Float64Array, factor: number): void {
    this.#texts.forEach((text, doc) => {
      let bonus = 0;
      if (text.title.includes(phrase)) bonus += text.title === phrase ? 12 : 6;
      if (text.headings.includes(phrase)) bonus += 3;
      if (text.content.includes(phrase)) bonus += 1;
      if (bonus && scores[doc] > 0) scores[doc] += factor * bonus * Math.log(2 + scores[doc]);
      else if (bonus) scores[doc] += factor * bonus;
    });
  }

  /**
   * Where the query's words occur in a page's content (character offsets, best passage first):
   * the panel shows the passage around the first one and highlights the others near it. None when
   * no word of the query is in the content: a passage with nothing to highlight answers nothing.
   */
  positions(index: number, rawQuery: string): { start: number; length: number }[] {
    return this.#positionsIn(this.#texts[index].content, rawQuery);
  }

  /**
   * Where the query's words occur in a page's title, in order and without overlaps: the marks of
   * a row for a page found through its title whose content has none of the words.
   */
  titlePositions(index: number, rawQuery: string): { start: number; length: number }[] {
    const found = this.#positionsIn(this.#texts[index].title, rawQuery).sort(
      (a, b) => a.start - b.start,
    );
    let end = 0;
    return found.filter(({ start, length }) => {
      if (start < end) return false;
      end = start + length;
      return true;
    });
  }

  #positionsIn(content: string, rawQuery: string): { start: number; length: number }[] {
    this.#indexAll();
    // The wordings the page may have been found through: the query and its synonym variants.
    const needles = [
      ...new Set(
        synonymVariants(capQuery(rawQuery), this.#synonyms).flatMap((query) => {
          const words = [...new Set(latinTerms(query, false))];
          return [
            ...words
              .flatMap((word, i) =>
                this.#expand(word, i === words.length - 1).map(({ term }) => term),
              )
              .filter((term) => term.length >= 2),
            ...cjkRuns(query).flatMap((run) => (content.includes(run) ? [run] : bigrams(run))),
          ];
        }),
      ),
    ];
    const found: { start: number; length: number }[] = [];
    for (const needle of needles) {
      for (
        let at = content.indexOf(needle);
        at !== -1 && found.length < 200;
        at = content.indexOf(needle, at + needle.length)
      ) {
        found.push({ start: at, length: needle.length });
      }
    }
    found.sort((a, b) => a.start - b.start);
    // Best passage: the occurrence followed by the most distinct needles within 60 characters.
    let best = 0;
    let bestCount = 0;
    found.forEach((hit, i) => {
      const seen = new Set<string>();
      for (let j = i; j < found.length && found[j].start < hit.start + 60; j++) {
        seen.add(content.substr(found[j].start, found[j].length));
      }
      if (seen.size > bestCount) {
        bestCount = seen.size;
        best = i;
      }
    });
    return [...found.slice(best), ...found.slice(0, best)];
  }
}
