// The HTML gate: the W3C Nu HTML Checker (npm `vnu-jar`, a Java program) over every built page.
// Needs a Java runtime; as root on Debian it installs `default-jre-headless` when `java` is missing.
// Usage: node scripts/checks/check-html.mjs [folder]
// (default: doc_build; run `npm run build` first)
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { canInstallDebianPackages, installDebianPackage } from '../../lib/debian.mjs';
import { walkFiles } from '../../lib/files.mjs';

/** The checker's jar, shipped inside the npm package. */
const VNU_JAR = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
// The JSON report of a whole build full of errors runs to megabytes; Node's default is 1 MiB.
const CHECKER_BUFFER = 64 * 1024 * 1024;

/**
 * @typedef {{ file: string, line: number, column: number, message: string }} HtmlError
 * @typedef {{ type: string, url?: string, lastLine?: number, firstColumn?: number, lastColumn?: number, message: string }} VnuMessage
 */

/** True when a `java` command runs. */
export const hasJava = () => spawnSync('java', ['-version'], { stdio: 'ignore' }).status === 0;

/** A Java runtime for the checker, installed from Debian's archive when possible. */
export function ensureJava() {
  if (hasJava()) return;
  if (canInstallDebianPackages()) {
    console.log('No Java runtime found; installing Debian’s default-jre-headless package…');
    installDebianPackage('default-jre-headless');
    if (hasJava()) return;
    throw new Error('apt-get finished, but `java` still does not run.');
  }
  throw new Error(
    [
      'The HTML check needs a Java runtime (11 or newer) for the Nu HTML Checker. Any one of these works:',
      '  • Debian/Ubuntu: sudo apt-get install default-jre-headless',
      '  • Any OS: install a JRE and put `java` on the PATH',
    ].join('\n'),
  );
}

/**
 * Every error the Nu HTML Checker finds in the `.html` files under `dir`, in one run of the checker
 * (Java starts slowly), sorted by file and line. Warnings are not errors.
 * @param {string} dir
 * @returns {HtmlError[]}
 */
export function checkHtml(dir) {
  const root = resolve(dir);
  if (!existsSync(root)) throw new Error(`${dir}: no such folder (run \`npm run build\` first).`);
  const files = walkFiles(root, (name) => name.endsWith('.html'));
  if (files.length === 0) throw new Error(`${dir}: no .html files (run \`npm run build\` first).`);
  const run = spawnSync(
    'java',
    [
      '-jar',
      VNU_JAR,
      '--errors-only',
      '--format',
      'json',
      ...files.map((file) => join(root, file)),
    ],
    { encoding: 'utf8', maxBuffer: CHECKER_BUFFER },
  );
  if (run.error) throw run.error;
  // The checker writes its JSON report to stderr and exits 1 when it found errors.
  let report;
  try {
    report = /** @type {{ messages: VnuMessage[] }} */ (JSON.parse(run.stderr));
  } catch {
    throw new Error(`The Nu HTML Checker did not report (exit ${run.status}):\n${run.stderr}`);
  }
  return report.messages
    .filter((message) => message.type === 'error' || message.type === 'non-document-error')
    .map((message) => ({
      file: message.url ? relative(root, fileURLToPath(message.url)).split('\\').join('/') : dir,
      line: message.lastLine ?? 0,
      column: message.firstColumn ?? message.lastColumn ?? 0,
      message: message.message,
    }))
    .sort((a, b) => a.file.localeCompare(b.file) || a.line - b.line || a.column - b.column);
}

/** @param {HtmlError} error */
export const formatHtmlError = ({ file, line, column, message }) =>
  `${file}:${line}:${column} ${message}`;

function main() {
  const dir = process.argv[2] ?? 'doc_build';
  try {
    ensureJava();
    const errors = checkHtml(dir);
    const pages = walkFiles(resolve(dir), (name) => name.endsWith('.html')).length;
    for (const error of errors) console.log(formatHtmlError(error));
    if (errors.length > 0) {
      const files = new Set(errors.map((error) => error.file)).size;
      const noun = errors.length === 1 ? 'error' : 'errors';
      console.error(
        `HTML check: ${errors.length} ${noun} in ${files} of ${pages} pages under ${dir}.`,
      );
      process.exit(1);
    }
    console.log(`HTML check: ${pages} pages under ${dir}, no errors.`);
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main();
