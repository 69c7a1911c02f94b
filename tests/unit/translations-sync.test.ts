// Recording translations (scripts/translations/sync.mjs): finding a page by any of its names,
// what a sync keeps, drops or restores, and the messages a maintainer reads from it and from the
// status.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { LOCK_FILE_NAME, lockPath, readLock } from '../../lib/translations/lock.mjs';
import { translationStatus } from '../../lib/translations/status.mjs';
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
