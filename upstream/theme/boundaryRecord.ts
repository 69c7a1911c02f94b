/**
 * What a build met of the boundary, kept beside the bundler's persistent cache. A build that takes
 * a module from that cache does not request or compile it again, so the boundary plugin's hooks
 * (./plugin.ts) see nothing of it: a second, unchanged `rspress build` would report every swap and
 * rewrite as never met. The record carries what the build that filled the cache met into the
 * builds that reuse it, and only while the installed theme and the boundary's own lists are what
 * they were; the boundary's files invalidate the cache itself (./plugin.ts, `buildDependencies`).
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';

export interface BoundaryRecord {
  /** The installed @rspress/core version and the swapped and rewritten paths, as one string. */
  key: string;
  /** Upstream modules whose swap was applied. */
  requested: string[];
  /** Upstream modules compiled with their source rewrite. */
  compiled: string[];
}

/** The key a record is valid under. */
export const recordKey = (
  coreVersion: string,
  swapped: readonly string[],
  rewritten: readonly string[],
): string => JSON.stringify({ coreVersion, swapped, rewritten });

/** The record at `path` if it was written under `key`; none when missing, stale or unreadable. */
export function readRecord(path: string, key: string): BoundaryRecord | undefined {
  if (!existsSync(path)) return undefined;
  try {
    const record = JSON.parse(readFileSync(path, 'utf8')) as BoundaryRecord;
    return record.key === key ? record : undefined;
  } catch {
    return undefined;
  }
}

export function writeRecord(path: string, record: BoundaryRecord): void {
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, `${JSON.stringify(record)}\n`);
}
