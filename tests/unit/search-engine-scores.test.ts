// The engine's exact scores (theme/search/engine.ts) on a corpus small enough to work them out by
// hand; search-engine.test.ts holds its behaviour on pages like the site's. Every field of every
// page is at most six characters, so each field is one estimated word long, as is the site's
// average: BM25's length norm is 1 and a term found once in a field scores exactly 1 before the
// field's weight (title 12, content 1). The rest is written out below: idf
// ln(1 + (n − df + 0.5) / (df + 0.5)) with n = 6, the verbatim-phrase bonus (title equal 12,
// content 1; × ln(2 + score) for a page already found; × 0.5 for a CJK run), the title bonus
// 6 × share × ln(2 + score), the coverage factor (0.2 + 0.8 × share)² and the synonym factor 0.9.
import { describe, expect, it } from '@rstest/core';
import type { SearchDoc } from '../../core/search/searchDoc';
import { SearchEngine } from '../../theme/search/engine';

const page = (title: string, content: string): SearchDoc => ({
  title,
  headings: [],
  description: '',
  content,
});

const corpus = [
  page('Zeta', 'zeta'),
  page('Dos', 'eta xi'),
  page('Tres', '部署指'),
  page('Cuatro', '部署'),
  page('Cinco', 'q_r'),
  page('Seis', 'r'),
];
const engine = new SearchEngine(corpus);

/** idf of a term on one of the six pages, and on two. */
const IDF1 = Math.log(1 + 5.5 / 1.5);
const IDF2 = Math.log(1 + 4.5 / 2.5);
/** A bonus added to a page already found. */
const grow = (score: number, bonus: number) => score + bonus * Math.log(2 + score);

const hits = (query: string, limit?: number) =>
  engine.search(query, limit).map(({ index, score }) => ({ index, score: round(score) }));
const round = (value: number) => Math.round(value * 1e9) / 1e9;

describe('scores of one query word', () => {
  it('adds title and content matches, the phrase bonus and the title bonus', () => {
    // title 12 × 1 + content 1 × 1; phrase: the title is the phrase (12) and in the content (1);
    // the title is made of the query's one word: 6 × 1.
    const expected = grow(grow(13 * IDF1, 13), 6);
    expect(hits('zeta')).toEqual([{ index: 0, score: round(expected) }]);
    expect(hits('Zeta')).toEqual([{ index: 0, score: round(expected) }]);
  });

  it('gives a word found in the content only its BM25 and the content phrase bonus', () => {
    expect(hits('xi')).toEqual([{ index: 1, score: round(grow(IDF1, 1)) }]);
  });

  it('adds no phrase bonus for a one-letter query', () => {
    // `r` is a word of `q_r` and of `r`; the title bonus needs a title made of query words.
    expect(hits('r')).toEqual([
      { index: 4, score: round(IDF2) },
      { index: 5, score: round(IDF2) },
    ]);
  });

  it('counts the pairs of the first nine words only', () => {
    // Ten words, nine pairs: the first eight count, four of them eta xi (IDF1 each).
    expect(hits('eta xi eta xi eta xi eta xi eta xi')).toEqual([
      { index: 1, score: round(6 * IDF1) },
    ]);
  });

  it('reads the query verbatim without its outer white space', () => {
    expect(hits(' xi ')).toEqual([{ index: 1, score: round(grow(IDF1, 1)) }]);
  });

  it('counts two adjacent query words once more as a pair', () => {
    // eta and xi: IDF1 each, the pair IDF1 again, then the phrase in the content.
    expect(hits('eta xi')).toEqual([{ index: 1, score: round(grow(3 * IDF1, 1)) }]);
    // Apart, or in the other order, there is no pair and no phrase.
    expect(hits('xi eta')).toEqual([{ index: 1, score: round(2 * IDF1) }]);
  });

  it('scales a page by the square of the share of query words it has', () => {
    // zeta on page 0, xi on page 1: each has half of the query, 0.6² = 0.36; no phrase.
    const zeta = grow(13 * IDF1, 0);
    // The title bonus counts half: the title says one of the query's two words.
    const zetaTitled = zeta + 6 * 0.5 * Math.log(2 + zeta);
    expect(hits('zeta xi')).toEqual([
      { index: 0, score: round(0.36 * zetaTitled) },
      { index: 1, score: round(0.36 * IDF1) },
    ]);
  });
});

describe('limits of the result list', () => {
  const many = new SearchEngine(Array.from({ length: 12 }, (_, i) => page(`P${i}`, 'same')));

  it('returns ten hits by default, or as many as asked', () => {
    expect(many.search('same')).toHaveLength(10);
    expect(many.search('same', 11)).toHaveLength(11);
    expect(engine.search('r', 1).map(({ index }) => index)).toEqual([4]);
  });

  it('returns only pages with a score, best first', () => {
    expect(engine.search('nothing')).toEqual([]);
    const titled = new SearchEngine([page('A', 'zeta'), page('Zeta', 'zeta')]);
    expect(titled.search('zeta').map(({ index }) => index)).toEqual([1, 0]);
    const scores = engine.search('部署指').map(({ score }) => score);
    expect(scores[0]).toBeGreaterThan(scores[1]);
  });
});

