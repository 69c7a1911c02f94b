// The panel draws every highlight range it is given, so ranges must not overlap, and it shows the
// passage around the first range, so the first stays first.
import { describe, expect, it } from '@rstest/core';
import { mergedPositions } from '../../theme/search/snippets';

describe('mergedPositions', () => {
  it('makes a word and its parts one range ("GitHub", "Git", "Hub")', () => {
    expect(
      mergedPositions([
        { start: 20, length: 6 },
        { start: 20, length: 3 },
        { start: 23, length: 3 },
      ]),
    ).toEqual([{ start: 20, length: 6 }]);
  });

  it('keeps the range holding the first position first, the others in text order', () => {
    expect(
      mergedPositions([
        { start: 40, length: 5 },
        { start: 2, length: 4 },
        { start: 42, length: 6 },
        { start: 90, length: 3 },
        { start: 10, length: 2 },
      ]),
    ).toEqual([
      { start: 40, length: 8 },
      { start: 2, length: 4 },
      { start: 10, length: 2 },
      { start: 90, length: 3 },
    ]);
  });

  it('joins a chain of overlaps and keeps ranges that only touch apart', () => {
    expect(
      mergedPositions([
        { start: 0, length: 4 },
        { start: 3, length: 4 },
        { start: 6, length: 4 },
        { start: 10, length: 2 },
      ]),
    ).toEqual([
      { start: 0, length: 10 },
      { start: 10, length: 2 },
    ]);
  });

  it('gives nothing for nothing', () => {
    expect(mergedPositions([])).toEqual([]);
  });
});
