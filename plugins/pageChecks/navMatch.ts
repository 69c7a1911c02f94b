/**
 * The `activeMatch` patterns of the navigation (`_nav.json` and `_meta.json` in the docs folder,
 * `themeConfig.nav` and each locale's `nav` in the configuration). Rspress 2.0.22 and our share
 * cards turn each into a RegExp; an invalid one crashed the build with a bare SyntaxError naming
 * neither the file nor the key.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { walkFiles } from '../../lib/files.mjs';

export interface NavProblem {
  /** The file (absolute path) or the configuration key path. */
  where: string;
  /** 1-based line in the file; undefined for a configuration key. */
  line?: number;
  message: string;
}

/** Why `pattern` is not a regular expression, or undefined when it is one. */
function patternError(pattern: string): string | undefined {
  try {
    new RegExp(pattern);
    return undefined;
  } catch (error) {
    return error instanceof Error ? error.message : String(error);
  }
}

const problem = (pattern: string, error: string) =>
  `activeMatch ${JSON.stringify(pattern)} is not a valid regular expression (${error}); Rspress builds a RegExp from it`;

/** Every `"activeMatch": "…"` of a navigation file's text, with its line, read as JSON reads it. */
const ACTIVE_MATCH = /"activeMatch"\s*:\s*("(?:\\.|[^"\\])*")/g;

/** Invalid patterns in one navigation file's text, each at its line. */
export function navFileProblems(text: string): { line: number; message: string }[] {
  return [...text.matchAll(ACTIVE_MATCH)].flatMap((match) => {
    const pattern: unknown = JSON.parse(match[1]);
    if (typeof pattern !== 'string') return [];
    const error = patternError(pattern);
    if (error === undefined) return [];
    const line = text.slice(0, match.index).split('\n').length;
    return [{ line, message: problem(pattern, error) }];
  });
}

/** The navigation files (`_nav.json`, `_meta.json`) under `docsRoot`, relative to it. */
export const navDataFiles = (docsRoot: string): string[] =>
  walkFiles(
    docsRoot,
    (name: string) => name === '_nav.json' || name === '_meta.json',
    (name: string) => name === 'public' || name === 'node_modules',
  );

/** Invalid patterns in the navigation files under `docsRoot`. */
export function navFilesProblems(docsRoot: string): NavProblem[] {
  return navDataFiles(docsRoot).flatMap((file: string) => {
    const path = join(docsRoot, file);
    return navFileProblems(readFileSync(path, 'utf8')).map((found) => ({ where: path, ...found }));
  });
}

/** Invalid patterns anywhere under `value` (a configuration object), named by their key path. */
export function configNavProblems(value: unknown, key: string): NavProblem[] {
  if (Array.isArray(value))
    return value.flatMap((item, index) => configNavProblems(item, `${key}[${index}]`));
  if (!value || typeof value !== 'object') return [];
  return Object.entries(value).flatMap(([name, child]) => {
    const path = `${key}.${name}`;
    if (name !== 'activeMatch' || typeof child !== 'string') return configNavProblems(child, path);
    const error = patternError(child);
    return error === undefined ? [] : [{ where: path, message: problem(child, error) }];
  });
}
