/**
 * Prefix and typo matching: a query word the site does not contain stands for the index words it
 * begins ("instal") or nearly spells ("confg"), each with a lower weight than an exact word.
 */
import {
  MAX_EXPANSIONS,
  MIN_PREFIX,
  ONE_EDIT_FROM,
  PREFIX_FROM,
  PREFIX_WEIGHT,
  TWO_EDITS_FROM,
  TYPO_WEIGHT,
} from '../../core/search/rankingWeights';

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
  return length >= TWO_EDITS_FROM ? 2 : length >= ONE_EDIT_FROM ? 1 : 0;
}

/** The index's Latin words by first letter: completions and typos are looked for among these. */
export type WordsByInitial = Map<string, string[]>;

export function groupByInitial(terms: Iterable<string>): WordsByInitial {
  const byInitial: WordsByInitial = new Map();
  for (const term of terms) {
    const bucket = byInitial.get(term[0]);
    if (bucket) bucket.push(term);
    else byInitial.set(term[0], [term]);
  }
  return byInitial;
}

/**
 * Index words a query word the index lacks may stand for: its completions and near misses, best
 * first. Only the last word of a query (the one being typed) is completed when short.
 */
export function completionsAndTypos(
  term: string,
  isLast: boolean,
  byInitial: WordsByInitial,
): Expansion[] {
  const found: Expansion[] = [];
  const maxEdits = allowedEdits(term.length);
  // A typo rarely hits the first two letters at once: look among words starting with either.
  const candidates = new Set([
    ...(byInitial.get(term[0]) ?? []),
    ...(maxEdits && term.length > 1 ? (byInitial.get(term[1]) ?? []) : []),
  ]);
  for (const candidate of candidates) {
    if (
      term.length >= MIN_PREFIX &&
      candidate.startsWith(term) &&
      (isLast || term.length >= PREFIX_FROM)
    ) {
      found.push({ term: candidate, weight: PREFIX_WEIGHT });
    } else if (maxEdits && editDistanceAtMost(term, candidate, maxEdits)) {
      found.push({ term: candidate, weight: TYPO_WEIGHT });
    }
  }
  return found.sort((a, b) => b.weight - a.weight).slice(0, MAX_EXPANSIONS);
}
