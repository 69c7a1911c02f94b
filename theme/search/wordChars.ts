/**
 * Letters and digits by code point (`[\p{L}\p{N}]` in a Unicode regex), for finding whole words
 * without a regex per phrase: V8 compiles a Unicode property class anew for every pattern that
 * has one, about a millisecond each, and the English synonym table alone had some forty.
 */
const LETTER_OR_DIGIT = /[\p{L}\p{N}]/u;

/** Whether a code point is a letter or a digit; ASCII without the regex. */
export function isWordCodePoint(codePoint: number): boolean {
  if (codePoint < 128) {
    return (
      (codePoint >= 97 && codePoint <= 122) ||
      (codePoint >= 65 && codePoint <= 90) ||
      (codePoint >= 48 && codePoint <= 57)
    );
  }
  return LETTER_OR_DIGIT.test(String.fromCodePoint(codePoint));
}

const isHigh = (unit: number) => unit >= 0xd800 && unit <= 0xdbff;
const isLow = (unit: number) => unit >= 0xdc00 && unit <= 0xdfff;

/** The code point that ends just before `end` (a surrogate pair as one), or -1 at the start. */
export function codePointBefore(text: string, end: number): number {
  if (end <= 0) return -1;
  const last = text.charCodeAt(end - 1);
  if (isLow(last) && end >= 2 && isHigh(text.charCodeAt(end - 2))) {
    return text.codePointAt(end - 2) ?? last;
  }
  return last;
}

/** Whether a letter or digit ends just before `at`. */
export function wordCharBefore(text: string, at: number): boolean {
  const before = codePointBefore(text, at);
  return before !== -1 && isWordCodePoint(before);
}

/** Whether a letter or digit starts at `at`. */
export function wordCharAt(text: string, at: number): boolean {
  return at < text.length && isWordCodePoint(text.codePointAt(at) ?? -1);
}
