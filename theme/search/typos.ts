/**
 * Prefix and typo matching: a query word the site does not contain stands for the index words it
 * begins ("instal") or nearly spells ("confg"), each with a lower weight than an exact word.
 */
import { rankingWeights } from './rankingWeights';

/** An index word a query word stands for, and how much it counts. */
export interface Expansion {
  term: string;
  weight: number;
}

/** Optimal string alignment distance ≤ max (an adjacent swap counts as one edit). */
export function editDistanceAtMost(a: string, b: string, max: number): boolean {
  if (Math.abs(a.length - b.length) > max) return false;
  let before: number[] = [];
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      let value = Math.min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost);
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) {
        value = Math.min(value, before[j - 2] + 1);
      }
      current.push(value);
      best = Math.min(best, value);
    }
    if (best > max) return false;
    before = previous;
    previous = current;
  }
  return previous[b.length] <= max;
}

/** The edits a query word of this length may be away from an index word. */
function allowedEdits(length: number): number {
  const { twoEditsFrom, oneEditFrom } = rankingWeights.expansion;
  return length >= twoEditsFrom ? 2 : length >= oneEditFrom ? 1 : 0;
}

/** The index's Latin words, grouped by first letter, and the expansions found so far. */
export class Vocabulary {
  readonly #byInitial = new Map<string, string[]>();
  readonly #expansions = new Map<string, Expansion[]>();
  readonly #has: (term: string) => boolean;

  /** `has` tells whether the index holds a word as it is. */
  constructor(has: (term: string) => boolean) {
    this.#has = has;
  }

  /** Adds the index's words once it is complete: completions and typos are looked for among these. */
  add(terms: Iterable<string>): void {
    for (const term of terms) {
      const bucket = this.#byInitial.get(term[0]);
      if (bucket) bucket.push(term);
      else this.#byInitial.set(term[0], [term]);
    }
  }

  /**
   * Index words a query word may stand for: itself, or its completions and near misses. Only the
   * last word of a query (the one being typed) is completed when short.
   */
  expand(term: string, isLast: boolean): Expansion[] {
    if (this.#has(term)) return [{ term, weight: 1 }];
    const key = `${isLast ? '1' : '0'}${term}`;
    const cached = this.#expansions.get(key);
    if (cached) return cached;
    const { prefix, typo, maxTerms, prefixFrom, minPrefix } = rankingWeights.expansion;
    const found: Expansion[] = [];
    const maxEdits = allowedEdits(term.length);
    // A typo rarely hits the first two letters at once: look among words starting with either.
    const candidates = new Set([
      ...(this.#byInitial.get(term[0]) ?? []),
      ...(maxEdits && term.length > 1 ? (this.#byInitial.get(term[1]) ?? []) : []),
    ]);
    for (const candidate of candidates) {
      if (
        term.length >= minPrefix &&
        candidate.startsWith(term) &&
        (isLast || term.length >= prefixFrom)
      ) {
        found.push({ term: candidate, weight: prefix });
      } else if (maxEdits && editDistanceAtMost(term, candidate, maxEdits)) {
        found.push({ term: candidate, weight: typo });
      }
    }
    const expansion = found.sort((a, b) => b.weight - a.weight).slice(0, maxTerms);
    if (this.#expansions.size > rankingWeights.limits.expansionCache) this.#expansions.clear();
    this.#expansions.set(key, expansion);
    return expansion;
  }
}
