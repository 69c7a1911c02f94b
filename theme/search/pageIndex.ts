/**
 * The index of the site's pages: each field's lower-cased text (for CJK grams and verbatim
 * phrases), its length for BM25, and the postings of its Latin words. The lengths and texts are
 * cheap and made up front; the Latin words are indexed one page at a time (`indexNext`), so the
 * search provider can spread that over idle time, and the first search indexes whatever is left.
 */

import { fieldLengths } from './ranking';
import { FIELDS, fieldTexts, type PerField, type SearchDoc } from './searchDoc';
import { latinTerms } from './tokens';
import { Vocabulary } from './typos';

/** A page's count of one Latin word in each field. */
export interface Posting {
  doc: number;
  tf: PerField<number>;
}

const emptyTf = (): PerField<number> => ({
  title: 0,
  headings: 0,
  description: 0,
  content: 0,
  code: 0,
});

export class PageIndex {
  readonly docs: SearchDoc[];
  /** Lower-cased field texts, for CJK bigrams and verbatim phrases. */
  readonly texts: PerField<string>[];
  /** Each page's field lengths and their averages over the site, for BM25. */
  readonly lengths: PerField<number>[];
  readonly average: PerField<number>;
  /** Latin word → the pages that have it. */
  readonly postings = new Map<string, Posting[]>();
  /** The indexed words, for completions and typos once every page is indexed. */
  readonly vocabulary = new Vocabulary((term) => this.postings.has(term));
  /** Pages indexed so far (Latin terms). */
  #indexed = 0;

  constructor(docs: SearchDoc[]) {
    this.docs = docs;
    this.texts = docs.map((doc) => {
      const texts = fieldTexts(doc);
      const lower = {} as PerField<string>;
      for (const field of FIELDS) lower[field] = texts[field].toLowerCase();
      return lower;
    });
    ({ lengths: this.lengths, average: this.average } = fieldLengths(this.texts));
  }

  /** Indexes the Latin words of the next page; false once every page is indexed. */
  indexNext(): boolean {
    if (this.#indexed >= this.docs.length) return false;
    const index = this.#indexed++;
    const fieldText = fieldTexts(this.docs[index]);
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
      const list = this.postings.get(term);
      if (list) list.push(posting);
      else this.postings.set(term, [posting]);
    }
    if (this.#indexed < this.docs.length) return true;
    this.vocabulary.add(this.postings.keys());
    return false;
  }

  indexAll(): void {
    while (this.indexNext());
  }

  /** Pages that have both words of a pair: the only ones where the pair can be. */
  pagesWithBoth([first, second]: [string, string]): Set<number> {
    const withFirst = new Set((this.postings.get(first) ?? []).map(({ doc }) => doc));
    const withSecond = (this.postings.get(second) ?? []).map(({ doc }) => doc);
    return new Set(withSecond.filter((doc) => withFirst.has(doc)));
  }
}
