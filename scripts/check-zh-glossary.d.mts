export const glossaryPath: string;
export interface GlossaryEntry {
  concept: string;
  use: string;
  why: string;
  reject: { variant: string; pattern: RegExp }[];
  allow: { file: string; text: string; why: string }[];
}
export interface GlossaryFinding {
  line: number;
  column: number;
  found: string;
  concept: string;
  use: string;
}
export function parseGlossary(text: string): GlossaryEntry[];
export function checkGlossary(
  source: string,
  glossary: GlossaryEntry[],
  file?: string,
): GlossaryFinding[];
