export type LintFor = (source: string, fileName: string) => unknown;
export interface TypographyFinding {
  line: number;
  column: number;
  old: string;
  new: string;
}
export function loadAutoCorrect(configPath?: string): Promise<LintFor>;
export function lintSource(lintFor: LintFor, source: string, fileName: string): TypographyFinding[];
