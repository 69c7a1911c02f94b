// The option check: every option of the config types and every runtime export named by the
// mapping has an entry on its page, every entry names something that exists, every language lists
// the same entries as the default one, and a Default stated on a page equals the type's `@default`.
import { existsSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { langs } from '../../site/languages.mjs';
import { DEFAULT_OVERRIDES, EXCLUDED, MAPPING } from './data.mjs';
import { documentedOptions, normalizeValue, optionId, statedDefault } from './pages.mjs';
import {
  aliasTarget,
  declaringPackage,
  defaultTag,
  loadProgram,
  moduleSymbol,
  objectProperties,
  repoRoot,
} from './types.mjs';

/** @typedef {import('./data.mjs').MappingRow} MappingRow */
/** @typedef {import('./pages.mjs').DocumentedOption} DocumentedOption */

/**
 * What the types say about one name: its `@default`, or the package an export comes from.
 * @typedef {{ default?: string, from?: string }} ExpectedOption
 */

/**
 * The modules whose types the mapping reads.
 * @param {MappingRow[]} [mapping]
 */
export const mappedModules = (mapping = MAPPING) => [...new Set(mapping.map((row) => row.module))];

/**
 * Map page → Map name → what the types say, from the mapping rows.
 * @param {MappingRow[]} [mapping]
 * @param {string[]} [excluded]
 * @param {import('./types.mjs').LoadedProgram} [loaded]  a program that has the declaration files
 *   of the mapping's modules among its roots (the type hovers pass theirs); by default its own
 * @returns {{
 *   pages: Map<string, Map<string, ExpectedOption>>,
 *   counts: { total: number, excluded: string[] },
 * }}
 */
export function expectedOptions(
  mapping = MAPPING,
  excluded = EXCLUDED,
  loaded = loadProgram(mappedModules(mapping)),
) {
  const { checker } = loaded;
  /** @type {Map<string, Map<string, ExpectedOption>>} */
  const pages = new Map();
  /** @type {{ total: number, excluded: string[] }} */
  const counts = { total: 0, excluded: [] };
  for (const row of mapping) {
    /** @type {Map<string, ExpectedOption>} */
    const names = pages.get(row.page) ?? new Map();
    pages.set(row.page, names);
    const exports = checker.getExportsOfModule(moduleSymbol(loaded, row.module));
    /** @param {string} name @param {ExpectedOption} info */
    const add = (name, info) => {
      const isExcluded =
        excluded.includes(`${row.page} ${name}`) ||
        (info.from && excluded.includes(`${row.page} from:${info.from}`));
      if (isExcluded) {
        counts.excluded.push(`${row.page} ${name}`);
        return;
      }
      names.set(name, info);
    };
    if (row.exports) {
      for (const exp of exports) {
        const target = aliasTarget(exp, checker);
        const isValue = target.flags & ts.SymbolFlags.Value;
        if (!isValue || (row.filter && !row.filter(exp.name))) continue;
        add(exp.name, { from: declaringPackage(target) });
      }
      continue;
    }
    const typeSymbol = exports.find((s) => s.name === row.type);
    if (!typeSymbol) throw new Error(`${row.module} does not export ${row.type}`);
    let props = objectProperties(
      checker.getDeclaredTypeOfSymbol(aliasTarget(typeSymbol, checker)),
      checker,
    );
    let prefix = row.prefix ?? '';
    if (row.path) {
      const holder = props.find((p) => p.name === row.path);
      if (!holder) throw new Error(`${row.type} has no property ${row.path}`);
      const holderType = checker.getNonNullableType(checker.getTypeOfSymbol(holder));
      props = objectProperties(holderType, checker);
      if (row.prefix === undefined) prefix = `${row.path}.`;
    }
    for (const prop of props) {
      if (row.pick && !row.pick.includes(prop.name)) continue;
      if (row.omit?.includes(prop.name)) continue;
      const name = `${prefix}${prop.name}`;
      const override = DEFAULT_OVERRIDES[`${row.page} ${name}`];
      add(name, { default: override ?? defaultTag(prop, checker) });
    }
  }
  for (const names of pages.values()) counts.total += names.size;
  return { pages, counts };
}

/**
 * Compares the expected names of one page with its entries in every language, and each
 * translation's entries with the default language's (the first of `entries`).
 * Returns messages that each name the option and the page.
 * @param {object} args
 * @param {string} args.page
 * @param {Map<string, ExpectedOption>} args.expected
 * @param {[string, DocumentedOption[]][]} args.entries  `documentedOptions` per language, in the
 *   order of site/languages.mjs (the default first)
 * @param {('type' | 'default')[]} [args.fields]  the lines each entry must carry
 * @returns {string[]}
 */
export function compareOptions({ page, expected, entries, fields = ['type', 'default'] }) {
  /** @type {string[]} */
  const problems = [];
  for (const [lang, documented] of entries) {
    const file = `docs/${lang}/${page}.mdx`;
    const seen = new Set();
    for (const entry of documented) {
      if (seen.has(entry.name)) problems.push(`${file}:${entry.line}: "${entry.name}" twice`);
      seen.add(entry.name);
      const info = expected.get(entry.name);
      if (!info) {
        problems.push(`${file}:${entry.line}: "${entry.name}" is documented but does not exist`);
        continue;
      }
      if (entry.id !== optionId(entry.name))
        problems.push(
          `${file}:${entry.line}: "${entry.name}" needs the id {#${optionId(entry.name)}}, not ${entry.id ? `{#${entry.id}}` : 'none'}`,
        );
      for (const field of fields) {
        if (entry[field] === null)
          problems.push(`${file}:${entry.line}: "${entry.name}" has no ${field} line`);
      }
      const want = info.default;
      if (want !== undefined && fields.includes('default') && entry.default !== null) {
        const stated = statedDefault(entry.default);
        if (stated !== normalizeValue(want))
          problems.push(
            `${file}:${entry.line}: "${entry.name}" states the default ${stated}, the type says ${want}`,
          );
      }
    }
    for (const name of expected.keys()) {
      if (!seen.has(name)) problems.push(`${file}: "${name}" is not documented`);
    }
  }
  const [[baseLang, base] = ['', []], ...translations] = entries;
  const baseNames = base.map((e) => e.name);
  // A Default line that starts with a code span states a value; prose defaults are not compared.
  const statesValue = (/** @type {string} */ line) => line.startsWith('`');
  for (const [lang, other] of translations) {
    const names = other.map((e) => e.name);
    const onlyBase = baseNames.filter((n) => !names.includes(n));
    const onlyOther = names.filter((n) => !baseNames.includes(n));
    for (const name of onlyBase)
      problems.push(`${page}: "${name}" is in ${baseLang} but not in ${lang}`);
    for (const name of onlyOther)
      problems.push(`${page}: "${name}" is in ${lang} but not in ${baseLang}`);
    if (!onlyBase.length && !onlyOther.length && baseNames.join() !== names.join())
      problems.push(`${page}: ${baseLang} and ${lang} list the entries in a different order`);
    for (const [i, name] of baseNames.entries()) {
      const baseDefault = base[i].default;
      const otherDefault = other.find((e) => e.name === name)?.default ?? null;
      if (baseDefault === null || otherDefault === null) continue;
      const a = statedDefault(baseDefault);
      const b = statedDefault(otherDefault);
      if (statesValue(baseDefault) && statesValue(otherDefault) && a !== b)
        problems.push(`${page}: "${name}" has the default ${a} in ${baseLang} but ${b} in ${lang}`);
    }
  }
  return problems;
}

/**
 * Runs the option check over a docs folder.
 * @param {string} docsDir
 * @param {MappingRow[]} [mapping]
 */
export function checkApiCoverage(docsDir, mapping = MAPPING) {
  const { pages, counts } = expectedOptions(mapping);
  /** @type {string[]} */
  const problems = [];
  let documented = 0;
  /** @type {{ page: string, expected: number, documented: number }[]} */
  const perPage = [];
  const fieldsOf = new Map(mapping.map((row) => [row.page, row.fields]));
  for (const [page, expected] of pages) {
    /** @param {string} lang @returns {DocumentedOption[]} */
    const read = (lang) => {
      const file = join(docsDir, lang, `${page}.mdx`);
      if (!existsSync(file)) {
        problems.push(`${relative(repoRoot, file)}: page missing`);
        return [];
      }
      return documentedOptions(readFileSync(file, 'utf8'));
    };
    /** @type {[string, DocumentedOption[]][]} */
    const entries = langs.map((lang) => [lang, read(lang)]);
    // Documented counts the default language's page, as the summary says.
    const pageDocumented = entries[0][1].filter((e) => expected.has(e.name)).length;
    documented += pageDocumented;
    perPage.push({ page, expected: expected.size, documented: pageDocumented });
    problems.push(...compareOptions({ page, expected, entries, fields: fieldsOf.get(page) }));
  }
  return { total: counts.total, excluded: counts.excluded, documented, perPage, problems };
}
