/**
 * Every key of the site's texts (`i18n.json`, or `i18nSourcePath`) in every language of the site.
 * Rspress 2.0.22 fills a missing text with the English one and only warns, so a zh page showed
 * English; with the English text missing too it stops with "i18n text missing" and no file or line.
 */
import { readFileSync } from 'node:fs';
import { i18nKinds, jsonDataProblems } from './authorData';

/** The texts file's problems, each at the line of its key. */
export function i18nTextProblems(
  text: string,
  langs: string[],
): { line: number; message: string }[] {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    return [
      { line: 1, message: `not valid JSON: ${error instanceof Error ? error.message : error}` },
    ];
  }
  if (!data || typeof data !== 'object' || Array.isArray(data))
    return [{ line: 1, message: 'must be an object of keys, each { "<lang>": "text" }' }];
  const lineOf = (key: string) => {
    const at = text.indexOf(`${JSON.stringify(key)}:`);
    return at < 0 ? 1 : text.slice(0, at).split('\n').length;
  };
  return Object.entries(data).flatMap(([key, texts]) => {
    const missing = langs.filter((lang) => {
      const value: unknown =
        texts && typeof texts === 'object' ? (texts as Record<string, unknown>)[lang] : undefined;
      return typeof value !== 'string' || value.trim() === '';
    });
    return missing.length
      ? [
          {
            line: lineOf(key),
            message: `the key ${JSON.stringify(key)} has no ${missing.join(', ')} text; every key needs a text in every language (${langs.join(', ')}), or Rspress shows the English one`,
          },
        ]
      : [];
  });
}

/** The problems of the texts file at `path`; none when there is no such file. */
export function i18nFileProblems(path: string, langs: string[]) {
  let text: string;
  try {
    text = readFileSync(path, 'utf8');
  } catch {
    return [];
  }
  // Its keys and texts through the rules of all author data: a `__proto__` key, a bidi override.
  return [...i18nTextProblems(text, langs), ...jsonDataProblems(text, i18nKinds)].sort(
    (a, b) => a.line - b.line,
  );
}
