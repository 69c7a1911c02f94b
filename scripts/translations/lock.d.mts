export const LOCK_FILE_NAME: string;
export interface SectionRecord {
  hash: string;
  recorded: string;
  line?: number;
}
export interface PageRecord {
  line: number;
  sections: Map<string, SectionRecord>;
}
export function readLock(path: string): {
  pages: Map<string, PageRecord>;
  problems: { line: number; message: string }[];
};
export function formatLock(pages: Map<string, PageRecord>): string;
export function writeLock(path: string, pages: Map<string, PageRecord>): void;
