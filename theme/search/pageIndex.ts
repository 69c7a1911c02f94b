/**
 * The index of the site's Latin words: for each word, the pages that have it and how often in
 * each field. ./engine.ts adds one page at a time, so the search provider can spread indexing over
 * idle time; CJK text is not indexed up front but counted when a query first needs a gram.
 */
import { FIELDS, fieldTexts, type PerField, type SearchDoc } from './searchDoc';
import { latinTerms } from './tokens';

/** A page's count of one Latin word in each field. */
export interface Posting {
  doc: number;
  tf: PerField<number>;
}

/** Latin word → the pages that have it. */
export type Postings = Map<string, Posting[]>;

const emptyTf = (): PerField<number> => ({
  title: 0,
  headings: 0,
  description: 0,
  content: 0,
  code: 0,
});

/** Adds the Latin words of page number `index` to the postings. */
export function addPage(postings: Postings, doc: SearchDoc, index: number): void {
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
}

/** Pages that have both words of a pair: the only ones where the pair can be. */
export function pagesWithBoth(postings: Postings, [first, second]: [string, string]): Set<number> {
  const withFirst = new Set((postings.get(first) ?? []).map(({ doc }) => doc));
  const withSecond = (postings.get(second) ?? []).map(({ doc }) => doc);
  return new Set(withSecond.filter((doc) => withFirst.has(doc)));
}
