import { spawnSync } from 'node:child_process';
import { mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { LOCK_FILE_NAME, lockPath } from '../../lib/translations/lock.mjs';
import {
  comparePage,
  SOURCE_LANG,
  sourceRoute,
  TRANSLATED_LANGS,
  translationStatus,
} from '../../lib/translations/status.mjs';
import { resolvePage, syncAll, syncPage } from '../../scripts/translations/sync.mjs';
import { repoRoot } from '../shared/site-files';
import { writeTempTree } from '../shared/temp-docs';

/** The language the fixtures translate into: the site's first translated one. */
const [LANG] = TRANSLATED_LANGS;

const RECORDED = '2024-05-01';
const HASH = '0123456789abcdef';
const en = [
  '# Guide',
  '## Install {#install}',
  'Run the installer.',
  '## Configure {#configure}',
  'Edit the *config* file.',
  '## Deploy {#deploy}',
  'Upload the output.',
].join('\n');
const zh = [
  '# 指南',
  '## 安装 {#install}',
  '运行安装程序。',
  '## 配置 {#configure}',
  '编辑配置文件。',
  '## 部署 {#deploy}',
  '上传输出。',
].join('\n');

/** A docs folder with one translated page, recorded on RECORDED. */
function recordedDocs(): string {
  const dir = writeTempTree('translations', { 'en/guide.mdx': en, 'zh/guide.mdx': zh });
  syncPage(dir, LANG, 'guide', { date: RECORDED });
  return dir;
}

function write(dir: string, path: string, source: string) {
  mkdirSync(dirname(join(dir, path)), { recursive: true });
  writeFileSync(join(dir, path), source);
}

const editEnglish = (dir: string, from: string, to: string) =>
  write(dir, 'en/guide.mdx', readFileSync(join(dir, 'en/guide.mdx'), 'utf8').replace(from, to));

const states = (dir: string) =>
  Object.fromEntries(
    translationStatus(dir, LANG).pages[0].sections.map(({ id, status }) => [id, status]),
  );

function cli(dir: string, ...args: string[]) {
  return spawnSync('node', [join(repoRoot, 'scripts/translations/cli.mjs'), ...args], {
    encoding: 'utf8',
    env: { ...process.env, TRANSLATIONS_DOCS_DIR: dir },
  });
}

describe('translation status', () => {
  it('is up to date for every section right after a sync', () => {
    const dir = recordedDocs();
    const status = translationStatus(dir, LANG);
    expect(status.problems).toEqual([]);
    expect(status.pages).toEqual([
      {
        page: 'guide',
        sections: ['install', 'configure', 'deploy'].map((id) => ({
          id,
          status: 'current',
          recorded: RECORDED,
        })),
      },
    ]);
  });

  it('marks exactly the section whose English text changed as stale', () => {
    const dir = recordedDocs();
    editEnglish(dir, 'Edit the *config* file.', 'Edit the config file, then restart.');
    expect(states(dir)).toEqual({ install: 'current', configure: 'stale', deploy: 'current' });
    expect(translationStatus(dir, LANG).totals).toEqual({ current: 2, stale: 1, untranslated: 0 });
  });

  it('ignores whitespace and emphasis changes', () => {
    const dir = recordedDocs();
    editEnglish(dir, 'Edit the *config* file.', 'Edit   the **config**\nfile.');
    editEnglish(dir, 'Run the installer.', '\nRun the _installer_.\n\n');
    expect(Object.values(states(dir))).toEqual(['current', 'current', 'current']);
  });

  it('clears a stale section on sync of that section, leaving the others as they were', () => {
    const dir = recordedDocs();
    editEnglish(dir, 'Run the installer.', 'Run the new installer.');
    editEnglish(dir, 'Upload the output.', 'Upload the output folder.');
    expect(syncPage(dir, LANG, 'guide', { section: 'install', date: '2024-06-01' })).toEqual([
      'install',
    ]);
    const status = translationStatus(dir, LANG).pages[0].sections;
    expect(status).toEqual([
      { id: 'install', status: 'current', recorded: '2024-06-01' },
      { id: 'configure', status: 'current', recorded: RECORDED },
      { id: 'deploy', status: 'stale', recorded: RECORDED },
    ]);
  });

  it('shows a new English section as untranslated', () => {
    const dir = recordedDocs();
    editEnglish(dir, '## Deploy {#deploy}', '## Test {#test}\nRun the tests.\n## Deploy {#deploy}');
    expect(states(dir)).toEqual({
      install: 'current',
      configure: 'current',
      test: 'untranslated',
      deploy: 'current',
    });
    // The Chinese page has no such section yet, so it cannot be recorded.
    expect(() => syncPage(dir, LANG, 'guide', { section: 'test' })).toThrow(
      'zh/guide.mdx has no section {#test}: translate it first',
    );
  });

  it('reports the record of a renamed anchor as orphaned, with its line', () => {
    const dir = recordedDocs();
    editEnglish(dir, '{#deploy}', '{#publish}');
    const status = translationStatus(dir, LANG);
    expect(states(dir).publish).toBe('untranslated');
    const lockLines = readFileSync(lockPath(dir, LANG), 'utf8').split('\n');
    const lockLine = lockLines.findIndex((line) => line.includes('"deploy"')) + 1;
    expect(status.problems).toHaveLength(1);
    expect(status.problems[0]).toContain(
      `${LOCK_FILE_NAME}:${lockLine}: orphaned record guide#deploy`,
    );
    // A whole-page sync after the translation is updated drops the orphan.
    write(dir, 'zh/guide.mdx', zh.replace('{#deploy}', '{#publish}'));
    syncPage(dir, LANG, 'guide');
    expect(translationStatus(dir, LANG).problems).toEqual([]);
  });

  it('reports a record for a page that no longer exists', () => {
    const dir = recordedDocs();
    const lock = readFileSync(lockPath(dir, LANG), 'utf8');
    writeFileSync(lockPath(dir, LANG), lock.replace('"guide"', '"old-guide"'));
    expect(translationStatus(dir, LANG).problems).toEqual([
      expect.stringContaining(`${LOCK_FILE_NAME}:2: orphaned record: en/old-guide is not a page`),
    ]);
  });

  it('reports a malformed record with its line', () => {
    const dir = recordedDocs();
    const lock = readFileSync(lockPath(dir, LANG), 'utf8');
    writeFileSync(
      lockPath(dir, LANG),
      lock.replace(`"recorded": "${RECORDED}"`, '"recorded": "May"'),
    );
    expect(translationStatus(dir, LANG).problems).toEqual([
      expect.stringContaining(`${LOCK_FILE_NAME}:3: guide#install must be`),
    ]);
    writeFileSync(lockPath(dir, LANG), lock.replace('},', '}'));
    expect(translationStatus(dir, LANG).problems[0]).toMatch(
      new RegExp(`${LOCK_FILE_NAME}:\\d+: `),
    );
  });

  it('keeps the record when a page changes from .mdx to .md', () => {
    const dir = recordedDocs();
    renameSync(join(dir, 'en/guide.mdx'), join(dir, 'en/guide.md'));
    renameSync(join(dir, 'zh/guide.mdx'), join(dir, 'zh/guide.md'));
    expect(translationStatus(dir, LANG)).toMatchObject({
      problems: [],
      totals: { current: 3, stale: 0, untranslated: 0 },
    });
  });

  it('records every page afresh with sync --all, dropping the records of removed pages', () => {
    const dir = recordedDocs();
    write(dir, 'en/other.mdx', '# Other\n## Part {#part}\nText.');
    write(dir, 'zh/other.mdx', '# 其他\n## 部分 {#part}\n文字。');
    syncPage(dir, LANG, 'other', { date: RECORDED });
    rmSync(join(dir, 'en/other.mdx'));
    expect(translationStatus(dir, LANG).problems).toHaveLength(1);
    expect(syncAll(dir, LANG, { date: RECORDED })).toEqual({ pages: 1, sections: 3 });
    expect(translationStatus(dir, LANG).problems).toEqual([]);
  });

  it('finds a page by route, file or language path', () => {
    const dir = recordedDocs();
    for (const name of ['guide', '/zh/guide', 'docs/en/guide.mdx', 'guide.mdx'])
      expect(resolvePage(dir, name)).toEqual({ lang: LANG, page: 'guide' });
    expect(() => resolvePage(dir, 'nothing')).toThrow('No page "nothing"');
  });
});

describe('translations command', () => {
  it('lists every section, prints a summary and passes with stale sections', () => {
    const dir = recordedDocs();
    editEnglish(dir, 'Run the installer.', 'Run the new installer.');
    const result = cli(dir);
    expect(result.status).toBe(0);
    expect(result.stdout).toMatch(/! install\s+stale\s+recorded 2024-05-01 {2}\/guide#install/);
    expect(result.stdout).toMatch(/ {3}configure\s+up to date\s+recorded 2024-05-01\n/);
    const summary = cli(dir, '--summary');
    expect(summary.stdout.trim().split('\n')).toEqual([
      'Translations: 2 sections up to date, 1 stale, 0 untranslated in 1 pages (zh from en).',
    ]);
    const json = JSON.parse(cli(dir, '--json').stdout);
    expect(json).toMatchObject([{ lang: LANG, totals: { current: 2, stale: 1, untranslated: 0 } }]);
  });

  it('fails on an orphaned record and names it', () => {
    const dir = recordedDocs();
    editEnglish(dir, '{#deploy}', '{#publish}');
    const result = cli(dir, '--summary');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('orphaned record guide#deploy');
  });

  it('records a section with sync', () => {
    const dir = recordedDocs();
    editEnglish(dir, 'Run the installer.', 'Run the new installer.');
    const result = cli(dir, 'sync', 'guide', '#install');
    expect(result.stdout).toBe(`Recorded ${LANG}/guide: #install.\n`);
    expect(translationStatus(dir, LANG).totals.stale).toBe(0);
    expect(cli(dir, 'sync', 'guide#nothing').stderr).toContain(
      'en/guide.mdx has no section {#nothing}',
    );
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
        ['kept', { hash: HASH, recorded: RECORDED }],
        ['gone', { hash: HASH, recorded: RECORDED }],
        ['old', { hash: HASH, recorded: RECORDED, line: 7 }],
      ]),
    };
    const english = [{ id: 'kept', line: 1, text: '', hash: 'ffffffffffffffff' }];
    expect(comparePage(english, record)).toEqual({
      sections: [{ id: 'kept', status: 'stale', recorded: RECORDED }],
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
    syncPage(dir, 'zh', 'a', { date: RECORDED });
    writeFileSync(
      join(dir, 'en/a.mdx'),
      '# A\n## One {#one}\nx\n## Two {#two}\nchanged\n## Three {#three}\nz\n## Four {#four}\nw',
    );
    const status = translationStatus(dir, 'zh');
    expect(status.pages.map(({ page }) => page)).toEqual(['a']);
    expect(status.totals).toEqual({ current: 2, stale: 1, untranslated: 1 });
  });
});
