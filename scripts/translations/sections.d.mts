export interface PageSection {
  id: string | null;
  line: number;
  text: string;
}
export function pageSections(source: string): PageSection[];
export function normaliseSection(text: string): string;
export function sectionHash(text: string): string;
export function pageNames(dir: string): string[];
export function pageFile(dir: string, page: string): string | undefined;
