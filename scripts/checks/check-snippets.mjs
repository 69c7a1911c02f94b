// Type-checks every `ts`/`tsx` code block in docs/ against the installed packages, so an example
// that uses a wrong option name or import fails `npm test` with the page and line.
// A block whose meta contains `partial` is an excerpt by intent: skipped, and listed.
// A block may import another titled block of the same page by its title path.
// Usage: node scripts/checks/check-snippets.mjs [docs-dir]
import { createHash } from 'node:crypto';
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { codeBlocks } from '../../core/fences.mjs';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import {
  AMBIENT,
  COMPILER_OPTIONS,
  isPartial,
  TS_LANGS,
  virtualFiles,
} from '../../lib/snippets.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/**
 * Checks all blocks under `docsDir`; returns the findings and the skipped partial blocks.
 * @param {string} docsDir
 */
export function checkSnippets(docsDir) {
  // One folder per docs tree: worktrees share node_modules, and runs must not clear each other's files.
  const treeId = createHash('sha1').update(resolve(docsDir)).digest('hex').slice(0, 10);
  const workDir = join(repoRoot, 'node_modules', '.cache', 'doc-snippets', treeId);
  rmSync(workDir, { recursive: true, force: true });
  mkdirSync(workDir, { recursive: true });
  writeFileSync(join(workDir, 'ambient.d.ts'), AMBIENT);

  const roots = [join(workDir, 'ambient.d.ts')];
  /** @type {Map<string, { page: string, line: number }>} */
  const origins = new Map(); // virtual file → its page and line
  /** @type {string[]} */
  const partial = [];
  let checked = 0;
  for (const page of markdownFiles(docsDir)) {
    const pageName = relative(repoRoot, page).split(sep).join('/');
    const blocks = codeBlocks(readFileSync(page, 'utf8'));
    blocks.forEach((block, index) => {
      if (!TS_LANGS.has(block.lang)) return;
      if (isPartial(block.meta)) {
        partial.push(`${pageName}:${block.line - 1}`);
        return;
      }
      checked++;
      const dir = join(workDir, `${pageName.replace(/[^\w]+/g, '_')}__${index}`);
      const { ownPath, siblings } = virtualFiles(blocks, index);
      for (const { path, code } of [...siblings, { path: ownPath, code: block.code }]) {
        mkdirSync(dirname(join(dir, path)), { recursive: true });
        writeFileSync(join(dir, path), code);
      }
      roots.push(join(dir, ownPath));
      origins.set(resolve(dir, ownPath), { page: pageName, line: block.line });
    });
  }

  const program = ts.createProgram(roots, COMPILER_OPTIONS);
  const findings = [];
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
    const source = diagnostic.file;
    const file = source ? resolve(source.fileName) : undefined;
    const origin = file && origins.get(file);
    // A sibling copy is checked as its own block already; report each error once.
    if (file?.startsWith(workDir) && !origin) continue;
    if (!source || !origin || diagnostic.start === undefined) {
      findings.push(`${file ? relative(repoRoot, file) : 'config'}: ${message}`);
      continue;
    }
    const { line } = source.getLineAndCharacterOfPosition(diagnostic.start);
    findings.push(`${origin.page}:${origin.line + line}: ${message}`);
  }
  return { checked, partial, findings };
}

/**
 * The check's report over a docs folder (both languages).
 * @param {string} [docsDir]
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function snippetsReport(docsDir = join(repoRoot, 'docs')) {
  const { checked, partial, findings } = checkSnippets(docsDir);
  const where = relative(repoRoot, docsDir) || '.';
  return {
    notes: partial.length
      ? [`Skipped ${partial.length} blocks marked partial:`, ...partial.map((at) => `  ${at}`)]
      : [],
    findings,
    summary: findings.length
      ? `${findings.length} type error(s) in the ${checked} ts/tsx code blocks in ${where}.`
      : `Type-checked ${checked} ts/tsx code blocks in ${where}.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => snippetsReport(dir && resolve(dir)));
}
