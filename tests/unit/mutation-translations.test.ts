// The translation record's parts (lib/translations/*.mjs, scripts/translations/sync.mjs) with literal expectations, written
// for mutation testing (npm run test:mutation -- translations): the normalised text a hash is
// made of, the record file's format and its problems, page names and routes, and what a sync
// keeps, drops or restores.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { formatLock, LOCK_FILE_NAME, lockPath, readLock } from '../../lib/translations/lock.mjs';
import {
  normaliseSection,
  pageFile,
  pageNames,
  pageSections,
} from '../../lib/translations/sections.mjs';
import {
  comparePage,
  SOURCE_LANG,
  sourceRoute,
  TRANSLATED_LANGS,
  translationStatus,
} from '../../lib/translations/status.mjs';
import {
  resolvePage,
  syncAll,
  syncPage,
  today,
  translatedPages,
} from '../../scripts/translations/sync.mjs';
import { writeTempTree } from '../shared/temp-docs';

const HASH = '0123456789abcdef';
const DAY = '2024-05-01';
const fence = '```';

describe('normalised section text', () => {
  it('drops emphasis markers around words, keeps them inside words and when escaped', () => {
    expect(normaliseSection('Some **bold**, _em_ and ***both*** text.')).toBe(
      'Some bold, em and both text.',
    );
    expect(normaliseSection('snake_case, a * b, 2*3 and \\*literal\\*')).toBe(
      'snake_case, a * b, 2*3 and \\*literal\\*',
    );
  });

  it('reads words of any script and digits as words, and code spans of any length as code', () => {
    expect(normaliseSection('a**b and a__b')).toBe('a**b and a__b');
    expect(normaliseSection('**2** and *é* and _1_')).toBe('2 and é and 1');
    expect(normaliseSection('`a` *b* `c`')).toBe('`a` b `c`');
    expect(normaliseSection('``a ` *b*`` *c*')).toBe('``a ` *b*`` c');
    expect(normaliseSection('|---|\n| :---: |\na----b')).toBe('|---| | :---: | a----b');
  });

  it('writes every list bullet as a dash and every table rule as three dashes', () => {
    expect(normaliseSection('* one\n+ two\n  - three')).toBe('- one - two - three');
    expect(normaliseSection('| a | b |\n| ------ | :----: |')).toBe('| a | b | | --- | :---: |');
    // A line of dashes inside prose is not a table rule unless it is made only of rule characters.
    expect(normaliseSection('x ------ y')).toBe('x ------ y');
  });

  it('keeps inline code and code blocks as written, whitespace aside', () => {
    expect(normaliseSection('Use `**/*.md` and `a  _b_`, **then** stop.')).toBe(
      'Use `**/*.md` and `a _b_`, then stop.',
    );
    expect(
      normaliseSection(`Before **x**.\n${fence}js\nconst a = **b**;\n${fence}\nAfter _y_.`),
    ).toBe(`Before x. ${fence}js const a = **b**; ${fence} After y.`);
    expect(normaliseSection('  \n a \t\n\n b  \n')).toBe('a b');
  });

  it('ends a code span only at a run of as many backticks as opened it', () => {
    expect(normaliseSection('``a *b* c``')).toBe('``a *b* c``');
  });

  it('reads a bullet only at the start of a line, after any indentation', () => {
    expect(normaliseSection('  + b')).toBe('- b');
    expect(normaliseSection('x- y')).toBe('x- y');
  });

  it('reads a table rule only when the whole line is made of rule characters', () => {
    expect(normaliseSection('x ------')).toBe('x ------');
    expect(normaliseSection('------ y')).toBe('------ y');
  });

  it('keeps tilde code blocks as written, each block in its place', () => {
    expect(normaliseSection('~~~\nconst a = **b**;\n~~~')).toBe('~~~ const a = **b**; ~~~');
    expect(normaliseSection('*A*\n~~~\nB\n~~~\n*C*\n~~~\nD\n~~~')).toBe('A ~~~ B ~~~ C ~~~ D ~~~');
  });

  it('reads the lines of a paragraph together, so a code span may cross a line break', () => {
    expect(normaliseSection('`a\n*b*`')).toBe('`a *b*`');
  });
});

