// Checks that the Chinese pages (docs/zh) use one rendering per concept: every variant the
// glossary (style/zh-glossary.yaml) rejects is reported with file:line, the concept and the
// rendering to use. Only prose is read (scripts/lib/prose.mjs blanks code, URLs and tags).
// Usage: node scripts/check-zh-glossary.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { markdownFiles } from './lib/files.mjs';
import { proseLines } from './lib/prose.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const glossaryPath = join(repoRoot, 'style', 'zh-glossary.yaml');

/** A rejected variant as a global regular expression: `/…/flags` as written, else literal. */
function variantPattern(variant) {
  const regex = /^\/(.+)\/([a-z]*)$/.exec(variant);
  if (regex) return new RegExp(regex[1], `${regex[2].replace('g', '')}g`);
  return new RegExp(variant.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'), 'g');
}

/** Parses and validates the glossary; a malformed entry throws with its position. */
export function parseGlossary(text) {
  const entries = parse(text);
  if (!Array.isArray(entries)) throw new Error('the glossary must be a list of entries');
  return entries.map((entry, index) => {
    const where = `glossary entry ${index + 1} (${entry?.concept ?? 'no concept'})`;
    if (typeof entry?.concept !== 'string' || typeof entry.use !== 'string')
      throw new Error(`${where}: needs a "concept" and a "use"`);
    if (!Array.isArray(entry.reject) || !entry.reject.every((v) => typeof v === 'string'))
      throw new Error(`${where}: "reject" must be a list of strings`);
    // The reasoning travels with the choice, so a later reviewer can weigh it instead of guessing.
    if (typeof entry.why !== 'string' || !entry.why.trim() || entry.why.includes('\n'))
      throw new Error(`${where}: needs a one-line "why"`);
    const allow = entry.allow ?? [];
    for (const exception of allow) {
      if (!exception?.file || !exception.text || !exception.why)
        throw new Error(`${where}: each "allow" needs a file, a text and a why`);
    }
    return {
      concept: entry.concept,
      use: entry.use,
      why: entry.why,
      reject: entry.reject.map((variant) => ({ variant, pattern: variantPattern(variant) })),
      allow,
    };
  });
}

/** Findings for one page: `{ line, column, found, concept, use }`, in source order. */
export function checkGlossary(source, glossary, file = '') {
  const rawLines = source.split('\n');
  return proseLines(source).flatMap((prose, index) =>
    glossary.flatMap((entry) => {
      const allowed = entry.allow.some(
        (exception) => exception.file === file && rawLines[index].includes(exception.text),
      );
      if (allowed) return [];
      return entry.reject.flatMap(({ pattern }) =>
        // A fresh copy: matchAll starts at the pattern's lastIndex, which a caller's test() may move.
        [...prose.matchAll(new RegExp(pattern))].map((match) => ({
          line: index + 1,
          column: match.index + 1,
          found: match[0],
          concept: entry.concept,
          use: entry.use,
        })),
      );
    }),
  );
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(repoRoot, 'docs', 'zh'));
  const glossary = parseGlossary(readFileSync(glossaryPath, 'utf8'));
  const files = markdownFiles(dir);
  let count = 0;
  for (const file of files) {
    const page = relative(dir, file).split('\\').join('/');
    for (const finding of checkGlossary(readFileSync(file, 'utf8'), glossary, page)) {
      count++;
      console.error(
        `${relative(repoRoot, file)}:${finding.line}:${finding.column}  "${finding.found}" → ${finding.use} (${finding.concept})`,
      );
    }
  }
  if (count) {
    console.error(
      `\n${count} glossary finding(s). Use the rendering after →, or add a justified "allow" to ${relative(repoRoot, glossaryPath)}.`,
    );
    process.exit(1);
  }
  console.log(
    `Chinese glossary: ${files.length} files in ${relative(repoRoot, dir)}, ${glossary.length} concepts, no rejected variant.`,
  );
}
