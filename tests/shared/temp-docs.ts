/** A throwaway folder with the given files, for tests that run a check or a build on it. */
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';

/** Writes `files` (path relative to the folder → content) into a new temporary folder. */
export function writeTempTree(prefix: string, files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), `${prefix}-`));
  for (const [path, content] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), content);
  }
  return dir;
}
