import { defineConfig, devices } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium, findHeadlessChromium } from './scripts/machine/chromium.mjs';
import { defaultLang } from './site/languages.mjs';
import { cpuThrottle } from './tests/e2e/cpu-throttle';
import { hosts, hostURL, PORT } from './tests/e2e/hosts';
import { readerLocale } from './tests/e2e/readers';

// A page slowed N times (E2E_CPU_THROTTLE) may take N times as long for the same work; the limits
// grow with it, and the tests themselves wait on what the page shows, never on the clock.
const slowdown = cpuThrottle();
/** The ten slowest tests, printed after the run's own report. */
const slowest = ['./tests/e2e/reporters/slowest.ts'] as const;

/** Desktop Chrome, wide enough for the full navbar (the theme folds part of it into a menu at
 * 1280px and below). */
const desktop = { ...devices['Desktop Chrome'], viewport: { width: 1440, height: 900 } };
/** The specs that compare what Chromium draws with a reviewed picture or read its printed PDF. */
const drawnByTheBrowser = [/visual\.spec\.ts$/, /print-pdf\.spec\.ts$/];

export default defineConfig({
  testDir: 'tests/e2e',
  // Refuses a build of another commit than HEAD before any test runs.
  globalSetup: './tests/e2e/buildCommit.ts',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  timeout: 30_000 * slowdown,
  expect: {
    timeout: 5_000 * slowdown,
    // The reviewed pictures of tests/e2e/visual.spec.ts: a handful of pixels of anti-aliasing may
    // differ, not a glyph, a line or a colour.
    toHaveScreenshot: { threshold: 0.1, maxDiffPixels: 40 },
  },
  // One folder of reviewed pictures, named by view, language, screen and scheme.
  snapshotPathTemplate: '{testDir}/__screenshots__/{arg}{ext}',
  reporter: process.env.CI ? [['list'], ['github'], slowest] : [['list'], slowest],
  use: {
    baseURL: hostURL(PORT),
    // A browser in another language than the default one's pages (tests/e2e/readers.ts).
    locale: readerLocale(defaultLang),
    // Off: recording a trace (DOM snapshots and screenshots at every step) slowed the page matrix
    // (bench/NOTES.md, "Playwright traces"), and CI keeps no files. Add `--trace
    // retain-on-failure` to look at one.
    trace: 'off',
  },
  projects: [
    {
      name: 'chromium',
      // Every test but the drawn-versus-reviewed ones, in the headless shell
      // (scripts/machine/chromium.mjs).
      testIgnore: drawnByTheBrowser,
      use: {
        ...desktop,
        launchOptions: { executablePath: findHeadlessChromium(), args: [...CHROMIUM_ARGS] },
      },
    },
    {
      name: 'chromium-browser',
      // The reviewed screenshots and the printed PDF, in the Chromium a reader runs: the headless
      // shell falls back to other fonts (Latin text in Chinese pages), so its pictures and the
      // spacing of its PDF text differ from the browser's.
      testMatch: drawnByTheBrowser,
      use: {
        ...desktop,
        launchOptions: { executablePath: findChromium(), args: [...CHROMIUM_ARGS] },
      },
    },
  ],
  // Static servers with clean URLs, like the hosts the site deploys to, one per way to answer a miss.
  webServer: hosts.map(({ port, serveArgs }) => ({
    // SITE_OUT_DIR: the build rspress.config.ts wrote elsewhere (the DocSearch variant, a second build).
    command: [
      'node scripts/serve/serve-build.mjs',
      port,
      process.env.SITE_OUT_DIR || 'doc_build',
      ...serveArgs,
    ].join(' '),
    url: `${hostURL(port)}/`,
    // Never a server that was already listening: it may serve another folder or checkout than the
    // build checked above, and starting our own takes a fraction of a second.
    reuseExistingServer: false,
  })),
});
