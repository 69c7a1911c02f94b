export interface PageOutline {
  headings: { level: number; id: string | null; line: number }[];
  codeBlocks: number;
  images: string[];
}
export function pageOutline(source: string): PageOutline;
export function compareOutlines(en: PageOutline, zh: PageOutline): string[];
export function checkParity(docsDir: string): { pages: number; report: Map<string, string[]> };
