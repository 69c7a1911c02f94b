// Proves that the API reference pages match the installed Rspress: every option of the config
// types and every runtime export has an entry, every entry names something that exists, en and zh
// list the same entries, and a Default stated on a page equals the `@default` of the type.
// Beyond the config types, every export of every entry point of @rspress/core that a site author
// imports is documented on its page or excluded with a reason, and every item kind of the JSON
// schemas for `_meta.json` and `_nav.json` has a table row with its fields.
// The data (which name is on which page, what is left out and why) is scripts/api-coverage-data.mjs.
// Usage: node scripts/check-api-coverage.mjs [docs-dir]   (exit 1 with a list of problems)
//
// Entry shape on the pages (the same in both languages):
//   ### markdown.showLineNumbers {#markdown-show-line-numbers}
//   - Type: `boolean`            (zh: - 类型：`boolean`)
//   - Default: `false`           (zh: - 默认值：`false`)
// A bold label instead of a list item is read too: `**Type:** `string`` (zh: `**类型：**`string``).
// Every `###` heading on a checked page is an entry; its text is the option path and its id is
// `optionId(path)`. `##` headings group entries; `####` headings may structure an entry.
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import {
  DEFAULT_OVERRIDES,
  ENTRY_POINTS,
  EXCLUDED,
  MAPPING,
  OTHER_EXPORTS,
  SCHEMAS,
} from './api-coverage-data.mjs';
import { classifyLines } from './lib/lines.mjs';
import { strictBundlerOptions } from './typescript-options.mjs';

export { DEFAULT_OVERRIDES, ENTRY_POINTS, EXCLUDED, MAPPING, OTHER_EXPORTS, SCHEMAS };

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(repoRoot, 'package.json'));