describe('page sections', () => {
  it('ends each section at the next `##` heading, the last at the end of the page', () => {
    const page = '# T\r\n## A {#a}\r\nOne.\r\n### Sub\r\n## B\r\nTwo.\r\n';
    expect(pageSections(page)).toEqual([
      { id: 'a', line: 2, text: '## A {#a}\nOne.\n### Sub' },
      { id: null, line: 5, text: '## B\nTwo.\n' },
    ]);
    expect(pageSections('# Only a title')).toEqual([]);
  });

  it('names pages without extension, leaving out fragments and other files', () => {
    const dir = writeTempTree('translation-pages', {
      'a.mdx': '',
      'b.md': '',
      'c.txt': '',
      'sub/d.mdx': '',
      'fragments/e.mdx': '',
      'sub/fragments/f.md': '',
    });
    expect(pageNames(dir)).toEqual(['a', 'b', 'sub/d']);
    expect(pageFile(dir, 'a')).toBe(join(dir, 'a.mdx'));
    expect(pageFile(dir, 'b')).toBe(join(dir, 'b.md'));
    expect(pageFile(dir, 'c')).toBeUndefined();
  });

  it('strips the extension of the file only, not of a folder named like one', () => {
    const dir = writeTempTree('translation-folder-ext', { 'v1.md/page.mdx': '' });
    expect(pageNames(dir)).toEqual(['v1.md/page']);
  });

  it('prefers the .mdx file when a page has both', () => {
    const dir = writeTempTree('translation-both', { 'a.md': '', 'a.mdx': '' });
    expect(pageFile(dir, 'a')).toBe(join(dir, 'a.mdx'));
  });
});

describe('record file format', () => {
  const record = (sections: [string, string][]) => ({
    line: 0,
    sections: new Map(sections.map(([id, recorded]) => [id, { hash: HASH, recorded }])),
  });

  it('writes an empty record, and leaves out pages without sections', () => {
    expect(formatLock(new Map())).toBe('{}\n');
    expect(formatLock(new Map([['a', record([])]]))).toBe('{}\n');
  });

  it('sorts pages by name and keeps sections in page order', () => {
    const pages = new Map([
      ['b', record([['z', DAY]])],
      ['a/c', record([['y', DAY]])],
      [
        'a',
        record([
          ['x', DAY],
          ['w', DAY],
        ]),
      ],
      ['a', record([['v', DAY]])],
    ]);
    expect(formatLock(pages)).toBe(
      [
        '{',
        '  "a": {',
        `    "v": { "hash": "${HASH}", "recorded": "${DAY}" }`,
        '  },',
        '  "a/c": {',
        `    "y": { "hash": "${HASH}", "recorded": "${DAY}" }`,
        '  },',
        '  "b": {',
        `    "z": { "hash": "${HASH}", "recorded": "${DAY}" }`,
        '  }',
        '}',
        '',
      ].join('\n'),
    );
    // In an order that is neither sorted nor reversed.
    const mixed = new Map([
      ['a/c', record([['y', DAY]])],
      ['b', record([['z', DAY]])],
      ['a', record([['v', DAY]])],
    ]);
    expect([...formatLock(mixed).matchAll(/^ {2}"([^"]+)"/gm)].map((match) => match[1])).toEqual([
      'a',
      'a/c',
      'b',
    ]);
    const two = new Map([
      [
        'p',
        record([
          ['x', DAY],
          ['w', DAY],
        ]),
      ],
    ]);
    expect(formatLock(two)).toBe(
      `{\n  "p": {\n    "x": { "hash": "${HASH}", "recorded": "${DAY}" },\n    "w": { "hash": "${HASH}", "recorded": "${DAY}" }\n  }\n}\n`,
    );
  });

  it('breaks a section over four lines when its line would pass 100 characters', () => {
    // 64 characters around the id: an id of 36 makes a line of 100, one of 37 a line of 101.
    const fits = 'i'.repeat(36);
    const long = 'i'.repeat(37);
    const line = `    "${fits}": { "hash": "${HASH}", "recorded": "${DAY}" }`;
    expect(line).toHaveLength(100);
    expect(formatLock(new Map([['p', record([[fits, DAY]])]]))).toBe(
      `{\n  "p": {\n${line}\n  }\n}\n`,
    );
    expect(formatLock(new Map([['p', record([[long, DAY]])]]))).toBe(
      `{\n  "p": {\n    "${long}": {\n      "hash": "${HASH}",\n      "recorded": "${DAY}"\n    }\n  }\n}\n`,
    );
  });
});

