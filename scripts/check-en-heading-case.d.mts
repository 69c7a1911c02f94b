export function titleCaseWords(text: string, names: string[]): string[];
export function checkHeadingCase(
  source: string,
  names: string[],
): { line: number; heading: string; words: string[] }[];