/** The heading id of an option path: lower-kebab, `.` and `[]` become one hyphen. */
export function optionId(path) {
  return path
    .replace(/\[\]/g, '')
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

const LABELS = {
  type: /^(?:[-*]\s*|\*\*)(?:Type|类型)\s*[:：]\s*(?:\*\*\s*)?(.*)$/,
  default: /^(?:[-*]\s*|\*\*)(?:Default|默认值)\s*[:：]\s*(?:\*\*\s*)?(.*)$/,
};

/**
 * The entries of one page: every `###` heading with its id, and the Type/Default lines that
 * follow it before the next heading of level 1–3. Code blocks and frontmatter are skipped, as
 * scripts/lib/lines.mjs defines them.
 */
export function documentedOptions(source) {
  const entries = [];
  let current = null;
  for (const { text, number, kind } of classifyLines(source)) {
    if (kind !== 'text') continue;
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/.exec(text);
    if (heading && heading[1].length <= 3) {
      current = null;
      if (heading[1].length === 3) {
        const name = heading[2].replace(/`/g, '').trim();
        current = { name, id: heading[3] ?? null, line: number, type: null, default: null };
        entries.push(current);
      }
      continue;
    }
    if (!current) continue;
    for (const [field, pattern] of Object.entries(LABELS)) {
      const match = pattern.exec(text.trim());
      if (match && current[field] === null) current[field] = match[1].trim();
    }
  }
  return entries;
}

/** The value a Default line states: its first code span, or the whole text without one. */
export function statedDefault(line) {
  if (line === null) return null;
  const code = /`([^`]+)`/.exec(line);
  return normalizeValue(code ? code[1] : line);
}

/** Quotes and spacing do not matter when comparing defaults: `'/'` equals `"/"`. */
export function normalizeValue(value) {
  return value
    .trim()
    .replace(/"/g, "'")
    .replace(/\s+/g, ' ')
    .replace(/\s*([[\]{}(),:])\s*/g, '$1');
}

/**
 * Compares the expected names of one page with its en and zh entries.
 * `expected`: Map name → { default?: string }; `en`/`zh`: results of `documentedOptions`.
 * Returns messages that each name the option and the page.
 */
export function compareOptions({ page, expected, en, zh, fields = ['type', 'default'] }) {
  const problems = [];
  const sides = [
    ['en', en],
    ['zh', zh],
  ];
  for (const [lang, entries] of sides) {
    const file = `docs/${lang}/${page}.mdx`;
    const seen = new Set();
    for (const entry of entries) {
      if (seen.has(entry.name)) problems.push(`${file}:${entry.line}: "${entry.name}" twice`);
      seen.add(entry.name);
      if (!expected.has(entry.name)) {
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
      const want = expected.get(entry.name).default;
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
  const enNames = en.map((e) => e.name);
  const zhNames = zh.map((e) => e.name);
  const onlyEn = enNames.filter((n) => !zhNames.includes(n));
  const onlyZh = zhNames.filter((n) => !enNames.includes(n));
  for (const name of onlyEn) problems.push(`${page}: "${name}" is in en but not in zh`);
  for (const name of onlyZh) problems.push(`${page}: "${name}" is in zh but not in en`);
  if (!onlyEn.length && !onlyZh.length && enNames.join() !== zhNames.join())
    problems.push(`${page}: en and zh list the entries in a different order`);
  for (const [i, name] of enNames.entries()) {
    const zhEntry = zh.find((e) => e.name === name);
    if (zhEntry && en[i].default !== null && zhEntry.default !== null) {
      const a = statedDefault(en[i].default);
      const b = statedDefault(zhEntry.default);
      // A Default line that starts with a code span states a value; prose defaults are not compared.
      const statesValue = (line) => line.startsWith('`');
      if (statesValue(en[i].default) && statesValue(zhEntry.default) && a !== b)
        problems.push(`${page}: "${name}" has the default ${a} in en but ${b} in zh`);
    }
  }
  return problems;
}

// ---------------------------------------------------------------------------------------------
// Reading the installed types.

// One compiler program per set of modules: building it takes seconds, and tests call the check often.
const programs = new Map();

function loadProgram(modules) {
  const key = [...modules].sort().join('\n');
  if (!programs.has(key)) programs.set(key, createProgram(modules));
  return programs.get(key);
}

const CORE = '@rspress/core';
const corePackageFile = require.resolve(`${CORE}/package.json`);
const corePackage = JSON.parse(readFileSync(corePackageFile, 'utf8'));

/** The declaration file of a module: @rspress/core entries through the `types` of its exports map. */
function declarationFile(specifier) {
  if (specifier === CORE || specifier.startsWith(`${CORE}/`)) {
    const entry = `.${specifier.slice(CORE.length)}`;
    const types = corePackage.exports[entry]?.types;
    if (!types) throw new Error(`${CORE} has no types for the export ${entry}`);
    return join(dirname(corePackageFile), types);
  }
  return require.resolve(specifier).replace(/\.js$/, '.d.ts');
}

function createProgram(modules) {
  const files = modules.map(declarationFile);
  for (const file of files) if (!existsSync(file)) throw new Error(`No type definitions: ${file}`);
  const program = ts.createProgram(files, { ...strictBundlerOptions, types: [] });
  return { program, checker: program.getTypeChecker(), files };
}

function defaultTag(symbol, checker) {
  const tag = symbol.getJsDocTags(checker).find((t) => t.name === 'default');
  return tag ? ts.displayPartsToString(tag.text).trim() : undefined;
}

/** The object members of a type, looking through unions (`boolean | { … }`) and arrays. */
function objectProperties(type, checker) {
  const parts = type.isUnion() ? type.types : [type];
  const props = new Map();
  for (let part of parts) {
    if (checker.isArrayType(part)) part = checker.getTypeArguments(part)[0];
    const isObject = part.flags & (ts.TypeFlags.Object | ts.TypeFlags.Intersection);
    if (!isObject || checker.getSignaturesOfType(part, ts.SignatureKind.Call).length) continue;
    if (checker.isArrayType(part)) continue;
    for (const prop of checker.getPropertiesOfType(part)) props.set(prop.name, prop);
  }
  return [...props.values()];
}

/** The package whose files declare a symbol (`react-router`, `@rspress/shared`, …). */
function declaringPackage(symbol) {
  const file = symbol.declarations?.[0]?.getSourceFile().fileName ?? '';
  if (!file.includes('/node_modules/')) return undefined;
  return /^((?:@[^/]+\/)?[^/]+)\//.exec(file.split('/node_modules/').pop())?.[1];
}

/** Map page → Map name → { default? } from the mapping rows. */
export function expectedOptions(mapping = MAPPING, excluded = EXCLUDED) {
  const modules = [...new Set(mapping.map((row) => row.module))];
  const { checker, program } = loadProgram(modules);
  const moduleSymbol = (name) =>
    checker.getSymbolAtLocation(program.getSourceFile(declarationFile(name)));
  const pages = new Map();
  const counts = { total: 0, excluded: [] };
  for (const row of mapping) {
    const names = pages.get(row.page) ?? new Map();
    pages.set(row.page, names);
    const exports = checker.getExportsOfModule(moduleSymbol(row.module));
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
        const target = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
        const isValue = target.flags & ts.SymbolFlags.Value;
        if (!isValue || !row.filter(exp.name)) continue;
        add(exp.name, { from: declaringPackage(target) });
      }
      continue;
    }
    const typeSymbol = exports.find((s) => s.name === row.type);
    if (!typeSymbol) throw new Error(`${row.module} does not export ${row.type}`);
    const resolved =
      typeSymbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(typeSymbol) : typeSymbol;
    let props = objectProperties(checker.getDeclaredTypeOfSymbol(resolved), checker);
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

/** Runs the whole check over a docs folder. */
export function checkApiCoverage(docsDir, mapping = MAPPING) {
  const { pages, counts } = expectedOptions(mapping);
  const problems = [];
  let documented = 0;
  const perPage = [];
  const fieldsOf = new Map(mapping.map((row) => [row.page, row.fields]));
  for (const [page, expected] of pages) {
    const read = (lang) => {
      const file = join(docsDir, lang, `${page}.mdx`);
      if (!existsSync(file)) {
        problems.push(`${relative(repoRoot, file)}: page missing`);
        return [];
      }
      return documentedOptions(readFileSync(file, 'utf8'));
    };
    const en = read('en');
    const zh = read('zh');
    const pageDocumented = en.filter((e) => expected.has(e.name)).length;
    documented += pageDocumented;
    perPage.push({ page, expected: expected.size, documented: pageDocumented });
    problems.push(...compareOptions({ page, expected, en, zh, fields: fieldsOf.get(page) }));
  }
  return { total: counts.total, excluded: counts.excluded, documented, perPage, problems };
}

// ---------------------------------------------------------------------------------------------
// Entry points: every export of @rspress/core, @rspress/core/theme, … on a page or excluded.

const DATA_FILE = 'scripts/api-coverage-data.mjs';

/** Every export (values and types) of one entry point, with the package that declares it. */
export function entryPointExports(entry) {
  const specifier = entry === '.' ? CORE : `${CORE}${entry.slice(1)}`;
  const { checker, program } = loadProgram([specifier]);
  const symbol = checker.getSymbolAtLocation(program.getSourceFile(declarationFile(specifier)));
  return checker.getExportsOfModule(symbol).map((exp) => {
    const target = exp.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(exp) : exp;
    return { name: exp.name, from: declaringPackage(target) };
  });
}

/**
 * The names a page mentions in inline code spans outside fenced code, or as a whole heading, with
 * the first line of each: `Badge`, `useEditLink()`, `<Tabs>` and `<Tab />` give Badge,
 * useEditLink, Tabs, Tab.
 */
export function codeSpanNames(source) {
  const names = new Map();
  for (const { text, number, kind } of classifyLines(source)) {
    if (kind !== 'text') continue;
    // A heading that is only a name (`### usePage {#use-page}`) names it as well.
    const heading = /^#{1,6}\s+`?([A-Za-z_$][\w$]*)`?\s*(?:\{#[^}]+\})?\s*$/.exec(text)?.[1];
    if (heading && !names.has(heading)) names.set(heading, number);
    for (const span of text.matchAll(/(`+)([^`]+?)\1(?!`)/g)) {
      const name = /^<?\/?\s*([A-Za-z_$][\w$]*)/.exec(span[2].trim())?.[1];
      if (name && !names.has(name)) names.set(name, number);
    }
  }
  return names;
}

/** Which page documents each export: explicit names first, then the predicates in page order. */
function assignPages(exports, spec) {
  const byName = new Map();
  const listed = new Set();
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
 */
export function checkEntryPoints(
  docsDir,
  entryPoints = ENTRY_POINTS,
  { otherExports = OTHER_EXPORTS, checkExportsMap = true } = {},
) {
  const problems = [];
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
  const pageNames = new Map();
  const namesOf = (lang, page) => {
    const key = `${lang}/${page}`;
    if (!pageNames.has(key)) {
      const file = join(docsDir, lang, `${page}.mdx`);
      pageNames.set(key, existsSync(file) ? codeSpanNames(readFileSync(file, 'utf8')) : null);
    }
    return pageNames.get(key);
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
    const missing = { en: 0, zh: 0 };
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
        missing.en++;
        missing.zh++;
        continue;
      }
      let everywhere = true;
      for (const lang of ['en', 'zh']) {
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

// ---------------------------------------------------------------------------------------------
// JSON schemas: every item kind of `_meta.json` and `_nav.json` with its fields in a table row.

/** The object kinds a schema allows for one item: key (its `type` value or definition name), fields. */
export function schemaKinds(schema) {
  const definitions = schema.definitions ?? {};
  const resolve = (node) =>
    node?.$ref ? definitions[node.$ref.replace('#/definitions/', '')] : node;
  let root = resolve(schema);
  while (root?.$ref) root = resolve(root);
  const items = resolve(root.items);
  const kinds = [];
  const visit = (node, name) => {
    const target = resolve(node);
    const refName = node.$ref?.replace('#/definitions/', '') ?? name;
    if (target.anyOf) {
      for (const option of target.anyOf) visit(option, refName);
      return;
    }
    if (target.type !== 'object') return;
    const fields = Object.keys(target.properties ?? {});
    const required = target.required ?? [];
    kinds.push({
      key: target.properties?.type?.const ?? refName,
      required: [...required].sort(),
      optional: fields.filter((f) => !required.includes(f)).sort(),
    });
  };
  visit(items, undefined);
  return kinds;
}

/** Table rows of a page: the code spans of each cell, with the line. */
export function tableRows(source) {
  return classifyLines(source)
    .filter(({ text, kind }) => kind === 'text' && text.trim().startsWith('|'))
    .map(({ text, number }) => ({
      line: number,
      cells: text
        .trim()
        .replace(/^\||\|$/g, '')
        .split(/(?<!\\)\|/)
        .map((cell) =>
          [...cell.matchAll(/`([^`]+)`/g)].map((m) => m[1].replace(/^["']|["']$/g, '')),
        ),
    }));
}

const sameList = (a, b) => a.length === b.length && a.every((x, i) => x === b[i]);

/** Checks every schema of the data against the rows of its page in both languages. */
export function checkSchemas(docsDir, schemas = SCHEMAS) {
  const problems = [];
  const report = [];
  for (const { file, page } of schemas) {
    const schema = JSON.parse(readFileSync(join(dirname(corePackageFile), file), 'utf8'));
    const kinds = schemaKinds(schema);
    const missing = { en: 0, zh: 0 };
    for (const lang of ['en', 'zh']) {
      const docFile = join(docsDir, lang, `${page}.mdx`);
      const shown = `docs/${lang}/${page}.mdx`;
      if (!existsSync(docFile)) {
        problems.push(`${shown}: page missing (it should document ${file})`);
        missing[lang] = kinds.length;
        continue;
      }
      const rows = tableRows(readFileSync(docFile, 'utf8'));
      for (const kind of kinds) {
        const candidates = rows.filter(
          (r) => r.cells[0]?.includes(kind.key) && r.cells.length >= 3,
        );
        const match = candidates.find(
          (r) =>
            sameList([...r.cells[1]].sort(), kind.required) &&
            sameList([...r.cells[2]].sort(), kind.optional),
        );
        if (match) continue;
        missing[lang]++;
        const want = `required ${kind.required.join(', ') || '(none)'}; other ${kind.optional.join(', ') || '(none)'}`;
        problems.push(
          candidates.length
            ? `${shown}:${candidates[0].line}: the row of "${kind.key}" (${file}) does not list its fields: ${want}`
            : `${shown}: "${kind.key}" of ${file} has no table row (${want})`,
        );
      }
    }
    report.push({ entry: `${CORE}/${file}`, exports: kinds.length, missing });
  }
  return { report, problems };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const docsDir = resolve(
    process.argv.slice(2).find((a) => !a.startsWith('--')) ?? join(repoRoot, 'docs'),
  );
  if (process.argv.includes('--list')) {
    for (const [page, names] of expectedOptions().pages) {
      console.log(`${page} (${names.size})`);
      for (const [name, info] of names)
        console.log(`  ${name}${info.default !== undefined ? `  = ${info.default}` : ''}`);
    }
    process.exit(0);
  }
  const {
    total,
    excluded,
    documented,
    perPage,
    problems: optionProblems,
  } = checkApiCoverage(docsDir);
  const entries = checkEntryPoints(docsDir);
  const schemas = checkSchemas(docsDir);
  const problems = [...optionProblems, ...entries.problems, ...schemas.problems];
  console.log(
    `API coverage: ${total} options and exports in the types, ${documented} documented in en; ${excluded.length} excluded by the list in ${DATA_FILE}.`,
  );
  for (const { page, expected, documented: done } of perPage)
    console.log(`  ${page}: ${expected} in the types, ${done} documented`);
  console.log('Entry points (exports: documented / excluded / missing en, zh):');
  for (const r of entries.report)
    console.log(
      `  ${r.entry}: ${r.exports}: ${r.documented} / ${r.excluded} / ${r.missing.en}, ${r.missing.zh}`,
    );
  console.log('JSON schemas (item kinds: missing en, zh):');
  for (const r of schemas.report)
    console.log(`  ${r.entry}: ${r.exports}: ${r.missing.en}, ${r.missing.zh}`);
  for (const [key, reason] of Object.entries(OTHER_EXPORTS))
    console.log(`  not checked: ${CORE}${key.slice(1)}: ${reason}`);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
