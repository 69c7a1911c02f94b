// The entry point check: every export of every entry point of @rspress/core that a site author
// imports (@rspress/core, /runtime, /theme, …) is named on its page in both languages, or
// excluded with a reason in the data.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { DATA_FILE, ENTRY_POINTS, OTHER_EXPORTS } from '../../lib/api-coverage/data.mjs';
import { codeSpanNames } from '../../lib/api-coverage/pages.mjs';
import { CORE, corePackage, entryPointExports } from '../../lib/api-coverage/types.mjs';
import { langs } from '../../site/languages.mjs';

/** @typedef {import('../../lib/api-coverage/data.mjs').EntryPointSpec} EntryPointSpec */

/**
 * @typedef {object} EntryPointReport
 * @property {string} entry  the import specifier, `@rspress/core/theme`
 * @property {number} exports
 * @property {number} documented  named on its page in every language
 * @property {number} excluded
 * @property {Record<import('../../site/languages.mjs').Lang, number>} missing  per language
 */

/**
 * Which page documents each export: explicit names first, then the predicates in page order.
 * @param {{ name: string }[]} exports
 * @param {EntryPointSpec} spec
 */
function assignPages(exports, spec) {
  /** @type {Map<string, string>} */
  const byName = new Map();
  /** @type {Set<string>} */
  const listed = new Set();
  /** @type {string[]} */
  const problems = [];
  for (const [page, items] of Object.entries(spec.pages ?? {}))
    for (const item of items)
      if (typeof item === 'string') {
        if (listed.has(item))
          problems.push(`${DATA_FILE}: ${spec.entry} lists "${item}" on more than one page`);
        listed.add(item);
        byName.set(item, page);
      }
  for (const { name } of exports) {
    if (byName.has(name)) continue;
    for (const [page, items] of Object.entries(spec.pages ?? {}))
      if (items.some((item) => typeof item === 'function' && item(name))) {
        byName.set(name, page);
        break;
      }
  }
  return { byName, listed, problems };
}

/**
 * Checks the entry points of the data against the installed package and the docs.
 * Returns per entry point the number of exports, documented, excluded and missing (per language),
 * and the problems, each naming the file to fix and the export.
 * @param {string} docsDir
 * @param {EntryPointSpec[]} [entryPoints]
 * @param {{ otherExports?: Record<string, string>, checkExportsMap?: boolean }} [options]
 *   `checkExportsMap: false` skips comparing the data with the whole exports map (for fixtures)
 * @returns {{ report: EntryPointReport[], problems: string[] }}
 */
export function checkEntryPoints(
  docsDir,
  entryPoints = ENTRY_POINTS,
  { otherExports = OTHER_EXPORTS, checkExportsMap = true } = {},
) {
  /** @type {string[]} */
  const problems = [];
  /** @type {EntryPointReport[]} */
  const report = [];
  if (checkExportsMap) {
    const known = new Set([...entryPoints.map((e) => e.entry), ...Object.keys(otherExports)]);
    for (const key of Object.keys(corePackage.exports))
      if (!known.has(key))
        problems.push(
          `${DATA_FILE}: ${CORE} exports "${key}", which is neither an entry point nor in OTHER_EXPORTS`,
        );
    for (const key of known)
      if (!(key in corePackage.exports))
        problems.push(`${DATA_FILE}: "${key}" is not in the exports map of ${CORE}`);
  }
  /** @type {Map<string, Map<string, number> | null>} */
  const pageNames = new Map();
  /** @param {string} lang @param {string} page */
  const namesOf = (lang, page) => {
    const key = `${lang}/${page}`;
    if (!pageNames.has(key)) {
      const file = join(docsDir, lang, `${page}.mdx`);
      pageNames.set(key, existsSync(file) ? codeSpanNames(readFileSync(file, 'utf8')) : null);
    }
    return pageNames.get(key) ?? null;
  };
  for (const spec of entryPoints) {
    const label = spec.entry === '.' ? CORE : `${CORE}${spec.entry.slice(1)}`;
    const exports = entryPointExports(spec.entry);
    const exported = new Set(exports.map((e) => e.name));
    const { byName, listed, problems: dataProblems } = assignPages(exports, spec);
    problems.push(...dataProblems);
    const excluded = spec.excluded ?? {};
    const excludedFrom = spec.excludedFrom ?? {};
    for (const name of [...listed, ...Object.keys(excluded)])
      if (!exported.has(name)) problems.push(`${DATA_FILE}: ${label} does not export "${name}"`);
    for (const pkg of Object.keys(excludedFrom))
      if (!exports.some((e) => e.from === pkg))
        problems.push(`${DATA_FILE}: ${label} re-exports nothing from "${pkg}"`);
    const counts = { entry: label, exports: exports.length, documented: 0, excluded: 0 };
    const missing = /** @type {Record<import('../../site/languages.mjs').Lang, number>} */ (
      Object.fromEntries(langs.map((lang) => [lang, 0]))
    );
    for (const { name, from } of exports) {
      if (name in excluded || (from && from in excludedFrom)) {
        if (byName.has(name) && listed.has(name))
          problems.push(`${DATA_FILE}: ${label} "${name}" is both excluded and on a page`);
        counts.excluded++;
        continue;
      }
      const page = byName.get(name);
      if (!page) {
        problems.push(
          `${DATA_FILE}: ${label} exports "${name}", which is on no page and not excluded`,
        );
        for (const lang of langs) missing[lang]++;
        continue;
      }
      let everywhere = true;
      for (const lang of langs) {
        const names = namesOf(lang, page);
        const file = `docs/${lang}/${page}.mdx`;
        if (names === null) problems.push(`${file}: page missing (it should document "${name}")`);
        else if (!names.has(name))
          problems.push(`${file}: "${name}" (${label}) is not documented: no code span names it`);
        if (names === null || !names.has(name)) {
          missing[lang]++;
          everywhere = false;
        }
      }
      if (everywhere) counts.documented++;
    }
    report.push({ ...counts, missing });
  }
  return { report, problems: [...new Set(problems)] };
}
