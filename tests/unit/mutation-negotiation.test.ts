// Cases found by mutation testing (npm run test:mutation -- content-negotiation): each one fails
// for a small change to site/markdownNegotiation.mjs that the other tests let through.
import { describe, expect, it } from '@rstest/core';
import {
  acceptsGzip,
  acceptWeight,
  markdownTwinPath,
  parseWeightedList,
  prefersMarkdown,
} from '../../site/markdownNegotiation.mjs';

describe('q-values as HTTP writes them', () => {
  it('reads 1, 1.000, 0.25 and 0.125', () => {
    expect(parseWeightedList('a;q=1, b;q=1.000, c;q=0.25, d;q=0.125')).toEqual([
      { value: 'a', q: 1 },
      { value: 'b', q: 1 },
      { value: 'c', q: 0.25 },
      { value: 'd', q: 0.125 },
    ]);
  });

  it('drops an entry whose weight only ends like a q-value', () => {
    expect(parseWeightedList('a;q=20, b;q=-1, c;q=x0.5, d')).toEqual([{ value: 'd', q: 1 }]);
  });

  it('drops an entry with a malformed weight and keeps the rest', () => {
    expect(parseWeightedList('a;q=abc, b;q, c')).toEqual([{ value: 'c', q: 1 }]);
  });

  it('allows spaces around the parameter’s name and value', () => {
    expect(parseWeightedList('text/html ; q = 0.5')).toEqual([{ value: 'text/html', q: 0.5 }]);
  });
});

describe('the header length bound', () => {
  /** A header of exactly `length` characters that prefers Markdown. */
  const header = (length: number) => {
    const head = 'text/markdown, text/html;q=0.5, ';
    return head + 'x'.repeat(length - head.length);
  };

  it('parses a header of 4096 characters and nothing longer', () => {
    expect(header(4096)).toHaveLength(4096);
    expect(prefersMarkdown(header(4096))).toBe(true);
    expect(prefersMarkdown(header(4097))).toBe(false);
    expect(parseWeightedList(header(4097))).toEqual([]);
  });
});

describe('acceptWeight', () => {
  it('weighs every type 1, unnamed, when there is no Accept header', () => {
    expect(acceptWeight([], 'text/markdown')).toEqual({ q: 1, named: false });
    expect(acceptWeight([], 'text/html')).toEqual({ q: 1, named: false });
  });
});

describe('acceptsGzip', () => {
  it('takes x-gzip for gzip, with its weight', () => {
    expect(acceptsGzip('x-gzip')).toBe(true);
    expect(acceptsGzip('x-gzip;q=0, *')).toBe(false);
  });
});

describe('markdownTwinPath', () => {
  it('reads the extension of the last segment only', () => {
    expect(markdownTwinPath('/v1.2/guide')).toBe('/v1.2/guide.md');
    expect(markdownTwinPath('/v1.2/')).toBe('/v1.2/index.md');
  });
});
