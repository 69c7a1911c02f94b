import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import type { PageDates } from '../../core/pageDates';
import { formatDay, pluginPageDates } from '../../plugins/pageDates';
import config from '../../rspress.config';
import { makeTempRepo, type TempRepo } from '../shared/git-repo';

// A docs folder in a repository: an English page and its translation committed on known days (one
// late in the evening at -05:00, already the next day in UTC), a translation record, and a page
// never committed.
let repo: TempRepo;
const lock = {
  'guide/a': {
    first: { hash: '0123456789abcdef', recorded: '2024-05-03' },
    second: { hash: 'fedcba9876543210', recorded: '2024-04-30' },
  },
};

beforeAll(() => {
  repo = makeTempRepo('page-dates');
  for (const folder of ['docs/en/guide', 'docs/zh/guide'])
    mkdirSync(repo.file(folder), { recursive: true });
  repo.commit('docs/en/guide/a.md', '# A\n', '2024-05-01T12:00:00Z');
  repo.commit('docs/zh/guide/a.md', '# 甲\n', '2024-06-09T23:30:00-05:00');
  repo.commit('docs/zh/translations.lock.json', JSON.stringify(lock), '2024-06-10T08:00:00Z');
  writeFileSync(repo.file('docs/en/guide/new.md'), '# New\n');
});

afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

/** The dates the plugin writes into a page's metadata when it compiles `file`. */
function datesOf(docsDir: string, file: string): PageDates | undefined {
  const plugin = pluginPageDates();
  plugin.config?.({ root: docsDir }, { addPlugin: () => {}, removePlugin: () => {} }, true);
  const remark = plugin.markdown?.remarkPlugins?.[0];
  if (!Array.isArray(remark)) throw new Error('page-dates has no remark plugin');
  const [attacher, holder] = remark as [
    (this: { data: () => object }, options: unknown) => (tree: unknown, file: object) => void,
    unknown,
  ];
  const data = { pageMeta: {} as { pageDates?: PageDates } };
  attacher.call({ data: () => data }, holder)({ type: 'root' }, { path: join(docsDir, file) });
  return data.pageMeta.pageDates;
}

const gitDay = (file: string) => repo.git(['log', '-1', '--format=%cs', '--', file]).trim();

describe('page dates', () => {
  it('is a plugin of the site', () => {
    expect((config.plugins ?? []).map((plugin) => plugin.name)).toContain('page-dates');
  });

  it('dates a page by the day git prints for its last commit, in the page language', () => {
    const en = datesOf(repo.file('docs'), 'en/guide/a.md');
    expect(en).toEqual({ updated: { day: gitDay('docs/en/guide/a.md'), text: 'May 1, 2024' } });
    const zh = datesOf(repo.file('docs'), 'zh/guide/a.md');
    expect(zh?.updated).toEqual({ day: '2024-06-09', text: '2024 年 6 月 9 日' });
    expect(zh?.updated?.day).toBe(gitDay('docs/zh/guide/a.md'));
  });

  it('gives a translation the earliest day its sections were recorded', () => {
    expect(datesOf(repo.file('docs'), 'zh/guide/a.md')?.translatedFrom).toEqual({
      day: '2024-04-30',
      text: '2024 年 4 月 30 日',
    });
  });

  it('dates no uncommitted page, and nothing in a shallow clone', () => {
    expect(datesOf(repo.file('docs'), 'en/guide/new.md')).toBeUndefined();
    const clone = mkdtempSync(join(tmpdir(), 'page-dates-shallow-'));
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, clone], {
        stdio: 'ignore',
      });
      expect(datesOf(join(clone, 'docs'), 'en/guide/a.md')).toBeUndefined();
      // The record still dates the translation: it is committed text, not history.
      expect(datesOf(join(clone, 'docs'), 'zh/guide/a.md')).toEqual({
        translatedFrom: { day: '2024-04-30', text: '2024 年 4 月 30 日' },
      });
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });

  it('writes days as readers of each language do, whatever the build machine’s time zone', () => {
    expect(formatDay('2026-01-09', 'en')).toBe('January 9, 2026');
    expect(formatDay('2026-01-09', 'zh')).toBe('2026 年 1 月 9 日');
  });
});
