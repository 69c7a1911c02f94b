/**
 * The index of the site's Latin words: for each word, the pages that have it and how often in
 * each field. CJK text is not indexed up front but counted when a query first needs a gram.
 *
 * The index is made at build time (plugins/searchIndex.ts packs it into the index file, see
 * ./compactIndex.ts) because making it is most of what a first search costs in the browser: every
 * word of every page tokenized, folded and stemmed (about 58,000 words in English, 14,000 in
 * Chinese, whose pages are scanned in full for theirs), before any query can be answered. The
 * browser reads a word's pages from the packed text only when a query first needs that word.
 * Engines made from pages alone (the unit tests) index them here in the same way.
 */
import type { PackedTerms } from './compactIndex';
import { FIELDS, fieldTexts, type PerField, type SearchDoc } from './searchDoc';
import { latinTerms } from './tokens';

/** A page's count of one Latin word in each field. */
export interface Posting {
  doc: number;
  tf: PerField<number>;
}

/** The site's Latin words and the pages that have each, as the engine reads them. */
export interface TermIndex {
  /** The pages that have a word, in page order, or undefined when no page has it. */
  postings(term: string): Posting[] | undefined;
  /** Every word, in the order first met (page by page, field by field). */
  terms(): Iterable<string>;
}

const emptyTf = (): PerField<number> => ({
  title: 0,
  headings: 0,
  description: 0,
  content: 0,
  code: 0,
});

/** Word → the pages that have it, words in the order first met. */
function postingsOf(docs: SearchDoc[]): Map<string, Posting[]> {
  const postings = new Map<string, Posting[]>();
  docs.forEach((doc, index) => {
    const fieldText = fieldTexts(doc);
    const perTerm = new Map<string, Posting>();
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
      const list = postings.get(term);
      if (list) list.push(posting);
      else postings.set(term, [posting]);
    }
  });
  return postings;
}

/** The Latin words of the pages, indexed now. */
export function indexPages(docs: SearchDoc[]): TermIndex {
  const postings = postingsOf(docs);
  return { postings: (term) => postings.get(term), terms: () => postings.keys() };
}

/** The order of a page's counts in the packed text: content first, the count almost every page has. */
const PACKED_FIELDS = ['content', 'title', 'headings', 'description', 'code'] as const;

/**
 * A word's pages as text: one entry per page, comma-separated. An entry is the gap to the previous
 * page's number (base 36, empty for none; the first counts from -1), then a colon and the counts
 * per field in the order of PACKED_FIELDS, dot-separated, zeros empty and trailing zeros left
 * out; an entry whose one count is a single one in the content has neither. The word's first page
 * being the third, with the word twice in its content and once in its title: `2:2.1`.
 */
function packPostings(postings: Posting[]): string {
  let previous = -1;
  return postings
    .map(({ doc, tf }) => {
      const gap = doc - previous - 1;
      previous = doc;
      const counts = PACKED_FIELDS.map((field) => tf[field]);
      while (counts.length && !counts[counts.length - 1]) counts.pop();
      const packed = counts.map((count) => count || '').join('.');
      return `${gap ? gap.toString(36) : ''}${packed === '1' ? '' : `:${packed}`}`;
    })
    .join(',');
}

function unpackPostings(packed: string): Posting[] {
  let doc = -1;
  return packed.split(',').map((entry) => {
    const [gap, counts = '1'] = entry.split(':');
    doc += 1 + (gap ? Number.parseInt(gap, 36) : 0);
    const tf = emptyTf();
    counts.split('.').forEach((count, i) => {
      if (count) tf[PACKED_FIELDS[i]] = Number(count);
    });
    return { doc, tf };
  });
}

/** The pages' Latin words packed for the index file (at build time). */
export function packTerms(docs: SearchDoc[]): PackedTerms {
  const postings = postingsOf(docs);
  return {
    words: [...postings.keys()].join(' '),
    postings: [...postings.values()].map(packPostings).join(' '),
  };
}

/** The index of a packed one; a word's pages are unpacked when first asked for. */
export function unpackTerms(packed: PackedTerms): TermIndex {
  const words = packed.words.split(' ');
  const postings = packed.postings.split(' ');
  const position = new Map<string, number>();
  words.forEach((word, i) => {
    position.set(word, i);
  });
  const unpacked: Posting[][] = [];
  return {
    postings(term) {
      const at = position.get(term);
      if (at === undefined) return undefined;
      unpacked[at] ??= unpackPostings(postings[at]);
      return unpacked[at];
    },
    terms: () => words,
  };
}

/** Pages that have both words of a pair: the only ones where the pair can be. */
export function pagesWithBoth(index: TermIndex, [first, second]: [string, string]): Set<number> {
  const withFirst = new Set((index.postings(first) ?? []).map(({ doc }) => doc));
  const withSecond = (index.postings(second) ?? []).map(({ doc }) => doc);
  return new Set(withSecond.filter((doc) => withFirst.has(doc)));
}
