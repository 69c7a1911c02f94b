import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@rstest/core';
import { lastCommitDates } from '../../plugins/commitDates';
import { makeTempRepo, type TempRepo } from '../shared/git-repo';

// Three commits at known dates (one made at +02:00), and one file never committed.
let repo: TempRepo;

beforeAll(() => {
  repo = makeTempRepo('commit-dates');
  repo.commit('a.md', 'one', '2024-01-02T03:04:05Z');
  repo.commit('b.md', 'two', '2024-02-03T04:05:06Z');
  repo.commit('a.md', 'three', '2024-03-04T01:06:07+02:00');
  writeFileSync(repo.file('new.md'), 'not committed yet');
});

afterAll(() => rmSync(repo.dir, { recursive: true, force: true }));

describe('lastCommitDates', () => {
  it('dates each file by its last commit, never by its modification time', () => {
    const outside = mkdtempSync(join(tmpdir(), 'commit-dates-outside-'));
    writeFileSync(join(outside, 'c.md'), 'in no repository');
    const files = ['a.md', 'b.md', 'new.md'].map(repo.file).concat(join(outside, 'c.md'));
    const dates = lastCommitDates(files, repo.dir);
    rmSync(outside, { recursive: true, force: true });
    expect(Object.fromEntries(dates)).toEqual({
      [repo.file('a.md')]: { instant: '2024-03-03T23:06:07.000Z', day: '2024-03-04' },
      [repo.file('b.md')]: { instant: '2024-02-03T04:05:06.000Z', day: '2024-02-03' },
    });
  });

  it('gives readers the day git prints for the file (%cs), not the UTC day', () => {
    for (const name of ['a.md', 'b.md']) {
      const cs = repo.git(['log', '-1', '--format=%cs', '--', name]).trim();
      expect(lastCommitDates([repo.file(name)], repo.dir).get(repo.file(name))?.day).toBe(cs);
    }
  });

  it('dates nothing in a shallow clone, where the oldest commit seems to add every file', () => {
    const clone = mkdtempSync(join(tmpdir(), 'commit-dates-shallow-'));
    try {
      execFileSync('git', ['clone', '-q', '--depth', '1', `file://${repo.dir}`, clone], {
        stdio: 'ignore',
      });
      writeFileSync(join(clone, 'new.md'), 'not committed in the clone either');
      const files = ['a.md', 'b.md', 'new.md'].map((name) => join(clone, name));
      expect(lastCommitDates(files, clone).size).toBe(0);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  });
});