describe('CJK runs', () => {
  it('scores each bigram, then the run and the query verbatim', () => {
    // 部署 is on pages 2 and 3, 署指 on page 2; the run verbatim (× 0.5), then the query.
    const two = grow(grow(IDF2 + IDF1, 0.5), 1);
    expect(hits('部署指')).toEqual([
      { index: 2, score: round(two) },
      { index: 3, score: round(IDF2) },
    ]);
  });

  it('counts a page as having the run when it has half its bigrams, rounded up', () => {
    // 部署指南: three bigrams, two needed. Page 2 has two, page 3 one (its share is 0: 0.2²).
    expect(hits('部署指南')).toEqual([
      { index: 2, score: round(IDF2 + IDF1) },
      { index: 3, score: round(0.04 * IDF2) },
    ]);
  });

  it('searches the first sixteen runs of a query', () => {
    // Seventeen one-character runs: sixteen count, IDF2 each, on pages 2 and 3.
    const query = Array.from({ length: 17 }, () => '署').join(' ');
    expect(hits(query)).toEqual([
      { index: 2, score: round(16 * IDF2) },
      { index: 3, score: round(16 * IDF2) },
    ]);
  });

  it('gives a one-character run its own gram and no run bonus', () => {
    // 署 is in pages 2 and 3; the query is one character, too short for the phrase bonus.
    expect(hits('署')).toEqual([
      { index: 2, score: round(IDF2) },
      { index: 3, score: round(IDF2) },
    ]);
  });
});

describe('names typed with symbols', () => {
  it('searches the name as written, in any case, without trailing punctuation', () => {
    expect(hits('q_r')).toEqual([{ index: 4, score: round(grow(IDF1, 1)) }]);
    expect(hits('Q_R')).toEqual([{ index: 4, score: round(grow(IDF1, 1)) }]);
    // `q_r.` is not in the page verbatim: no phrase bonus.
    expect(hits('q_r.')).toEqual([{ index: 4, score: round(IDF1) }]);
    expect(hits('q_r!?')).toEqual([{ index: 4, score: round(IDF1) }]);
  });

  it('searches each symbol as part of a name', () => {
    const names = ['a.b', 'a-b', 'a/b', 'a@b', 'a$b', 'a#b', '@ab', 'ab_'];
    const pages = names.map((name) => page('T', name));
    const byName = new SearchEngine(pages);
    names.forEach((name, index) => {
      expect({ name, found: byName.search(name).map((hit) => hit.index) }).toEqual({
        name,
        found: [index],
      });
    });
  });

  it('reads a token of symbols only as words', () => {
    // `--` names nothing: no page is found for it and the other word still counts in full.
    expect(hits('-- xi')).toEqual([{ index: 1, score: round(IDF1) }]);
    // Not even a page that has `--` in it.
    const dashes = new SearchEngine([page('A', 'x -- y'), page('B', 'xi')]);
    expect(dashes.search('-- xi').map(({ index }) => index)).toEqual([1]);
  });

  it('counts a page for a name only when the name is in it', () => {
    // q_r on page 4, xi on page 1: each page has half the query (0.36).
    expect(hits('q_r xi')).toEqual([
      { index: 1, score: round(0.36 * IDF1) },
      { index: 4, score: round(0.36 * IDF1) },
    ]);
  });

  it('reads the first sixteen tokens as names, later ones as words', () => {
    const fillers = (count: number) => Array.from({ length: count }, () => 'zz').join(' ');
    // Sixteenth token: searched as written, page 4 only (with half the query's words: 0.36).
    expect(engine.search(`${fillers(15)} q_r`).map(({ index }) => index)).toEqual([4]);
    // Any run of white space separates two tokens (62 characters: within the query's 64).
    const spaced = Array.from({ length: 15 }, () => 'zz').join('  ');
    expect(engine.search(`${spaced} q_r`).map(({ index }) => index)).toEqual([4]);
    // Seventeenth: its words q and r, so page 5 (r) is found too.
    expect(
      engine
        .search(`${fillers(16)} q_r`)
        .map(({ index }) => index)
        .sort(),
    ).toEqual([4, 5]);
  });

  it('falls back to the words of a name no page has as written', () => {
    expect(hits('eta_xi')).toEqual([{ index: 1, score: round(3 * IDF1) }]);
  });
});

