// The translation record: for each translated page, each `##` section's English hash and the date
// it was recorded. One section per line, so a sync shows in a diff as the lines it changed.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isMap, isScalar, LineCounter, parseDocument } from 'yaml';

export const LOCK_FILE_NAME = 'translations.lock.json';

/** Each translated language keeps its record in its own folder: `docs/<lang>/translations.lock.json`. */
export const lockPath = (/** @type {string} */ docsDir, /** @type {string} */ lang) =>
  join(docsDir, lang, LOCK_FILE_NAME);

const HASH = /^[0-9a-f]{16}$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

/**
 * @typedef {object} SectionRecord
 * @property {string} hash      16 hex digits of the English section's normalised text
 * @property {string} recorded  the date of the record, `YYYY-MM-DD`
 * @property {number} [line]    where the record stands in the file, when it was read from one
 */

/**
 * @typedef {object} PageRecord
 * @property {number} line  where the page's entry starts in the file (0 for a record not yet written)
 * @property {Map<string, SectionRecord>} sections  by section id, in page order
 */

/**
 * @typedef {object} LockProblem
 * @property {number} line
 * @property {string} message
 */

/**
 * Reads the record: `pages` maps a page (its path inside a language folder) to `{ line, sections }`,
 * each section `{ hash, recorded, line }`; `problems` lists what is malformed, with its line. A
 * missing file is an empty record.
 * @param {string} path
 * @returns {{ pages: Map<string, PageRecord>, problems: LockProblem[] }}
 */
export function readLock(path) {
  /** @type {Map<string, PageRecord>} */
  const pages = new Map();
  /** @type {LockProblem[]} */
  const problems = [];
  if (!existsSync(path)) return { pages, problems };
  const lineCounter = new LineCounter();
  // JSON is YAML, and the YAML parser knows the line of every key.
  const document = parseDocument(readFileSync(path, 'utf8'), { lineCounter, prettyErrors: false });
  const lineOf = (/** @type {{ range?: [number, number, number] | null } | null} */ node) =>
    lineCounter.linePos(node?.range?.[0] ?? 0).line;
  if (document.errors.length) {
    for (const error of document.errors)
      problems.push({ line: lineCounter.linePos(error.pos[0]).line, message: error.message });
    return { pages, problems };
  }
  if (!isMap(document.contents)) {
    problems.push({ line: 1, message: 'the record must be an object of pages' });
    return { pages, problems };
  }
  for (const pagePair of document.contents.items) {
    const page = isScalar(pagePair.key) ? String(pagePair.key.value) : '';
    if (!isMap(pagePair.value)) {
      problems.push({
        line: lineOf(pagePair.key),
        message: `"${page}" must be an object of sections`,
      });
      continue;
    }
    /** @type {Map<string, SectionRecord>} */
    const sections = new Map();
    for (const sectionPair of pagePair.value.items) {
      const id = isScalar(sectionPair.key) ? String(sectionPair.key.value) : '';
      const line = lineOf(sectionPair.key);
      // A section's value is read as plain data; its fields are checked just below.
      const node = /** @type {{ toJSON?: () => unknown } | null} */ (sectionPair.value);
      const value = /** @type {{ hash?: unknown, recorded?: unknown }} */ (node?.toJSON?.() ?? {});
      const { hash, recorded } = value;
      if (
        typeof hash !== 'string' ||
        typeof recorded !== 'string' ||
        !HASH.test(hash) ||
        !DATE.test(recorded)
      ) {
        problems.push({
          line,
          message: `${page}#${id} must be { "hash": 16 hex digits, "recorded": "YYYY-MM-DD" }`,
        });
        continue;
      }
      sections.set(id, { hash, recorded, line });
    }
    pages.set(page, { line: lineOf(pagePair.key), sections });
  }
  return { pages, problems };
}

const LINE_WIDTH = 100;

/**
 * The record as its file holds it: pages sorted, sections in page order, as Biome formats JSON.
 * @param {Map<string, PageRecord>} pages
 */
export function formatLock(pages) {
  const recorded = [...pages]
    .filter(([, record]) => record.sections.size)
    .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  if (!recorded.length) return '{}\n';
  const pageBlocks = recorded.map(([page, record]) => {
    const sections = [...record.sections].map(([id, { hash, recorded }]) => {
      const oneLine = `    ${JSON.stringify(id)}: { "hash": "${hash}", "recorded": "${recorded}" }`;
      if (oneLine.length <= LINE_WIDTH) return oneLine;
      // Biome breaks an object that does not fit, and keeps it broken.
      return `    ${JSON.stringify(id)}: {\n      "hash": "${hash}",\n      "recorded": "${recorded}"\n    }`;
    });
    return `  ${JSON.stringify(page)}: {\n${sections.join(',\n')}\n  }`;
  });
  return `{\n${pageBlocks.join(',\n')}\n}\n`;
}

/**
 * @param {string} path
 * @param {Map<string, PageRecord>} pages
 */
export function writeLock(path, pages) {
  writeFileSync(path, formatLock(pages));
}
