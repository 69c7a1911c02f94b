// Spell-checks the English pages (docs/en) with CSpell's engine, American English, plus the
// project's own words in style/en-words.txt. Only prose is read: code blocks, inline code, URLs,
// link targets, tags and frontmatter keys are blanked first (scripts/lib/prose.mjs).
// Prints file:line:column and the word for every finding.
// Usage: node scripts/check-en-spelling.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { spellCheckDocument } from 'cspell-lib';
import { markdownFiles } from './lib/files.mjs';
import { proseLines, readWordList } from './lib/prose.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
export const dictionaryPath = join(repoRoot, 'style', 'en-words.txt');

/** CSpell settings: US English, the software dictionaries CSpell ships, and our words. */
export function spellingSettings(words) {
  return {
    language: 'en',
    // Technical vocabulary the pages use in prose: APIs, packages, web platform terms.
    dictionaries: ['softwareTerms', 'typescript', 'node', 'npm', 'html', 'css', 'fullstack'],
    words: words.flatMap((entry) => entry.split(/\s+/)),
  };
}

/** Findings for one page's source: `{ line, column, word }`, in source order. */
export async function spellCheckSource(source, words, fileName = 'page.mdx') {
  const prose = proseLines(source);
  const text = prose.join('\n');
  // A `.txt` URI: the text is already prose, so no Markdown grammar of CSpell's applies.
  const { issues, errors } = await spellCheckDocument(
    { uri: pathToFileURL(`/${fileName}.txt`).href, text, languageId: 'plaintext', locale: 'en' },
    { noConfigSearch: true },
    spellingSettings(words),
  );
  if (errors?.length) throw new Error(`${fileName}: ${errors.map(String).join('; ')}`);
  const lineStarts = [];
  let start = 0;
  for (const line of prose) {
    lineStarts.push(start);
    start += line.length + 1;
  }
  return issues.map((issue) => {
    const line = lineStarts.findLastIndex((start) => start <= issue.offset);
    return { line: line + 1, column: issue.offset - lineStarts[line] + 1, word: issue.text };
  });
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(repoRoot, 'docs', 'en'));
  const words = readWordList(readFileSync(dictionaryPath, 'utf8'));
  const files = markdownFiles(dir);
  let count = 0;
  for (const file of files) {
    for (const finding of await spellCheckSource(readFileSync(file, 'utf8'), words, file)) {
      count++;
      console.error(
        `${relative(repoRoot, file)}:${finding.line}:${finding.column}  unknown word "${finding.word}"`,
      );
    }
  }
  if (count) {
    console.error(
      `\n${count} spelling finding(s). Fix the word, or add it to ${relative(repoRoot, dictionaryPath)} if it is right.`,
    );
    process.exit(1);
  }
  console.log(
    `English spelling: ${files.length} files in ${relative(repoRoot, dir)}, ${words.length} project words, no findings.`,
  );
}
