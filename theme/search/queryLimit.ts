/**
 * The longest query the panel searches, in UTF-16 code units. Hosted DocSearch stops at 64 too;
 * the longest question of the quality sets (bench/search-quality) is 28 characters, so 64 leaves
 * room for a long question while a pasted page of text costs no more than one long question.
 * The input refuses more (`maxLength`) and the engine cuts whatever reaches it another way.
 */
export const MAX_QUERY_LENGTH = 64;

/** The query as searched: at most MAX_QUERY_LENGTH code units, never half a surrogate pair. */
export function capQuery(query: string): string {
  if (query.length <= MAX_QUERY_LENGTH) return query;
  const cut = query.slice(0, MAX_QUERY_LENGTH);
  return /[\ud800-\udbff]$/.test(cut) ? cut.slice(0, -1) : cut;
}