describe('record problems', () => {
  const lockOf = (text: string) => {
    const dir = writeTempTree('translation-lock', { [`zh/${LOCK_FILE_NAME}`]: text });
    return readLock(lockPath(dir, 'zh'));
  };

  it('reads a missing file as an empty record', () => {
    expect(readLock('/nonexistent/translations.lock.json')).toEqual({
      pages: new Map(),
      problems: [],
    });
  });

  it('reads each section with its line, and each page with the line of its key', () => {
    const { pages, problems } = lockOf(
      `{\n  "p": {\n    "a": { "hash": "${HASH}", "recorded": "${DAY}" },\n    "b": { "hash": "${HASH}", "recorded": "${DAY}" }\n  }\n}\n`,
    );
    expect(problems).toEqual([]);
    expect(pages).toEqual(
      new Map([
        [
          'p',
          {
            line: 2,
            sections: new Map([
              ['a', { hash: HASH, recorded: DAY, line: 3 }],
              ['b', { hash: HASH, recorded: DAY, line: 4 }],
            ]),
          },
        ],
      ]),
    );
  });

  it('names a record that is not an object, a page that is not one, and a bad section', () => {
    expect(lockOf('[]').problems).toEqual([
      { line: 1, message: 'the record must be an object of pages' },
    ]);
    expect(lockOf('{\n  "p": 1\n}').problems).toEqual([
      { line: 2, message: '"p" must be an object of sections' },
    ]);
    const bad = (value: string) =>
      lockOf(`{\n  "p": {\n    "s": ${value}\n  }\n}`).problems.map(({ line }) => line);
    const message = 'p#s must be { "hash": 16 hex digits, "recorded": "YYYY-MM-DD" }';
    expect(lockOf(`{\n  "p": {\n    "s": null\n  }\n}`).problems).toEqual([{ line: 3, message }]);
    for (const value of [
      `{ "hash": "${HASH}" }`,
      `{ "recorded": "${DAY}" }`,
      `{ "hash": 1, "recorded": "${DAY}" }`,
      `{ "hash": "${HASH}", "recorded": 20240501 }`,
      `{ "hash": "${HASH}0", "recorded": "${DAY}" }`,
      `{ "hash": "x${HASH}", "recorded": "${DAY}" }`,
      `{ "hash": "0123456789ABCDEF", "recorded": "${DAY}" }`,
      `{ "hash": "${HASH}", "recorded": "2024-5-01" }`,
      `{ "hash": "${HASH}", "recorded": "x2024-05-01" }`,
      `{ "hash": "${HASH}", "recorded": "2024-05-01x" }`,
      // Values that are not text, whose text would pass the patterns.
      `{ "hash": 1234567890123456, "recorded": "${DAY}" }`,
      `{ "hash": ["${HASH}"], "recorded": "${DAY}" }`,
      `{ "hash": "${HASH}", "recorded": ["${DAY}"] }`,
    ])
      expect({ value, lines: bad(value) }).toEqual({ value, lines: [3] });
    // The page is still read, without the bad section.
    expect(lockOf(`{\n  "p": {\n    "s": null\n  }\n}`).pages.get('p')?.sections.size).toBe(0);
  });

  it('reports a syntax error in one line, as the YAML parser words it', () => {
    expect(lockOf(`{\n  "p": {\n    "s": { "hash": "${HASH}" ,, }\n  }\n}`).problems).toEqual([
      { line: 3, message: 'Unexpected , in flow map' },
    ]);
  });

  it('reads a record written as YAML: a key that is not text, a section without a value', () => {
    // The record is JSON, which is YAML; a YAML key that is not text names the page "".
    expect(lockOf('? [a]\n: 1\n').problems).toEqual([
      { line: 1, message: '"" must be an object of sections' },
    ]);
    const { pages } = lockOf(`p:\n  ? [s]\n  : { hash: "${HASH}", recorded: "${DAY}" }\n`);
    expect([...(pages.get('p')?.sections.keys() ?? [])]).toEqual(['']);
    expect(lockOf('p:\n  s:\n').problems).toEqual([
      { line: 2, message: 'p#s must be { "hash": 16 hex digits, "recorded": "YYYY-MM-DD" }' },
    ]);
    // A key without a value in a flow map: the parser gives no value node at all.
    expect(lockOf('{\n  "p": {\n    "s"\n  }\n}').problems).toEqual([
      { line: 3, message: 'p#s must be { "hash": 16 hex digits, "recorded": "YYYY-MM-DD" }' },
    ]);
  });

  it('gives the line of a syntax error, and reads nothing else', () => {
    const result = lockOf(`{\n  "p": {\n    "s": { "hash": "${HASH}" ,, }\n  }\n}`);
    expect(result.problems.map(({ line }) => line)).toContain(3);
    expect(result.pages.size).toBe(0);
  });
});

