import { defineConfig, devices } from '@playwright/test';
import { findChromium } from './scripts/chromium.mjs';
import { hosts, hostURL, PORT } from './tests/e2e/hosts';

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
    baseURL: hostURL(PORT),
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
  // Static servers with clean URLs, like the hosts the site deploys to, one per way to answer a miss.
  webServer: hosts.map(({ port, serveArgs }) => ({
    command: ['node scripts/serve-build.mjs', port, 'doc_build', ...serveArgs].join(' '),
    url: `${hostURL(port)}/`,
    reuseExistingServer: !process.env.CI,
  })),
});
