import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  checkApiCoverage,
  documentedOptions,
  type MappingRow,
  optionId,
} from '../../scripts/check-api-coverage.mjs';

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
