import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  checkApiCoverage,
  checkEntryPoints,
  checkSchemas,
  codeSpanNames,
  documentedOptions,
  ENTRY_POINTS,
  entryPointExports,
  type MappingRow,
  optionId,
  schemaKinds,
} from '../../scripts/api-coverage/index.mjs';

// A small real type: `mediumZoom` of UserConfig has the fields `selector` and `options`.
const mapping: MappingRow[] = [
  { page: 'fx/zoom', module: '@rspress/shared', type: 'UserConfig', path: 'mediumZoom' },
];

const entry = (name: string, lang: 'en' | 'zh') =>
  [
    `### ${name} {#${optionId(name)}}`,
    '',
    lang === 'en' ? '- Type: `string`' : '- 类型：`string`',
    lang === 'en' ? '- Default: `undefined`' : '- 默认值：`undefined`',
    '',
  ].join('\n');

function page(names: string[], lang: 'en' | 'zh'): string {
  const title = lang === 'en' ? '# Zoom' : '# 缩放';
  return [title, '', '## Options {#options}', '', ...names.map((n) => entry(n, lang))].join('\n');
}

function docs(en: string[], zh: string[] = en): string {
  const dir = mkdtempSync(join(tmpdir(), 'api-coverage-'));
  for (const [lang, names] of [
    ['en', en],
    ['zh', zh],
  ] as const) {
    const file = join(dir, lang, 'fx/zoom.mdx');
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, page(names, lang));
  }
  return dir;
}

const both = ['mediumZoom.selector', 'mediumZoom.options'];

describe('API coverage check', () => {
  it('reads entries with list or bold labels, ignoring headings in code', () => {
    const source = [
      '### base {#base}',
      '- Type: `string`',
      '- Default: `/`',
      '```md',
      '### not an entry',
      '```',
      '### name {#name}',
      '**类型：**`string`',
    ].join('\n');
    expect(documentedOptions(source)).toEqual([
      { name: 'base', id: 'base', line: 1, type: '`string`', default: '`/`' },
      { name: 'name', id: 'name', line: 7, type: '`string`', default: null },
    ]);
  });

  it('passes when every option is documented in both languages', () => {
    const result = checkApiCoverage(docs(both), mapping);
    expect(result.problems).toEqual([]);
    expect(result.perPage).toEqual([{ page: 'fx/zoom', expected: 2, documented: 2 }]);
  }, 120_000); // the first call builds the TypeScript program

  it('fails on an undocumented option, naming it', () => {
    const { problems } = checkApiCoverage(docs(['mediumZoom.selector']), mapping);
    expect(problems).toContain('docs/en/fx/zoom.mdx: "mediumZoom.options" is not documented');
    expect(problems).toContain('docs/zh/fx/zoom.mdx: "mediumZoom.options" is not documented');
  });

  it('fails on a documented option that does not exist, naming it', () => {
    const { problems } = checkApiCoverage(docs([...both, 'mediumZoom.margin']), mapping);
    expect(problems).toContain(
      'docs/en/fx/zoom.mdx:15: "mediumZoom.margin" is documented but does not exist',
    );
  });

  it('fails when the en and zh pages list different options, naming them', () => {
    const { problems } = checkApiCoverage(docs(both, ['mediumZoom.selector']), mapping);
    expect(problems).toContain('fx/zoom: "mediumZoom.options" is in en but not in zh');
  });

  it('fails on an entry with the wrong id or a default that the type contradicts', () => {
    // `mediumZoom` itself is `boolean | { … }` with `@default true`.
    const names = ['mediumZoom', ...both];
    const dir = docs(names);
    const wrong = page(names, 'en')
      .replace('- Default: `undefined`', '- Default: `false`')
      .replace('{#medium-zoom-options}', '{#options-of-zoom}');
    writeFileSync(join(dir, 'en', 'fx/zoom.mdx'), wrong);
    const rows: MappingRow[] = [
      { page: 'fx/zoom', module: '@rspress/shared', type: 'UserConfig', pick: ['mediumZoom'] },
      ...mapping,
    ];
    const { problems } = checkApiCoverage(dir, rows);
    expect(problems).toContain(
      'docs/en/fx/zoom.mdx:5: "mediumZoom" states the default false, the type says true',
    );
    expect(problems).toContain(
      'docs/en/fx/zoom.mdx:15: "mediumZoom.options" needs the id {#medium-zoom-options}, not {#options-of-zoom}',
    );
  });

  it('passes on the real docs', () => {
    const result = checkApiCoverage(resolve(import.meta.dirname, '../../docs'));
    expect(result.problems).toEqual([]);
    expect(result.documented).toBe(result.total);
    for (const { page, expected, documented } of result.perPage)
      expect(documented, page).toBe(expected);
  }, 120_000);
});

