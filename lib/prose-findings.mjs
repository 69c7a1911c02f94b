// Matches in the prose of a page that are really there in the source: prose.mjs blanks code,
// tags and link targets into spaces, so a pattern that spans white space could match a blank
// where the page has `code`. Each check that looks at spaces or punctuation reads through here.
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { proseLines } from './prose.mjs';

/**
 * @typedef {object} ProseMatch
 * @property {number} line    1-based
 * @property {number} column  1-based
 * @property {string} text    the matched source text
 * @property {RegExpMatchArray} match
 */

/**
 * Every match of `pattern` (made global) in the prose of `source` whose matched text is the same
 * in the source, so no blanked code, tag or link target takes part in it.
 * @param {string} source
 * @param {RegExp} pattern
 * @returns {ProseMatch[]}
 */
export function proseMatches(source, pattern) {
  const rawLines = source.split('\n');
  const global = new RegExp(
    pattern.source,
    pattern.flags.includes('g') ? pattern.flags : `${pattern.flags}g`,
  );
  return proseLines(source).flatMap((prose, index) =>
    [...prose.matchAll(global)].flatMap((match) => {
      const start = match.index ?? 0;
      const text = rawLines[index].slice(start, start + match[0].length);
      return text === match[0] ? [{ line: index + 1, column: start + 1, text, match }] : [];
    }),
  );
}

/**
 * @typedef {object} Exception
 * @property {string} file  path under the docs language folder, with `/`
 * @property {string} text  a part of the source line the exception covers
 * @property {string} why
 */

/**
 * Reads a list of justified exceptions (`- { file, text, why }`) from a YAML file; a malformed entry
 * throws with its position.
 * @param {string} path
 * @returns {Exception[]}
 */
export function readExceptions(path) {
  const entries = parse(readFileSync(path, 'utf8')) ?? [];
  if (!Array.isArray(entries)) throw new Error(`${path}: must be a list of { file, text, why }`);
  return entries.map((entry, index) => {
    if (
      typeof entry?.file !== 'string' ||
      typeof entry.text !== 'string' ||
      typeof entry.why !== 'string'
    )
      throw new Error(`${path}: entry ${index + 1} needs a file, a text and a why`);
    return { file: entry.file, text: entry.text, why: entry.why };
  });
}

/**
 * True when an exception covers the source line `line` of `file`.
 * @param {Exception[]} exceptions
 * @param {string} file
 * @param {string} line
 */
export const isExcepted = (exceptions, file, line) =>
  exceptions.some((exception) => exception.file === file && line.includes(exception.text));
