/**
 * Text analysis shared by the index and the query: Latin words (camelCase parts too, lower-cased,
 * accents removed, lightly stemmed) and CJK runs, searched as overlapping character bigrams (the
 * classic approach for Chinese retrieval, independent of any dictionary). Word segmentation with
 * `Intl.Segmenter` was measured and dropped: at query time it found no more pages than bigrams,
 * and it made indexing far slower (bench/NOTES.md, "Chinese word segmentation").
 * plugins/searchIndex.ts uses the same functions to decide which code words a page's prose lacks.
 */
import { PAIR_WORD_FROM } from './rankingWeights';

const CJK_CLASS = '\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}\\p{Script=Hangul}';
/** A run of CJK characters (group 1) or of letters, digits and marks of alphabetic scripts (group 2). */
const RUNS = new RegExp(
  `([${CJK_CLASS}]+)|([\\p{Script=Latin}\\p{Script=Greek}\\p{Script=Cyrillic}\\p{Nd}\\p{M}]+)`,
  'gu',
);
/** A CJK character anywhere in a text (synonym phrases with one are matched anywhere). */
export const CJK_CHARACTER = new RegExp(`[${CJK_CLASS}]`, 'u');
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
    if (words[i - 1].length >= PAIR_WORD_FROM && words[i].length >= PAIR_WORD_FROM) {
      pairs.push([words[i - 1], words[i]]);
    }
  }
  return pairs;
}

/** The CJK runs of a query, each searched as its overlapping bigrams. */
export function cjkRuns(query: string): string[] {
  const runs: string[] = [];
  for (const [, run] of query.matchAll(RUNS)) if (run) runs.push(...run.split(CJK_CONNECTOR));
  return runs;
}

const SURROGATE = /[\ud800-\udfff]/;
/** The overlapping character pairs of a CJK run; a one-character run is its own gram. */
export function bigrams(run: string): string[] {
  const chars = SURROGATE.test(run) ? Array.from(run) : run;
  if (chars.length === 1) return [run];
  const grams: string[] = [];
  for (let i = 0; i < chars.length - 1; i++) grams.push(chars[i] + chars[i + 1]);
  return grams;
}
