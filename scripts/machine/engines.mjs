// Finds the browsers of the engine runs (tests/engines/) and, when one is missing, installs
// Debian's package (as root on Debian) or says how to get it: Firefox ESR (Gecko, driven over
// WebDriver BiDi), WebKitGTK's WebDriver (WebKit, with its MiniBrowser) and Xvfb, the X server
// WebKitGTK draws into on a machine without a display. Used by `npm run test:engines`.
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { canInstallDebianPackages, installDebianPackage } from '../../lib/debian.mjs';

/**
 * Each program: the variable that may name it, where Debian puts it, its package, and what it is.
 * @type {Record<'firefox' | 'webkitDriver' | 'xvfb', { env: string, path: string, debian: string, what: string }>}
 */
const PROGRAMS = {
  firefox: {
    env: 'FIREFOX_PATH',
    path: '/usr/bin/firefox-esr',
    debian: 'firefox-esr',
    what: 'Firefox ESR',
  },
  webkitDriver: {
    env: 'WEBKIT_WEBDRIVER_PATH',
    path: '/usr/bin/WebKitWebDriver',
    debian: 'webkit2gtk-driver',
    what: 'WebKitGTK’s WebDriver',
  },
  xvfb: { env: 'XVFB_PATH', path: '/usr/bin/Xvfb', debian: 'xvfb', what: 'Xvfb' },
};

/**
 * The program's path: its variable when set (which must name a file), else Debian's path if there.
 * @param {keyof typeof PROGRAMS} name
 * @returns {string | undefined}
 */
export function findProgram(name) {
  const { env, path } = PROGRAMS[name];
  const fromEnv = process.env[env];
  if (fromEnv) {
    if (existsSync(fromEnv)) return fromEnv;
    throw new Error(`${env} is set to ${fromEnv}, but no file is there.`);
  }
  return existsSync(path) ? path : undefined;
}

/**
 * Like findProgram, but fails with how to get the program when it is missing.
 * @param {keyof typeof PROGRAMS} name
 */
export function requireProgram(name) {
  const found = findProgram(name);
  if (found) return found;
  const { env, path, debian, what } = PROGRAMS[name];
  throw new Error(
    `No ${what} at ${path}. Install it (Debian/Ubuntu: sudo apt-get install ${debian}), ` +
      `or set ${env} to its path; \`npm run test:engines\` installs it itself as root on Debian.`,
  );
}

/** Installs what is missing when it may (root on Debian); otherwise says how to get it. */
function ensurePrograms() {
  /** @type {(keyof typeof PROGRAMS)[]} */
  const names = ['firefox', 'webkitDriver', 'xvfb'];
  let missing;
  try {
    missing = names.filter((name) => !findProgram(name));
  } catch (error) {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  }
  if (missing.length && canInstallDebianPackages()) {
    const packages = missing.map((name) => PROGRAMS[name].debian);
    console.log(`Installing Debian’s ${packages.join(', ')} for the engine runs…`);
    for (const name of packages) installDebianPackage(name);
    missing = missing.filter((name) => !findProgram(name));
  }
  for (const name of names) {
    try {
      console.log(`${PROGRAMS[name].what}: ${requireProgram(name)}`);
    } catch (error) {
      console.error(error instanceof Error ? error.message : error);
    }
  }
  if (missing.length) process.exit(1);
}

if (process.argv[1] === fileURLToPath(import.meta.url)) ensurePrograms();