describe('status parts', () => {
  it('gives the English route of a page and of a section', () => {
    expect([SOURCE_LANG, ...TRANSLATED_LANGS]).toEqual(['en', 'zh']);
    expect(sourceRoute('guide/start/introduction')).toBe('/guide/start/introduction');
    expect(sourceRoute('guide/start/introduction', 'install')).toBe(
      '/guide/start/introduction#install',
    );
    expect(sourceRoute('api/index')).toBe('/api/');
    expect(sourceRoute('index')).toBe('/');
    expect(sourceRoute('reindex')).toBe('/reindex');
    expect(sourceRoute('guide/indexing')).toBe('/guide/indexing');
  });

  it('gives an orphan without a line the line 0', () => {
    const record = {
      line: 0,
      sections: new Map([
        ['kept', { hash: HASH, recorded: DAY }],
        ['gone', { hash: HASH, recorded: DAY }],
        ['old', { hash: HASH, recorded: DAY, line: 7 }],
      ]),
    };
    const english = [{ id: 'kept', line: 1, text: '', hash: 'ffffffffffffffff' }];
    expect(comparePage(english, record)).toEqual({
      sections: [{ id: 'kept', status: 'stale', recorded: DAY }],
      orphans: [
        { id: 'gone', line: 0 },
        { id: 'old', line: 7 },
      ],
    });
    expect(comparePage(english, undefined)).toEqual({
      sections: [{ id: 'kept', status: 'untranslated' }],
      orphans: [],
    });
  });

  it('leaves out pages without sections that carry an id, and counts each state', () => {
    const dir = writeTempTree('translation-totals', {
      'en/a.mdx': '# A\n## One {#one}\nx\n## Two {#two}\ny\n## Three {#three}\nz',
      'zh/a.mdx': '# 甲\n## 一 {#one}\n甲\n## 二 {#two}\n乙\n## 三 {#three}\n丙',
      'en/b.mdx': '# B\n## No id\ntext',
    });
    syncPage(dir, 'zh', 'a', { date: DAY });
    writeFileSync(
      join(dir, 'en/a.mdx'),
      '# A\n## One {#one}\nx\n## Two {#two}\nchanged\n## Three {#three}\nz\n## Four {#four}\nw',
    );
    const status = translationStatus(dir, 'zh');
    expect(status.pages.map(({ page }) => page)).toEqual(['a']);
    expect(status.totals).toEqual({ current: 2, stale: 1, untranslated: 1 });
  });
});

