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
export type PageItem = string | ((name: string) => boolean);
export interface EntryPointSpec {
  entry: string;
  pages?: Record<string, PageItem[]>;
  excluded?: Record<string, string>;
  excludedFrom?: Record<string, string>;
}
export interface EntryPointReport {
  entry: string;
  exports: number;
  documented: number;
  excluded: number;
  missing: { en: number; zh: number };
}
export interface SchemaKind {
  key: string;
  required: string[];
  optional: string[];
}
export const ENTRY_POINTS: EntryPointSpec[];
export const OTHER_EXPORTS: Record<string, string>;
export const SCHEMAS: { file: string; page: string }[];
export function entryPointExports(entry: string): { name: string; from?: string }[];
export function codeSpanNames(source: string): Map<string, number>;
export function checkEntryPoints(
  docsDir: string,
  entryPoints?: EntryPointSpec[],
  options?: { otherExports?: Record<string, string>; checkExportsMap?: boolean },
): { report: EntryPointReport[]; problems: string[] };
export function schemaKinds(schema: object): SchemaKind[];
export function tableRows(source: string): { line: number; cells: string[][] }[];
export function checkSchemas(
  docsDir: string,
  schemas?: { file: string; page: string }[],
): {
  report: { entry: string; exports: number; missing: { en: number; zh: number } }[];
  problems: string[];
};