describe('query words', () => {
  it('leaves the stop words of the query out of its words', () => {
    // `the` is no query word: `xi` alone is all of the query (coverage 1), found in the content;
    // no pair, and the query verbatim is not in the page.
    expect(hits('the xi')).toEqual([{ index: 1, score: round(IDF1) }]);
  });

  it('searches at most sixteen distinct words', () => {
    // Short words, so that the query stays within its 64 characters.
    const words = (count: number) => Array.from({ length: count }, (_, i) => `b${i}`).join(' ');
    expect(engine.search(`${words(15)} xi`).map(({ index }) => index)).toEqual([1]);
    expect(engine.search(`${words(16)} xi`)).toEqual([]);
  });

  it('completes only the last word, and remembers which way it was read', () => {
    // `ze` completes to zeta (× 0.8) as the last word, not before another word.
    expect(engine.search('ze').map(({ index }) => index)).toEqual([0]);
    expect(engine.search('ze xi').map(({ index }) => index)).toEqual([1]);
    expect(engine.search('ze').map(({ index }) => index)).toEqual([0]);
    // A word read before another and the same letters read last are remembered apart.
    const fresh = new SearchEngine([page('A', '0zeta'), page('B', 'zeta'), page('C', 'xi')]);
    expect(fresh.search('ze xi').map(({ index }) => index)).toEqual([2]);
    // Completed (× 0.8, one page of three), then verbatim in the content: not the phrase alone
    // (1 × 0.2², none of the query's words), as a remembered empty expansion would give.
    expect(fresh.search('0ze')).toEqual([
      { index: 0, score: grow(0.8 * Math.log(1 + 2.5 / 1.5), 1) },
    ]);
    const other = new SearchEngine([page('A', 'zeta'), page('C', 'xi')]);
    expect(other.search('1ze xi').map(({ index }) => index)).toEqual([1]);
    expect(other.search('ze')).toEqual([{ index: 0, score: grow(0.8 * Math.log(2), 1) }]);
  });

  it('uses a word of the index as it is, without its completions', () => {
    const pages = [page('A', 'run'), page('B', 'runs'), page('C', 'runner')];
    // run and runs (stemmed) on two of three pages, each with the phrase in its content; runner
    // has the phrase only: 1, times 0.2² for none of the query's words.
    const word = grow(Math.log(1 + 1.5 / 2.5), 1);
    expect(
      new SearchEngine(pages).search('run').map(({ index, score }) => ({
        index,
        score: round(score),
      })),
    ).toEqual([
      { index: 0, score: round(word) },
      { index: 1, score: round(word) },
      { index: 2, score: round(0.04) },
    ]);
  });
});

describe('code words and title words', () => {
  it('counts no pair in the words of code blocks', () => {
    const pages = [{ ...page('A', ''), code: 'eta xi' }, page('B', 'other')];
    // eta and xi in the code (weight 1), on one page of two: ln 2 each, no pair, no phrase.
    expect(
      new SearchEngine(pages).search('eta xi').map(({ index, score }) => ({
        index,
        score: round(score),
      })),
    ).toEqual([{ index: 0, score: round(2 * Math.log(2)) }]);
  });

  it('covers a title word that a query word of four letters or more begins', () => {
    const titles = new SearchEngine([
      page('Etal', 'eta'),
      page('Rusty', 'rust'),
      page('Other', 'nada'),
    ]);
    const idf = Math.log(1 + 2.5 / 1.5);
    const scored = (query: string) =>
      titles.search(query).map(({ index, score }) => ({ index, score: round(score) }));
    // In the title (6) and the content (1) verbatim; eta is too short to cover etal.
    expect(scored('eta')).toEqual([{ index: 0, score: round(grow(idf, 7)) }]);
    // rust covers rusty: the title bonus, 6 × 1.
    expect(scored('rust')).toEqual([{ index: 1, score: round(grow(grow(idf, 7), 6)) }]);
  });
});

describe('synonyms', () => {
  it('uses none unless given', () => {
    const letters = new SearchEngine([page('A', 't'), page('B', 'r')]);
    expect(letters.search('r').map(({ index }) => index)).toEqual([1]);
  });

  it('scores a page found through another wording at 0.9 of its score', () => {
    const withSynonyms = new SearchEngine(corpus, [['omega', 'zeta']]);
    const zeta = grow(grow(13 * IDF1, 13), 6);
    expect(
      withSynonyms.search('omega').map(({ index, score }) => ({ index, score: round(score) })),
    ).toEqual([{ index: 0, score: round(0.9 * zeta) }]);
    expect(withSynonyms.search('zeta')[0].score).toBeCloseTo(zeta, 9);
  });
});

describe('positions of the query words', () => {
  it('finds them in the content, or in the title', () => {
    expect(engine.positions(1, 'xi')).toEqual([{ start: 4, length: 2 }]);
    expect(engine.positions(1, 'dos')).toEqual([]);
    expect(engine.titlePositions(1, 'dos')).toEqual([{ start: 0, length: 3 }]);
    expect(engine.titlePositions(1, 'xi')).toEqual([]);
  });
});
