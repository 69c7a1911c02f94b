// The Debian packages the test run needs, in one list, installed in one go on a fresh machine
// (`.ci/run` runs this before `npm test`): the three browser engines (Chromium with its headless
// shell, which most Chromium tests run in), the fonts the pages and the
// reviewed screenshots are drawn with, and poppler for the print test. With their recommended
// packages, as on the machine the screenshot baseline was taken on (Chromium recommends
// fonts-liberation, which the theme's `Courier New` and `Arial` resolve to). Elsewhere it lists
// what is missing and how to get it. Usage: node scripts/machine/test-machine.mjs
import { execFileSync, spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { canInstallDebianPackages } from '../../lib/debian.mjs';

export const TEST_MACHINE_PACKAGES = Object.freeze([
  'chromium',
  'chromium-headless-shell',
  'firefox-esr',
  'webkit2gtk-driver',
  'xvfb',
  'fonts-noto-cjk',
  'fonts-liberation',
  'poppler-utils',
]);

/** dpkg-query's format for a package's status (a `$` field, not a JavaScript template). */
const STATUS_FORMAT = `-f=$${'{Status}'}`;

/** @param {string} name */
const installed = (name) =>
  spawnSync('dpkg-query', ['-W', STATUS_FORMAT, name], { encoding: 'utf8' }).stdout?.includes(
    'install ok installed',
  );

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const missing = TEST_MACHINE_PACKAGES.filter((name) => !installed(name));
  if (!missing.length) {
    console.log(`Test machine: ${TEST_MACHINE_PACKAGES.join(', ')} are installed.`);
  } else if (canInstallDebianPackages()) {
    console.log(`Test machine: installing ${missing.join(', ')}…`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    execFileSync('apt-get', ['update'], { stdio: 'inherit' });
    execFileSync('apt-get', ['install', '-y', ...missing], { stdio: 'inherit', env });
  } else {
    console.error(
      `The test run needs these Debian packages: ${missing.join(', ')}.\n` +
        `On Debian or Ubuntu: sudo apt-get install ${missing.join(' ')}`,
    );
    process.exit(1);
  }
}
