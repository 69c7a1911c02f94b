// Two builds of one commit at different paths can differ in the short names the minifier gives:
// Rspack's first hashes of the chunks that hold modules rewritten through Rsbuild's `transform`
// depend on the checkout's path, the minifier runs before those hashes are replaced by the
// content's, and the hashes' letters decide the order in which it hands out names. The scripts
// are then the same program under other names. This tells that case from a real difference.
import ts from 'typescript';

/**
 * The script as tokens, each name replaced by the order of its first use (`#0`, `#1`, …): two
 * scripts that differ only in names give the same list.
 * @param {string} code
 * @returns {string[]}
 */
function canonicalTokens(code) {
  const scanner = ts.createScanner(ts.ScriptTarget.Latest, true, ts.LanguageVariant.Standard, code);
  /** @type {Map<string, number>} */
  const names = new Map();
  /** @type {string[]} */
  const tokens = [];
  for (let kind = scanner.scan(); kind !== ts.SyntaxKind.EndOfFileToken; kind = scanner.scan()) {
    const text = scanner.getTokenText();
    if (kind === ts.SyntaxKind.Identifier) {
      if (!names.has(text)) names.set(text, names.size);
      tokens.push(`#${names.get(text)}`);
    } else tokens.push(text);
  }
  return tokens;
}

/**
 * Whether two scripts differ only in their names, consistently (every use of a name in one is a
 * use of one name in the other, and strings, numbers and the code's shape are the same).
 * @param {string} first
 * @param {string} second
 */
export function differOnlyInNames(first, second) {
  if (first === second) return true;
  const [a, b] = [canonicalTokens(first), canonicalTokens(second)];
  return a.length === b.length && a.every((token, i) => token === b[i]);
}

/** A built file's name without its content hash: `static/js/index.1a2b3c4d5e.js` → `static/js/index.js`. */
export const withoutHash = (/** @type {string} */ file) =>
  file.replace(/\.[0-9a-f]{8,}(\.js)$/, '$1');
