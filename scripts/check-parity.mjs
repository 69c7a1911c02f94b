// Checks that the English and Chinese versions of every page match in structure: both exist, the
// `##`–`######` headings carry the same explicit ids in the same order, and they have the same
// number of code blocks and the same images (a `-en`/`-zh` suffix on an image name may differ).
// Usage: node scripts/check-parity.mjs [docs-dir]
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const LANGS = ['en', 'zh'];

/** Headings (with their explicit ids), code block count and images of one page's source. */
export function pageOutline(source) {
  const headings = [];
  const images = [];
  let codeBlocks = 0;
  let fence = null;
  source.split('\n').forEach((line, index) => {
    const fenceMatch = /^\s*(`{3,}|~{3,})/.exec(line);
    if (fence) {
      if (fenceMatch && fenceMatch[1][0] === fence[0] && fenceMatch[1].length >= fence.length)
        fence = null;
      return;
    }
    if (fenceMatch) {
      fence = fenceMatch[1];
      codeBlocks++;
      return;
    }
    const heading = /^(#{2,6})\s+(.*?)\s*$/.exec(line);
    if (heading) {
      const id = /\{#([^}]+)\}$/.exec(heading[2])?.[1];
      headings.push({ level: heading[1].length, id: id ?? null, line: index + 1 });
    }
    for (const [, src] of line.matchAll(/!\[[^\]]*\]\(\s*<?([^)\s>]+)/g)) images.push(src);
    for (const [, src] of line.matchAll(/<img\b[^>]*\bsrc=["']([^"']+)["']/g)) images.push(src);
  });
  return { headings, codeBlocks, images };
}

const sameImage = (src) => src.replace(/-(en|zh)(\.\w+)$/, '$2');

/** Every difference between two versions of a page, as readable sentences. */
export function compareOutlines(en, zh) {
  const problems = [];
  for (const [lang, outline] of [
    ['en', en],
    ['zh', zh],
  ]) {
    for (const heading of outline.headings.filter((h) => !h.id))
      problems.push(`${lang}: heading on line ${heading.line} has no explicit {#id}`);
  }
  const ids = (outline) => outline.headings.map((h) => `${'#'.repeat(h.level)} ${h.id}`);
  const [enIds, zhIds] = [ids(en), ids(zh)];
  const length = Math.max(enIds.length, zhIds.length);
  for (let i = 0; i < length; i++) {
    if (enIds[i] !== zhIds[i]) {
      problems.push(
        `heading ${i + 1} differs: en "${enIds[i] ?? '(none)'}", zh "${zhIds[i] ?? '(none)'}"`,
      );
      break; // Later headings are shifted too; the first difference is the one to fix.
    }
  }
  if (en.codeBlocks !== zh.codeBlocks)
    problems.push(`code blocks: en has ${en.codeBlocks}, zh has ${zh.codeBlocks}`);
  const [enImages, zhImages] = [en.images.map(sameImage), zh.images.map(sameImage)];
  if (enImages.join('\n') !== zhImages.join('\n'))
    problems.push(`images differ: en [${en.images.join(', ')}], zh [${zh.images.join(', ')}]`);
  return problems;
}

function pageFiles(dir, base = dir) {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return pageFiles(path, base);
    return /\.mdx?$/.test(name) ? [relative(base, path).split(sep).join('/')] : [];
  });
}

/** Problems per page across the language folders of `docsDir`. */
export function checkParity(docsDir) {
  const report = new Map();
  const add = (page, problem) => report.set(page, [...(report.get(page) ?? []), problem]);
  const pages = new Set(LANGS.flatMap((lang) => pageFiles(join(docsDir, lang))));
  for (const page of [...pages].sort()) {
    const [enPath, zhPath] = LANGS.map((lang) => join(docsDir, lang, page));
    const missing = LANGS.filter((_, i) => !existsSync([enPath, zhPath][i]));
    if (missing.length) {
      add(page, `missing in ${missing.join(', ')}`);
      continue;
    }
    const [en, zh] = [enPath, zhPath].map((path) => pageOutline(readFileSync(path, 'utf8')));
    for (const problem of compareOutlines(en, zh)) add(page, problem);
  }
  return { pages: pages.size, report };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const docsDir = resolve(process.argv[2] ?? join(repoRoot, 'docs'));
  const { pages, report } = checkParity(docsDir);
  if (report.size) {
    for (const [page, problems] of report) {
      console.error(`${page}:`);
      for (const problem of problems) console.error(`  ${problem}`);
    }
    console.error(`\n${report.size} of ${pages} pages differ between en and zh.`);
    process.exit(1);
  }
  console.log(`Language parity: ${pages} pages match in headings, code blocks and images.`);
}
