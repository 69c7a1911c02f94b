// How often the Chinese pages say 它 ("it"): occurrences per 1,000 Chinese characters of prose in
// docs/zh (code, URLs and tags left out by lib/prose.mjs). English leans on "it"; Chinese
// technical writing names the subject again or leaves it out, so a high rate is a sign of text
// that reads translated. Prints the rate for the folder and the pages with the most.
// Usage: node bench/zh-ta-rate.mjs [dir]   (default docs/zh)
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { markdownFiles } from '../lib/files.mjs';
import { proseLines } from '../lib/prose.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/**
 * The count of 它 and of Chinese characters in the prose of one page.
 * @param {string} source
 */
export function taCount(source) {
  const prose = proseLines(source).join('\n');
  return {
    ta: prose.match(/它/g)?.length ?? 0,
    cjk: prose.match(/\p{Script=Han}/gu)?.length ?? 0,
  };
}

/** @param {number} ta @param {number} cjk */
const rate = (ta, cjk) => (cjk ? (1000 * ta) / cjk : 0);

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = resolve(process.argv[2] ?? join(repoRoot, 'docs', 'zh'));
  const pages = markdownFiles(dir).map((file) => ({
    page: relative(dir, file),
    ...taCount(readFileSync(file, 'utf8')),
  }));
  const ta = pages.reduce((sum, page) => sum + page.ta, 0);
  const cjk = pages.reduce((sum, page) => sum + page.cjk, 0);
  console.log(
    `它: ${ta} in ${cjk} Chinese characters of ${pages.length} pages = ${rate(ta, cjk).toFixed(2)} per 1,000`,
  );
  for (const page of pages.filter((p) => p.ta).sort((a, b) => b.ta - a.ta))
    console.log(
      `  ${String(page.ta).padStart(3)}  ${rate(page.ta, page.cjk).toFixed(2).padStart(5)}  ${page.page}`,
    );
}
