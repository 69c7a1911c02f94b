// Snippet positions with literal expectations, written for mutation testing (npm run
// test:mutation -- search-snippets): each case fails for a small change to
// theme/search/snippets.ts that the engine's own tests let through.
import { describe, expect, it } from '@rstest/core';
import { mergedPositions, queryPositions } from '../../theme/search/snippets';
import { compileSynonyms } from '../../theme/search/synonymVariants';

/** Each query word stands for itself only (no completions or typos). */
const itself = (word: string) => [{ term: word, weight: 1 }];
const noSynonyms = compileSynonyms([]);

describe('queryPositions', () => {
  it('marks no stop word of the query', () => {
    expect(queryPositions('how to deploy', 'how deploy', noSynonyms, itself)).toEqual([
      { start: 7, length: 6 },
    ]);
    // "the" is inside "theme" too: only the whole word is marked.
    expect(queryPositions('the theme', 'the theme', noSynonyms, itself)).toEqual([
      { start: 4, length: 5 },
    ]);
  });
});

describe('mergedPositions (literal cases)', () => {
  it('gives a lone position back as it is', () => {
    expect(mergedPositions([{ start: 7, length: 3 }])).toEqual([{ start: 7, length: 3 }]);
  });

  it('keeps disjoint ranges apart, in text order after the first', () => {
    expect(
      mergedPositions([
        { start: 0, length: 2 },
        { start: 5, length: 2 },
        { start: 9, length: 1 },
      ]),
    ).toEqual([
      { start: 0, length: 2 },
      { start: 5, length: 2 },
      { start: 9, length: 1 },
    ]);
  });

  it('keeps ranges that only touch apart', () => {
    expect(
      mergedPositions([
        { start: 0, length: 3 },
        { start: 3, length: 3 },
      ]),
    ).toEqual([
      { start: 0, length: 3 },
      { start: 3, length: 3 },
    ]);
  });

  it('leads with the range the first position is in, not one that ends where it starts', () => {
    expect(
      mergedPositions([
        { start: 3, length: 2 },
        { start: 0, length: 3 },
      ]),
    ).toEqual([
      { start: 3, length: 2 },
      { start: 0, length: 3 },
    ]);
  });

  it('puts the last range first when the first position is in it, the others after in order', () => {
    expect(
      mergedPositions([
        { start: 30, length: 4 },
        { start: 0, length: 2 },
        { start: 10, length: 2 },
        { start: 32, length: 1 },
      ]),
    ).toEqual([
      { start: 30, length: 4 },
      { start: 0, length: 2 },
      { start: 10, length: 2 },
    ]);
  });
});
