// Proves that the API reference pages match the installed Rspress: every option of the config
// types and every runtime export has an entry, every entry names something that exists, en and zh
// list the same entries, and a Default stated on a page equals the `@default` of the type.
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
import { strictBundlerOptions } from './typescript-options.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const require = createRequire(join(repoRoot, 'package.json'));

/**
 * Which type is documented on which page: the mapping, one row per source of names.
 * - `module`: the installed declaration file, resolved like an import.
 * - `type` + `path`: the properties of that exported type, or of the object part of the
 *   property at `path` (for example `UserConfig` → `ssg` gives `ssg.experimentalWorker`).
 *   `prefix` is put before each name; `[]` marks array items (`themeConfig.locales[].nav`).
 * - `exports: true`: the value exports of the module; `filter` keeps a subset by name.
 * - `pick` / `omit`: restrict the names of that row.
 * - `fields`: the list lines each entry must carry (`default` only on config pages).
 * To document another type, add a row like the plugin API row at the end.
 */
const isComponentName = (name) => /^[A-Z]/.test(name) && !name.endsWith('Context');
export const MAPPING = [
  // Site config: top-level options, except those documented on config-build and config-theme.
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    omit: ['builderConfig', 'plugins', 'markdown', 'route', 'themeConfig'],
  },
  { page: 'api/config/config-basic', module: '@rspress/shared', type: 'UserConfig', path: 'ssg' },
  { page: 'api/config/config-basic', module: '@rspress/shared', type: 'UserConfig', path: 'llms' },
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    path: 'mediumZoom',
  },
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    path: 'multiVersion',
  },
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    path: 'languageParity',
  },
  {
    page: 'api/config/config-basic',
    module: '@rspress/shared',
    type: 'UserConfig',
    path: 'search',
  },
  // Build config: builderConfig, plugins, markdown.*, route.*.
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'UserConfig',
    pick: ['builderConfig', 'plugins', 'markdown', 'route'],
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'MarkdownOptions',
    prefix: 'markdown.',
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'MarkdownOptions',
    path: 'link',
    prefix: 'markdown.link.',
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'MarkdownOptions',
    path: 'image',
    prefix: 'markdown.image.',
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'MarkdownOptions',
    path: 'defaultCodeOverflow',
    prefix: 'markdown.defaultCodeOverflow.',
  },
  {
    page: 'api/config/config-build',
    module: '@rspress/shared',
    type: 'RouteOptions',
    prefix: 'route.',
  },
  // Theme config, including the fields of each locale entry.
  {
    page: 'api/config/config-theme',
    module: '@rspress/shared',
    type: 'ThemeConfig',
    prefix: 'themeConfig.',
  },
  {
    page: 'api/config/config-theme',
    module: '@rspress/shared',
    type: 'ThemeConfig',
    path: 'locales',
    prefix: 'themeConfig.locales[].',
  },
  {
    page: 'api/config/config-theme',
    module: '@rspress/shared',
    type: 'ThemeConfig',
    path: 'llmsUI',
    prefix: 'themeConfig.llmsUI.',
  },
  {
    page: 'api/config/config-theme',
    module: '@rspress/shared',
    type: 'ThemeConfig',
    path: 'lastUpdated',
    prefix: 'themeConfig.lastUpdated.',
  },
  // Frontmatter: the declared fields (the index signature `[key: string]: unknown` is not a field).
  { page: 'api/config/config-frontmatter', module: '@rspress/shared', type: 'FrontMatterMeta' },
  // Client API: the value exports of @rspress/core/runtime, components on their own page.
  {
    page: 'api/client-api/api-runtime',
    module: '@rspress/core/runtime',
    exports: true,
    filter: (name) => !isComponentName(name),
    fields: ['type'],
  },
  {
    page: 'api/client-api/api-components',
    module: '@rspress/core/runtime',
    exports: true,
    filter: isComponentName,
    fields: ['type'],
  },
  // Plugin API: every field of the plugin object, values and hooks alike.
  {
    page: 'plugin/system/plugin-api',
    module: '@rspress/shared',
    type: 'RspressPlugin',
    fields: ['type'],
  },
];