describe('sync', () => {
  const en = '# G\n## One {#one}\nFirst.\n## Two {#two}\nSecond.';
  const zh = '# 指\n## 一 {#one}\n第一。\n## 二 {#two}\n第二。';

  it('finds a page by any of its names, an index page by its folder', () => {
    const dir = writeTempTree('translation-resolve', {
      'en/index.mdx': en,
      'en/guide/index.md': en,
      'en/guide/page.mdx': en,
      'en/guide/docs/page.mdx': en,
      'en/v1.md/page.mdx': en,
    });
    expect(resolvePage(dir, '/').page).toBe('index');
    expect(resolvePage(dir, '/guide/').page).toBe('guide/index');
    expect(resolvePage(dir, '/zh/guide/').page).toBe('guide/index');
    expect(resolvePage(dir, 'docs/zh/guide/index.md').page).toBe('guide/index');
    expect(resolvePage(dir, '//en/guide/page.mdx').page).toBe('guide/page');
    expect(() => resolvePage(dir, 'guide/other')).toThrow(
      `No page "guide/other" in ${join(dir, 'en')}`,
    );
    // Only a leading docs/ and a trailing extension are dropped.
    expect(resolvePage(dir, 'zh/guide/docs/page').page).toBe('guide/docs/page');
    expect(resolvePage(dir, 'zh/v1.md/page').page).toBe('v1.md/page');
    // Only a leading language folder is read as one.
    expect(() => resolvePage(dir, 'guide/en/page')).toThrow('No page "guide/en/page"');
  });

  it('refuses a page missing in one language, and a malformed record, naming the line', () => {
    const dir = writeTempTree('translation-refuse', { 'en/g.mdx': en, 'zh/other.mdx': zh });
    expect(() => syncPage(dir, 'zh', 'g')).toThrow('g must exist in both en/ and zh/');
    writeFileSync(join(dir, 'zh/g.mdx'), zh);
    writeFileSync(lockPath(dir, 'zh'), '{\n  "g": 1\n}');
    expect(() => syncPage(dir, 'zh', 'g')).toThrow(`:2: "g" must be an object of sections`);
  });

  it('keeps the other records on a section sync, and starts afresh on a page sync', () => {
    const dir = writeTempTree('translation-keep', { 'en/g.mdx': en, 'zh/g.mdx': zh });
    syncPage(dir, 'zh', 'g', { date: DAY });
    // The English page renames a section: its old record stays until a whole-page sync.
    writeFileSync(join(dir, 'en/g.mdx'), en.replace('{#two}', '{#deux}'));
    writeFileSync(join(dir, 'zh/g.mdx'), zh.replace('{#two}', '{#deux}'));
    expect(syncPage(dir, 'zh', 'g', { section: 'one', date: '2024-06-01' })).toEqual(['one']);
    const sections = () => [...(readLock(lockPath(dir, 'zh')).pages.get('g')?.sections ?? [])];
    expect(sections().map(([id, { recorded }]) => [id, recorded])).toEqual([
      ['one', '2024-06-01'],
      ['two', DAY],
    ]);
    // A later section recorded alone keeps its place after the earlier ones.
    expect(syncPage(dir, 'zh', 'g', { section: 'deux', date: '2024-06-02' })).toEqual(['deux']);
    expect(sections().map(([id, { recorded }]) => [id, recorded])).toEqual([
      ['one', '2024-06-01'],
      ['deux', '2024-06-02'],
      ['two', DAY],
    ]);
    expect(syncPage(dir, 'zh', 'g', { date: '2024-07-01' })).toEqual(['one', 'deux']);
    expect(sections().map(([id, { recorded }]) => [id, recorded])).toEqual([
      ['one', '2024-07-01'],
      ['deux', '2024-07-01'],
    ]);
  });

  it('records today in UTC by default', () => {
    expect(today()).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    const now = new Date();
    const utc = [now.getUTCFullYear(), now.getUTCMonth() + 1, now.getUTCDate()]
      .map((part) => String(part).padStart(2, '0'))
      .join('-');
    expect(today()).toBe(utc);
    const dir = writeTempTree('translation-today', { 'en/g.mdx': en, 'zh/g.mdx': zh });
    syncPage(dir, 'zh', 'g');
    expect(readLock(lockPath(dir, 'zh')).pages.get('g')?.sections.get('one')?.recorded).toBe(utc);
  });

  it('lists the pages of both languages, and leaves the record as it was when one fails', () => {
    const dir = writeTempTree('translation-all', {
      'en/a.mdx': en,
      'zh/a.mdx': zh,
      'en/b.mdx': en,
      'zh/b.mdx': zh.replace('{#two}', '{#other}'),
      'en/c.mdx': en,
    });
    expect(translatedPages(dir, 'zh')).toEqual(['a', 'b']);
    const record = lockPath(dir, 'zh');
    expect(() => syncAll(dir, 'zh')).toThrow('has no section {#two}');
    expect(existsSync(record)).toBe(false);
    syncPage(dir, 'zh', 'a', { date: DAY });
    const before = readFileSync(record, 'utf8');
    expect(() => syncAll(dir, 'zh')).toThrow('has no section {#two}');
    expect(readFileSync(record, 'utf8')).toBe(before);
  });
});