describe('API coverage of the entry points and JSON schemas', () => {
  /** Docs with one page per language that names `names` in a table, one row each. */
  function entryDocs(names: string[], page = 'fx/entry'): string {
    const dir = mkdtempSync(join(tmpdir(), 'api-entry-'));
    for (const lang of ['en', 'zh']) {
      const file = join(dir, lang, `${page}.mdx`);
      mkdirSync(dirname(file), { recursive: true });
      const rows = names.map((n) => `| \`${n}\` | what it is for |`);
      writeFileSync(file, ['# Entry', '', '| Name | Use |', '| --- | --- |', ...rows].join('\n'));
    }
    return dir;
  }

  it('reads names from code spans and whole-name headings, not from code blocks', () => {
    const source = [
      '### usePage {#use-page}',
      'Call `useEditLink()` inside `<Layout />`.',
      '```tsx',
      'const x = `Hidden`;',
      '```',
      '## What composes a page {#parts}',
    ].join('\n');
    expect([...codeSpanNames(source).keys()]).toEqual(['usePage', 'useEditLink', 'Layout']);
  });

  // Every checked entry point: the fixture page names all its exports but one, which must be reported.
  for (const spec of ENTRY_POINTS) {
    it(`reports an undocumented export of ${spec.entry} with file and name, in both languages`, () => {
      const exports = entryPointExports(spec.entry).map((e) => e.name);
      const [left, ...rest] = exports;
      const one = [{ entry: spec.entry, pages: { 'fx/entry': rest } }];
      const { problems, report } = checkEntryPoints(entryDocs(rest), one, {
        checkExportsMap: false,
      });
      expect(problems).toContain(
        `lib/api-coverage/data.mjs: ${report[0].entry} exports "${left}", which is on no page and not excluded`,
      );
      const listed = [{ entry: spec.entry, pages: { 'fx/entry': exports } }];
      const second = checkEntryPoints(entryDocs(rest), listed, { checkExportsMap: false });
      for (const lang of ['en', 'zh'])
        expect(second.problems).toContain(
          `docs/${lang}/fx/entry.mdx: "${left}" (${report[0].entry}) is not documented: no code span names it`,
        );
      expect(second.report[0].missing).toEqual({ en: 1, zh: 1 });
      expect(
        checkEntryPoints(entryDocs(exports), listed, { checkExportsMap: false }).problems,
      ).toEqual([]);
    }, 120_000);
  }

  it('fails on an exclusion or a listed name that the package does not export', () => {
    const names = entryPointExports('./shiki-transformers').map((e) => e.name);
    const data = [
      {
        entry: './shiki-transformers',
        pages: { 'fx/entry': [...names, 'transformerGone'] },
        excluded: { transformerOld: 'deprecated' },
      },
    ];
    const { problems } = checkEntryPoints(entryDocs(names), data, { checkExportsMap: false });
    expect(problems).toContain(
      'lib/api-coverage/data.mjs: @rspress/core/shiki-transformers does not export "transformerGone"',
    );
    expect(problems).toContain(
      'lib/api-coverage/data.mjs: @rspress/core/shiki-transformers does not export "transformerOld"',
    );
  });

  it('fails on an entry point of the exports map that the data does not mention', () => {
    const { problems } = checkEntryPoints(entryDocs([]), [], { otherExports: {} });
    expect(problems).toContain(
      'lib/api-coverage/data.mjs: @rspress/core exports "./theme", which is neither an entry point nor in OTHER_EXPORTS',
    );
  });

  it('reads the item kinds of the shipped schemas', () => {
    const kinds = schemaKinds({
      $ref: '#/definitions/List',
      definitions: {
        List: { type: 'array', items: { $ref: '#/definitions/Item' } },
        Item: { anyOf: [{ $ref: '#/definitions/Leaf' }, { type: 'string' }] },
        Leaf: {
          type: 'object',
          properties: { type: { const: 'leaf' }, name: {}, label: {} },
          required: ['type', 'name'],
        },
      },
    });
    expect(kinds).toEqual([{ key: 'leaf', required: ['name', 'type'], optional: ['label'] }]);
  });

  it('fails on a schema row that leaves out a field, naming file, line and kind', () => {
    const dir = mkdtempSync(join(tmpdir(), 'api-schema-'));
    const rows = ['| Kind | Required | Other |', '| --- | --- | --- |', '| `divider` | `type` | |'];
    for (const lang of ['en', 'zh']) {
      mkdirSync(join(dir, lang, 'fx'), { recursive: true });
      writeFileSync(join(dir, lang, 'fx/schema.mdx'), rows.join('\n'));
    }
    const { problems } = checkSchemas(dir, [{ file: 'meta-json-schema.json', page: 'fx/schema' }]);
    expect(problems).toContain(
      'docs/en/fx/schema.mdx:3: the row of "divider" (meta-json-schema.json) does not list its fields: required type; other dashed',
    );
    expect(problems).toContain(
      'docs/zh/fx/schema.mdx: "file" of meta-json-schema.json has no table row (required name, type; other context, icon, label, overviewHeaders, tag)',
    );
  });

  it('passes on the real docs: every export and schema kind documented or excluded', () => {
    const docsDir = resolve(import.meta.dirname, '../../docs');
    const entries = checkEntryPoints(docsDir);
    expect(entries.problems).toEqual([]);
    for (const r of entries.report) {
      expect(r.missing, r.entry).toEqual({ en: 0, zh: 0 });
      expect(r.documented + r.excluded, r.entry).toBe(r.exports);
    }
    expect(checkSchemas(docsDir).problems).toEqual([]);
  }, 120_000);
});
