/**
 * The one source of page dates for the build: the sitemap's <lastmod> and the "last updated" line
 * of the doc footer both read the last commit that changed a page's file from here.
 */
import { execFileSync } from 'node:child_process';
import { realpathSync } from 'node:fs';
import { join, resolve, sep } from 'node:path';

/** When a file last changed, as its last commit says. */
export interface CommitDate {
  /** The commit's instant in UTC, ISO 8601 (`2024-03-04T03:06:07.000Z`), for machines. */
  instant: string;
  /** The commit's day where it was committed (`git log --format=%cs`), for readers. */
  day: string;
}

const git = (cwd: string, args: string[]) =>
  execFileSync('git', ['-c', 'core.quotePath=false', ...args], {
    cwd,
    encoding: 'utf8',
    stdio: ['ignore', 'pipe', 'ignore'],
    maxBuffer: 64 * 1024 * 1024,
  });

/**
 * The date of the last commit that changed each of `files`, read from one `git log`. Files never
 * committed get none. Outside a repository, or in a shallow clone, every file gets none: there the
 * oldest commit present looks as if it added every file, so pages unchanged since would be dated by
 * it, a date nothing backs.
 */
export function lastCommitDates(files: string[], cwd: string): Map<string, CommitDate> {
  const dates = new Map<string, CommitDate>();
  let top: string;
  try {
    if (git(cwd, ['rev-parse', '--is-shallow-repository']).trim() !== 'false') return dates;
    top = resolve(git(cwd, ['rev-parse', '--show-toplevel']).trim());
  } catch {
    return dates;
  }
  // Git names files by their real path under the top folder; files outside the repository (a
  // build of a docs folder elsewhere) have no history here.
  const byRealPath = new Map(
    files
      .map((file) => [realpathSync(file), resolve(file)] as const)
      .filter(([real]) => real.startsWith(`${top}${sep}`)),
  );
  if (byRealPath.size === 0) return dates;
  // Newest first: the first commit that names a file is its last change. %cI keeps the offset the
  // commit was made with, so its first ten characters are the day `%cs` prints.
  const log = git(cwd, [
    'log',
    '--format=%x00%cI',
    '--name-only',
    '--no-renames',
    '--',
    ...byRealPath.keys(),
  ]);
  for (const record of log.split('\0').slice(1)) {
    const [date, ...names] = record.split('\n');
    for (const name of names) {
      const file = name && byRealPath.get(join(top, name));
      if (file && !dates.has(file)) {
        dates.set(file, { instant: new Date(date).toISOString(), day: date.slice(0, 10) });
      }
    }
  }
  return dates;
}
