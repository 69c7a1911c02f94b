import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';

// E2E_PORT lets several checkouts run their suites side by side.
const PORT = Number(process.env.E2E_PORT ?? 4173);

/** The production build served as the hosts serve it; `extra` takes CLI flags such as `--404=top-level`. */
function staticServer(port: number, ...extra: string[]) {
  return {
    command: ['node scripts/serve-build.mjs', port, 'doc_build', ...extra].join(' '),
    url: `http://127.0.0.1:${port}/`,
    reuseExistingServer: !process.env.CI,
  };
}

/** Flags that keep Chromium from reaching for the network on a closed machine. */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  workers: 2,
  reporter: process.env.CI ? [['list'], ['github']] : 'list',
  use: {
    baseURL: `http://127.0.0.1:${PORT}`,
    locale: 'en-US',
    trace: 'retain-on-failure',
  },
  projects: [
    {
      name: 'chromium',
      use: {
        ...devices['Desktop Chrome'],
        // Wide enough for the full navbar (the theme folds part of it into a menu at 1280px and below).
        viewport: { width: 1440, height: 900 },
        launchOptions: { executablePath: findChromium(), args: CHROMIUM_ARGS },
      },
    },
  ],
  // Static servers of doc_build/ (scripts/serve-build.mjs), one entry per way of answering a miss.
  webServer: [staticServer(PORT)],
});
