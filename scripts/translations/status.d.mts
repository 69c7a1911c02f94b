import type { PageRecord } from './lock.mjs';
import type { PageSection } from './sections.mjs';

export const SOURCE_LANG: string;
export const TRANSLATED_LANG: string;
export type SectionState = 'current' | 'stale' | 'untranslated';
export interface SectionStatus {
  id: string;
  status: SectionState;
  recorded?: string;
}
export interface HashedSection extends PageSection {
  id: string;
  hash: string;
}
export function sourceRoute(page: string, id?: string): string;
export function readSections(
  docsDir: string,
  lang: string,
  page: string,
): HashedSection[] | undefined;
export function comparePage(
  englishSections: HashedSection[],
  record: PageRecord | undefined,
): { sections: SectionStatus[]; orphans: { id: string; line: number }[] };
export function translationStatus(docsDir: string): {
  pages: { page: string; sections: SectionStatus[] }[];
  problems: string[];
  totals: Record<SectionState, number>;
};