/**
 * Names that exist in the types but have no entry of their own, each with the reason.
 * `from:` excludes every export that a module re-exports from that package.
 */
export const EXCLUDED = [
  // `themeConfig` is an object whose every field has its own entry on config-theme.
  'api/config/config-basic themeConfig',
  // `export * from 'react-router-dom'`: a third-party router API (dozens of names) that
  // Rspress passes through unchanged; api-runtime has one section on it instead.
  'api/client-api/api-runtime from:react-router',
  'api/client-api/api-runtime from:react-router-dom',
  'api/client-api/api-components from:react-router',
  'api/client-api/api-components from:react-router-dom',
];

/**
 * Defaults the page states differently from the `@default` tag because the source says so.
 * Key: `<page> <option path>`; value: the default the page states, with why.
 */
export const DEFAULT_OVERRIDES = {
  // JSDoc says 'Rspress', but that is only the HTML template placeholder: the theme takes the
  // title from `site.title || locale title || ''` (theme/layout/Layout), so pages get no suffix.
  'api/config/config-basic title': "''",
  // checkLanguageParity.js runs the check when `languageParity` is an object and `enabled` is
  // not `false`; JSDoc `false` describes a config without `languageParity`.
  'api/config/config-basic languageParity.enabled': 'true',
  // JSDoc escapes `*/` inside the comment as `*\/`; the value in RouteService is '**/_[^_]*'.
  'api/config/config-build route.excludeConvention': "['**/_[^_]*']",
};

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
 * follow it before the next heading of level 1–3.
 */
export function documentedOptions(source) {
  const entries = [];
  let current = null;
  let fence = null;
  source.split('\n').forEach((text, index) => {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(text);
    if (fenceMatch) {
      if (!fence) fence = fenceMatch[1];
      else if (text.trim().startsWith(fence)) fence = null;
      return;
    }
    if (fence) return;
    const heading = /^(#{1,6})\s+(.*?)\s*(?:\{#([^}]+)\})?\s*$/.exec(text);
    if (heading && heading[1].length <= 3) {
      current = null;
      if (heading[1].length === 3) {
        const name = heading[2].replace(/`/g, '').trim();
        current = { name, id: heading[3] ?? null, line: index + 1, type: null, default: null };
        entries.push(current);
      }
      return;
    }
    if (!current) return;
    for (const [field, pattern] of Object.entries(LABELS)) {
      const match = pattern.exec(text.trim());
      if (match && current[field] === null) current[field] = match[1].trim();
    }
  });
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

function createProgram(modules) {
  const files = modules.map((m) => require.resolve(m).replace(/\.js$/, '.d.ts'));
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

/** Map page → Map name → { default? } from the mapping rows. */
export function expectedOptions(mapping = MAPPING, excluded = EXCLUDED) {
  const modules = [...new Set(mapping.map((row) => row.module))];
  const { checker, program } = loadProgram(modules);
  const moduleSymbol = (name) => {
    const file = program.getSourceFile(require.resolve(name).replace(/\.js$/, '.d.ts'));
    return checker.getSymbolAtLocation(file);
  };
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
        const file = target.declarations?.[0]?.getSourceFile().fileName ?? '';
        const inModules = file.split('/node_modules/').pop();
        const pkg = file.includes('/node_modules/')
          ? /^((?:@[^/]+\/)?[^/]+)\//.exec(inModules)?.[1]
          : undefined;
        add(exp.name, { from: pkg });
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
  const { total, excluded, documented, perPage, problems } = checkApiCoverage(docsDir);
  console.log(
    `API coverage: ${total} options and exports in the types, ${documented} documented in en; ${excluded.length} excluded by the list in scripts/check-api-coverage.mjs.`,
  );
  for (const { page, expected, documented: done } of perPage)
    console.log(`  ${page}: ${expected} in the types, ${done} documented`);
  if (problems.length) {
    console.error(`\n${problems.length} problem(s):`);
    for (const problem of problems) console.error(`  ${problem}`);
    process.exit(1);
  }
}
