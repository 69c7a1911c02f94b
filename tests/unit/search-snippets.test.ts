// Where a result's passage marks the query words (theme/search/snippets.ts), with literal
// expectations. The panel draws every highlight range it is given, so ranges must not overlap, and
// it shows the passage around the first range, so the first stays first.
import { describe, expect, it } from '@rstest/core';
import { mergedPositions, queryPositions, withoutOverlaps } from '../../theme/search/snippets';
import { compileSynonyms } from '../../theme/search/synonymVariants';

describe('snippet positions', () => {
  /** Each query word stands for itself only (no completions or typos). */
  const itself = (word: string) => [{ term: word, weight: 1 }];
  const noSynonyms = compileSynonyms([]);

  it('finds every occurrence of each word, in UTF-16 units', () => {
    expect(
      queryPositions('deploy the site, then deploy again', 'deploy', noSynonyms, itself),
    ).toEqual([
      { start: 0, length: 6 },
      { start: 22, length: 6 },
    ]);
    expect(queryPositions('nothing here', 'deploy', noSynonyms, itself)).toEqual([]);
  });

  it('puts first the occurrence followed by the most distinct words within 60 characters', () => {
    const text = `theme ${'x'.repeat(70)} theme plugin`;
    const later = text.lastIndexOf('theme');
    expect(queryPositions(text, 'theme plugin', noSynonyms, itself)).toEqual([
      { start: later, length: 5 },
      { start: later + 6, length: 6 },
      { start: 0, length: 5 },
    ]);
  });

  it('lists positions in text order whatever the order of the query’s words', () => {
    expect(queryPositions('plugin theme', 'theme plugin', noSynonyms, itself)).toEqual([
      { start: 0, length: 6 },
      { start: 7, length: 5 },
    ]);
  });

  it('counts a word 60 characters after an occurrence as outside its passage', () => {
    // theme at 0, plugin at 60 (just outside), theme at 100 and plugin at 130 (inside).
    const text = `${'theme'.padEnd(60)}${'plugin'.padEnd(40)}${'theme'.padEnd(30)}plugin`;
    expect(queryPositions(text, 'theme plugin', noSynonyms, itself).map((p) => p.start)).toEqual([
      60, 100, 130, 0,
    ]);
  });

  it('marks no one-letter word, and a CJK run whole when the text has it', () => {
    expect(queryPositions('a b c', 'a b', noSynonyms, itself)).toEqual([]);
    expect(queryPositions('配置侧边栏', '侧边栏', noSynonyms, itself)).toEqual([
      { start: 2, length: 3 },
    ]);
    // Not whole in the text: its bigrams are marked where they are.
    expect(queryPositions('侧边的栏', '侧边栏', noSynonyms, itself)).toEqual([
      { start: 0, length: 2 },
    ]);
  });

  it('stops at 200 positions', () => {
    expect(queryPositions('ab '.repeat(300), 'ab', noSynonyms, itself)).toHaveLength(200);
  });

  it('passes the last query word to the expansion as the one being typed', () => {
    const calls: [string, boolean][] = [];
    queryPositions('x', 'theme plugin', noSynonyms, (word, isLast) => {
      calls.push([word, isLast]);
      return [];
    });
    expect(calls).toEqual([
      ['theme', false],
      ['plugin', true],
    ]);
  });

  it('drops positions that overlap an earlier one, in text order', () => {
    expect(
      withoutOverlaps([
        { start: 10, length: 4 },
        { start: 0, length: 5 },
        { start: 3, length: 4 },
        { start: 5, length: 2 },
        { start: 12, length: 1 },
      ]),
    ).toEqual([
      { start: 0, length: 5 },
      { start: 5, length: 2 },
      { start: 10, length: 4 },
    ]);
  });

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
