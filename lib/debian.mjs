// Installing a missing system tool from Debian's archive, for the test commands that need one
// (Chromium for the browser tests, a Java runtime for the HTML checker).
import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';

/** True on Debian and its derivatives (Ubuntu…). */
export function isDebian() {
  return existsSync('/etc/debian_version') || /ID(_LIKE)?=.*debian/.test(readOSRelease());
}

function readOSRelease() {
  try {
    return readFileSync('/etc/os-release', 'utf8');
  } catch {
    return '';
  }
}

/** True when this process may install Debian packages itself: root on Debian. */
export const canInstallDebianPackages = () => process.getuid?.() === 0 && isDebian();

/**
 * `apt-get install` of one package without recommends, after `apt-get update`; the output goes to
 * the terminal. Call only when `canInstallDebianPackages()` is true.
 * @param {string} name
 */
export function installDebianPackage(name) {
  execFileSync('apt-get', ['update'], { stdio: 'inherit' });
  execFileSync('apt-get', ['install', '-y', '--no-install-recommends', name], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
}
