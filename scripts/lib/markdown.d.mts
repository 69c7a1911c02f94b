export interface SourceLine {
  line: string;
  number: number;
  kind: 'frontmatter' | 'code' | 'text';
}
export function markdownFiles(dir: string): string[];
export function classifyLines(source: string): SourceLine[];
export function proseLines(source: string): string[];
export function headings(source: string): { level: number; text: string; line: number }[];
export function readWordList(text: string): string[];