describe('the messages a maintainer reads', () => {
  const record = (dir: string) => relative(process.cwd(), lockPath(dir, 'zh'));

  it('names each orphaned record with its file, line and the command that fixes it', () => {
    const dir = writeTempTree('translation-orphans', {
      'en/guide/a.mdx': '# A\n## One {#one}\nx\n## Deux {#deux}\ny',
      'zh/guide/a.mdx': '# 甲\n## 一 {#one}\n甲\n## 二 {#deux}\n乙',
      [`zh/${LOCK_FILE_NAME}`]: [
        '{',
        '  "gone": {',
        `    "s": { "hash": "${HASH}", "recorded": "${DAY}" }`,
        '  },',
        '  "guide/a": {',
        `    "one": { "hash": "${HASH}", "recorded": "${DAY}" },`,
        `    "two": { "hash": "${HASH}", "recorded": "${DAY}" }`,
        '  }',
        '}',
      ].join('\n'),
    });
    expect(translationStatus(dir, 'zh')).toEqual({
      lang: 'zh',
      pages: [
        {
          page: 'guide/a',
          sections: [
            { id: 'one', status: 'stale', recorded: DAY },
            { id: 'deux', status: 'untranslated' },
          ],
        },
      ],
      problems: [
        `${record(dir)}:2: orphaned record: en/gone is not a page`,
        `${record(dir)}:7: orphaned record guide/a#two: the English page has no section with this id (renamed or removed); update the translation, then run \`npm run translations -- sync zh/guide/a\``,
      ],
      totals: { current: 0, stale: 1, untranslated: 1 },
    });
  });

  it('relays a malformed record with its file and line', () => {
    const dir = writeTempTree('translation-malformed', {
      'en/g.mdx': '# G\n## One {#one}\nx',
      'zh/g.mdx': '# 指\n## 一 {#one}\n甲',
      [`zh/${LOCK_FILE_NAME}`]: '{\n  "g": {\n    "one": null\n  }\n}\n',
    });
    const message = 'g#one must be { "hash": 16 hex digits, "recorded": "YYYY-MM-DD" }';
    expect(translationStatus(dir, 'zh').problems).toEqual([`${record(dir)}:3: ${message}`]);
    expect(() => syncPage(dir, 'zh', 'g')).toThrow(`${record(dir)}:3: ${message}`);
  });

  it('names the sections a sync cannot record, in the file the reader opens', () => {
    const dir = writeTempTree('translation-missing', {
      'en/g.mdx': '# G\n## One {#one}\nx\n## Two {#two}\ny\n## Three {#three}\nz',
      'zh/g.md': '# 指\n## 一 {#one}\n甲',
    });
    expect(() => syncPage(dir, 'zh', 'g')).toThrow(
      `${relative(process.cwd(), join(dir, 'zh/g.md'))} has no section {#two}, {#three}: translate it first`,
    );
    expect(() => syncPage(dir, 'zh', 'g', { section: 'nope' })).toThrow(
      `${relative(process.cwd(), join(dir, 'en/g.mdx'))} has no section {#nope}`,
    );
    expect(syncPage(dir, 'zh', 'g', { section: 'one', date: DAY })).toEqual(['one']);
  });

  it('asks for the language when the site has several, and takes the one named', () => {
    const dir = writeTempTree('translation-langs', {
      'en/guide/page.mdx': '# P',
      'en/guide/page/index.md': '# I',
    });
    expect(() => resolvePage(dir, 'guide/page', ['zh', 'fr'])).toThrow(
      'Name the language of "guide/page": zh/…, fr/…',
    );
    expect(resolvePage(dir, 'fr/guide/page', ['zh', 'fr'])).toEqual({
      lang: 'fr',
      page: 'guide/page',
    });
    expect(resolvePage(dir, '/zh/guide/page/', ['zh', 'fr'])).toEqual({
      lang: 'zh',
      page: 'guide/page/index',
    });
  });

  it('counts the pages and sections a whole sync records', () => {
    const dir = writeTempTree('translation-counts', {
      'en/a.mdx': '# A\n## One {#one}\nx\n## Two {#two}\ny',
      'zh/a.mdx': '# 甲\n## 一 {#one}\n甲\n## 二 {#two}\n乙',
      'en/b.md': '# B\n## Three {#three}\nz\n## No id\nw',
      'zh/b.md': '# 乙\n## 三 {#three}\n丙',
      'en/c.md': '# C\n## Four {#four}\nv',
    });
    expect(syncAll(dir, 'zh', { date: DAY })).toEqual({ pages: 2, sections: 3 });
    // Every record carries the date given.
    expect(readFileSync(lockPath(dir, 'zh'), 'utf8').match(/"recorded": "[^"]+"/g)).toEqual([
      `"recorded": "${DAY}"`,
      `"recorded": "${DAY}"`,
      `"recorded": "${DAY}"`,
    ]);
  });
});
