export const dictionaryPath: string;
export function spellingSettings(words: string[]): {
  language: string;
  dictionaries: string[];
  words: string[];
};
export interface SpellingFinding {
  line: number;
  column: number;
  word: string;
}
export function spellCheckSource(
  source: string,
  words: string[],
  fileName?: string,
): Promise<SpellingFinding[]>;
