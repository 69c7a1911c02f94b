// The ranking's pure functions (theme/search/ranking.ts) on small inputs, with the expected scores
// worked out by hand from BM25's formula and the weights in core/search/rankingWeights.ts (k1 1.2,
// b 0.75, title 12, headings 4, description 3, content and code 1, phrase bonuses 12/6/3/1, title
// bonus 6, coverage 0.2 + 0.8 × share).
import { describe, expect, it } from '@rstest/core';
import type { PerField, SearchDoc } from '../../core/search/searchDoc';
import {
  addPhraseBonus,
  addTitleCoveredBonus,
  applyCoverage,
  fieldLengths,
  idf,
  titleWords,
  weightedBm25,
} from '../../theme/search/ranking';

const fields = (values: Partial<PerField<number>>, rest = 0): PerField<number> => ({
  title: rest,
  headings: rest,
  description: rest,
  content: rest,
  code: rest,
  ...values,
});
const texts = (values: Partial<PerField<string>>): PerField<string> => ({
  title: '',
  headings: '',
  description: '',
  content: '',
  code: '',
  ...values,
});

describe('BM25 per field', () => {
  it('weighs a title match of average length 12, one in longer content about 1.07', () => {
    // title: tf 1, length = average → (1 × 2.2) / (1 + 1.2) = 1, times 12.
    expect(
      weightedBm25(fields({ title: 1 }), fields({ title: 2 }, 1), fields({ title: 2 }, 1)),
    ).toBe(12);
    // content: tf 2, length 4 over an average of 2 → norm 0.25 + 0.75 × 2 = 1.75;
    // (2 × 2.2) / (2 + 1.2 × 1.75) = 4.4 / 4.1.
    expect(
      weightedBm25(fields({ content: 2 }), fields({ content: 4 }, 1), fields({ content: 2 }, 1)),
    ).toBeCloseTo(1.0731707, 6);
    expect(
      weightedBm25(
        fields({ title: 1, content: 2 }),
        fields({ title: 2, content: 4 }, 1),
        fields({ title: 2, content: 2 }, 1),
      ),
    ).toBeCloseTo(13.0731707, 6);
    expect(weightedBm25(fields({}), fields({}, 1), fields({}, 1))).toBe(0);
  });

  it('gives a rare term a high idf and a term on every page a low one', () => {
    // ln(1 + 9.5 / 1.5) and ln(1 + 0.5 / 10.5)
    expect(idf(1, 10)).toBeCloseTo(1.9924302, 6);
    expect(idf(10, 10)).toBeCloseTo(0.04652, 6);
  });

  it('estimates field lengths in words of six characters, at least one, and their averages', () => {
    const [lengths, average] = fieldLengths([
      texts({ title: 'x'.repeat(12), description: 'x'.repeat(30), content: 'x'.repeat(600) }),
      texts({ title: 'ab' }),
    ]);
    expect(lengths).toEqual([fields({ title: 2, description: 5, content: 100 }, 1), fields({}, 1)]);
    expect(average).toEqual(fields({ title: 1.5, description: 3, content: 50.5 }, 1));
    expect(fieldLengths([])).toEqual([[], fields({}, 1)]);
  });
});

describe('bonuses and coverage', () => {
  it('adds the phrase bonus by where the phrase is, growing with a found page’s score', () => {
    const scores = new Float64Array([0, 2, 5]);
    addPhraseBonus(
      [
        texts({ title: 'deploy', headings: 'deploy guide', content: 'we deploy' }),
        texts({ title: 'how to deploy' }),
        texts({ title: 'themes' }),
      ],
      'deploy',
      scores,
      0.5,
    );
    // 0.5 × (12 + 3 + 1); 2 + 0.5 × 6 × ln 4; untouched.
    expect(scores[0]).toBe(8);
    expect(scores[1]).toBeCloseTo(6.1588831, 6);
    expect(scores[2]).toBe(5);
  });

  it('adds the title bonus to a found page whose title is only query words', () => {
    const scores = new Float64Array([1, 1, 1, 0, 2, 1]);
    addTitleCoveredBonus(
      [
        { latin: ['deploy'], cjk: [] },
        { latin: ['deploy', 'guide'], cjk: [] },
        { latin: [], cjk: [] },
        { latin: ['deploy'], cjk: [] },
        { latin: [], cjk: ['部署'] },
        { latin: [], cjk: ['文档'] },
      ],
      scores,
      (term) => term === 'deploy',
      'deploy 部署',
      2,
    );
    // Half the query's two words: 1 + 6 × 0.5 × ln 3; 2 + 6 × 0.5 × ln 4.
    expect(scores[0]).toBeCloseTo(4.2958369, 6);
    expect([scores[1], scores[2], scores[3]]).toEqual([1, 1, 0]);
    expect(scores[4]).toBeCloseTo(6.1588831, 6);
    expect(scores[5]).toBe(1);
    // A title that says more words than the query has counts as all of it.
    const whole = new Float64Array([1]);
    addTitleCoveredBonus([{ latin: ['a', 'b'], cjk: [] }], whole, () => true, 'a b', 0);
    expect(whole[0]).toBeCloseTo(1 + 6 * Math.log(3), 6);
    // As many Latin words as CJK runs: both count, the whole query.
    const mixed = new Float64Array([1]);
    addTitleCoveredBonus(
      [{ latin: ['deploy'], cjk: ['部署'] }],
      mixed,
      (term) => term === 'deploy',
      'deploy 部署',
      2,
    );
    expect(mixed[0]).toBeCloseTo(1 + 6 * Math.log(3), 6);
  });

  it('scales found pages by the square of 0.2 + 0.8 × the share of query words they have', () => {
    const scores = new Float64Array([2, 3, 0, -1]);
    applyCoverage(scores, [new Set([0, 1]), new Set([0])]);
    expect(scores[0]).toBe(2);
    // 3 × 0.6²
    expect(scores[1]).toBeCloseTo(1.08, 10);
    expect([scores[2], scores[3]]).toEqual([0, -1]);
    const alone = new Float64Array([3]);
    applyCoverage(alone, []);
    expect(alone[0]).toBe(3);
  });

  it('reads a title’s subject words: no stop or page-kind words, once each, and CJK runs', () => {
    const docs = ['Introduction to plugins', 'Plugins plugins overview', '插件 概览'].map(
      (title) => ({ title }) as SearchDoc,
    );
    expect(titleWords(docs)).toEqual([
      { latin: ['plugin'], cjk: [] },
      { latin: ['plugin'], cjk: [] },
      { latin: [], cjk: ['插件', '概览'] },
    ]);
  });
});
