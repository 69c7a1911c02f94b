// Checks that no page tells the reader to install a package with one package manager only: an
// install command in a shell code block, or a whole inline code span that installs a package,
// belongs in <PackageManagerTabs>, which shows npm, yarn, pnpm, bun and deno and opens on the
// reader's remembered choice. A command that only reports what npm does (`npm install
// --dry-run`) has no package to install and stays.
// Usage: node scripts/checks/check-install-commands.mjs [dir]
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { codeBlocks } from '../../core/fences.mjs';
import { runAsCommand } from '../../lib/check-report.mjs';
import { markdownFiles } from '../../lib/files.mjs';
import { classifyLines } from '../../lib/lines.mjs';

const repoRoot = resolve(dirname(fileURLToPath(import.meta.url)), '../..');

/** The languages of a code block a reader types into a terminal. */
const SHELL_LANGUAGES = new Set(['bash', 'sh', 'shell', 'zsh', 'console', 'powershell', 'ps1']);

/** A package manager's install or add command, after an optional `$ ` prompt. */
const INSTALL = /^\s*(?:\$\s+)?(npm|pnpm|yarn|bun|deno)\s+(install|add|i)\b(.*)$/;

/**
 * @typedef {object} InstallFinding
 * @property {number} line    1-based
 * @property {string} command as written
 * @property {string} tabs    the component to write instead
 */

/**
 * The component call that shows `command` for every package manager.
 * @param {string} rest  the command's arguments
 */
function tabsFor(rest) {
  return `<PackageManagerTabs command="${`install ${rest.trim()}`.trim()}" />`;
}

/** The arguments name a package: a word that is not an option. */
const namesPackage = (/** @type {string} */ rest) =>
  rest.split(/\s+/).some((word) => /^[^-]/.test(word));

/**
 * Install commands of one page, in source order.
 * @param {string} source
 * @returns {InstallFinding[]}
 */
export function installCommands(source) {
  /** @type {InstallFinding[]} */
  const findings = [];
  for (const block of codeBlocks(source)) {
    if (!SHELL_LANGUAGES.has(block.lang)) continue;
    block.code.split('\n').forEach((text, index) => {
      const match = INSTALL.exec(text);
      if (match)
        findings.push({ line: block.line + index, command: text.trim(), tabs: tabsFor(match[3]) });
    });
  }
  for (const { text, number, kind } of classifyLines(source)) {
    if (kind !== 'text') continue;
    for (const [, code] of text.matchAll(/(?<!`)`([^`]+)`(?!`)/g)) {
      const match = INSTALL.exec(code);
      if (match && namesPackage(match[3].trim()))
        findings.push({ line: number, command: code, tabs: tabsFor(match[3]) });
    }
  }
  return findings.sort((a, b) => a.line - b.line);
}

/**
 * The check's report over every language.
 * @param {string} [dir]  the docs root
 * @returns {import('../../lib/check-report.mjs').CheckReport}
 */
export function installCommandsReport(dir = join(repoRoot, 'docs')) {
  const files = markdownFiles(dir);
  const findings = files.flatMap((file) =>
    installCommands(readFileSync(file, 'utf8')).map(
      (finding) =>
        `${relative(repoRoot, file)}:${finding.line}  "${finding.command}" shows one package manager: write ${finding.tabs}`,
    ),
  );
  return {
    notes: [],
    findings,
    summary: findings.length
      ? `${findings.length} install command(s) for one package manager. Use PackageManagerTabs from @rspress/core/theme.`
      : `Install commands: ${files.length} files in ${relative(repoRoot, dir)}, every install command in package manager tabs.`,
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  await runAsCommand(() => installCommandsReport(dir && resolve(dir)));
}
