// Takes the screenshots the guide pages show, from the production build, in headless Chromium.
// Usage: npm run build && npm run screenshots
import { spawn } from 'node:child_process';
import { chromium } from '@playwright/test';
import { findChromium } from './chromium.mjs';

const PORT = 4180;
const SHOTS = [
  { file: 'home-en.png', path: '/', locale: 'en-US' },
  { file: 'home-zh.png', path: '/zh/', locale: 'zh-CN' },
  { file: 'doc-page-en.png', path: '/guide/start/introduction', locale: 'en-US' },
  { file: 'doc-page-zh.png', path: '/zh/guide/start/introduction', locale: 'zh-CN' },
];

const server = spawn('node', ['scripts/serve-build.mjs', String(PORT), 'doc_build'], {
  stdio: ['ignore', 'pipe', 'inherit'],
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-sync'],
});
try {
  for (const shot of SHOTS) {
    const page = await browser.newPage({
      viewport: { width: 1280, height: 800 },
      locale: shot.locale,
      colorScheme: 'light',
    });
    await page.goto(`http://127.0.0.1:${PORT}${shot.path}`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: `docs/public/screenshots/${shot.file}` });
    await page.close();
    console.log(`docs/public/screenshots/${shot.file}`);
  }
} finally {
  await browser.close();
  server.kill();
}
