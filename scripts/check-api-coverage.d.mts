export interface MappingRow {
  page: string;
  module: string;
  type?: string;
  path?: string;
  prefix?: string;
  exports?: boolean;
  filter?: (name: string) => boolean;
  pick?: string[];
  omit?: string[];
  fields?: ('type' | 'default')[];
}
export interface DocumentedOption {
  name: string;
  id: string | null;
  line: number;
  type: string | null;
  default: string | null;
}
export const MAPPING: MappingRow[];
export const EXCLUDED: string[];
export const DEFAULT_OVERRIDES: Record<string, string>;
export function optionId(path: string): string;
export function documentedOptions(source: string): DocumentedOption[];
export function statedDefault(line: string | null): string | null;
export function normalizeValue(value: string): string;
export function compareOptions(args: {
  page: string;
  expected: Map<string, { default?: string }>;
  en: DocumentedOption[];
  zh: DocumentedOption[];
  fields?: ('type' | 'default')[];
}): string[];
export function expectedOptions(
  mapping?: MappingRow[],
  excluded?: string[],
): {
  pages: Map<string, Map<string, { default?: string; from?: string }>>;
  counts: { total: number; excluded: string[] };
};
export function checkApiCoverage(
  docsDir: string,
  mapping?: MappingRow[],
): {
  total: number;
  excluded: string[];
  documented: number;
  perPage: { page: string; expected: number; documented: number }[];
  problems: string[];
};
