// Finds a Chromium for the browser tests and, when there is none, installs Debian's package
// (as root on Debian) or says how to get one; likewise poppler's pdftotext for the print test.
// Also the one list of flags every headless Chromium we start gets. Used by `npm run test:e2e`,
// playwright.config.ts, the screenshots script and the benches.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import { canInstallDebianPackages, installDebianPackage } from '../../lib/debian.mjs';

const DEBIAN_CHROMIUM = '/usr/bin/chromium';
const DEBIAN_HEADLESS_SHELL = '/usr/lib/chromium/chromium-headless-shell';

/**
 * Flags for every Chromium the tests, benches and screenshots start: no sandbox (CI containers run
 * as root), no GPU, and nothing that reaches for the network on a closed machine.
 */
export const CHROMIUM_ARGS = Object.freeze([
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
]);

function playwrightOwnChromium() {
  try {
    // Present only when someone ran `npx playwright install chromium` on a machine that can download.
    const { chromium } = createRequire(import.meta.url)('@playwright/test');
    const path = chromium.executablePath();
    return path && existsSync(path) ? path : undefined;
  } catch {
    return undefined;
  }
}

/** The first Chromium found: $CHROME_PATH, Debian's /usr/bin/chromium, then Playwright's own. */
export function findChromium() {
  const fromEnv = process.env.CHROME_PATH;
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`CHROME_PATH is set to ${fromEnv}, but no file is there.`);
  }
  if (existsSync(DEBIAN_CHROMIUM)) return DEBIAN_CHROMIUM;
  return playwrightOwnChromium();
}

/**
 * The Chromium most browser tests run in: Debian's headless shell (package
 * `chromium-headless-shell`), the same Blink and V8 without the browser's window and its own
 * pages (the address bar's popups are web pages too), as Playwright's own headless runs use; here a
 * test takes about a third less CPU in it. It draws text with other fallback fonts than the
 * browser, so the tests that compare what is drawn with a reviewed picture or a printed PDF run in
 * `findChromium()`'s browser. With $CHROME_PATH set, or without the shell, the one browser.
 */
export function findHeadlessChromium() {
  if (!process.env.CHROME_PATH && existsSync(DEBIAN_HEADLESS_SHELL)) return DEBIAN_HEADLESS_SHELL;
  return findChromium();
}

/** Installs Debian's headless shell beside its Chromium when it is missing and this may install. */
function ensureHeadlessShell() {
  if (process.env.CHROME_PATH || existsSync(DEBIAN_HEADLESS_SHELL)) return;
  if (!existsSync(DEBIAN_CHROMIUM) || !canInstallDebianPackages()) {
    console.log('No chromium-headless-shell: every browser test runs in the full Chromium.');
    return;
  }
  console.log('Installing Debian’s chromium-headless-shell package…');
  installDebianPackage('chromium-headless-shell');
}

function ensureChromium() {
  let found;
  try {
    found = findChromium();
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (found) {
    console.log(`Chromium: ${found}`);
    return;
  }
  if (canInstallDebianPackages()) {
    console.log('No Chromium found; installing Debian’s chromium package…');
    installDebianPackage('chromium');
    if (!existsSync(DEBIAN_CHROMIUM)) {
      console.error(`apt-get finished, but ${DEBIAN_CHROMIUM} is still missing.`);
      process.exit(1);
    }
    console.log(`Chromium: ${DEBIAN_CHROMIUM}`);
    return;
  }
  console.error(
    [
      'No Chromium found for the browser tests. Any one of these works:',
      '  • Debian/Ubuntu: sudo apt-get install chromium   (gives /usr/bin/chromium)',
      '  • Any OS with Chrome or Chromium installed: export CHROME_PATH=/path/to/chrome',
      '  • A machine that can download browsers: npx playwright install chromium',
    ].join('\n'),
  );
  process.exit(1);
}

/** True when poppler's `pdftotext`, which the print test reads PDFs with, is on the PATH. */
const hasPdfToText = () => spawnSync('pdftotext', ['-v'], { stdio: 'ignore' }).error === undefined;

/**
 * The print test turns Chromium's PDF of a page into text with poppler's pdftotext. Installed the
 * way Chromium is, as root on Debian; elsewhere the message says how to get it.
 */
function ensurePdfToText() {
  if (hasPdfToText()) return;
  if (canInstallDebianPackages()) {
    console.log('No pdftotext found; installing Debian’s poppler-utils package…');
    installDebianPackage('poppler-utils');
    if (hasPdfToText()) return;
  }
  console.error(
    'No pdftotext for the print test: install poppler-utils (Debian/Ubuntu: sudo apt-get install poppler-utils).',
  );
  process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  ensureChromium();
  ensureHeadlessShell();
  ensurePdfToText();
}
