/** A throwaway Git repository whose commits carry the dates a test gives them. */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export interface TempRepo {
  dir: string;
  /** The full path of a file in the repository. */
  file: (name: string) => string;
  /** Writes `name` and commits it at `date` (author and committer). */
  commit: (name: string, text: string, date: string) => void;
  /** Runs git in the repository and returns what it printed. */
  git: (args: string[]) => string;
}

export function makeTempRepo(prefix: string): TempRepo {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  const run = (args: string[], date?: string) =>
    execFileSync('git', args, {
      cwd: dir,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
      env: {
        ...process.env,
        GIT_AUTHOR_NAME: 'test',
        GIT_AUTHOR_EMAIL: 'test@example.com',
        GIT_COMMITTER_NAME: 'test',
        GIT_COMMITTER_EMAIL: 'test@example.com',
        ...(date && { GIT_AUTHOR_DATE: date, GIT_COMMITTER_DATE: date }),
      },
    });
  run(['init', '-q']);
  const file = (name: string) => join(dir, name);
  return {
    dir,
    file,
    commit(name, text, date) {
      writeFileSync(file(name), text);
      run(['add', name]);
      run(['commit', '-q', '-m', `edit ${name}`], date);
    },
    git: (args) => run(args),
  };
}
