// Takes the screenshots the guide pages show, from the production build, in headless Chromium.
// Usage: npm run build && npm run screenshots [-- name …]  (names: only retake those shots)
// Chinese shots need a CJK font on the machine (Debian: apt-get install fonts-noto-cjk).
import { chromium } from '@playwright/test';
import { languages as LANGS } from '../../site/languages.mjs';
import { CHROMIUM_ARGS, findChromium } from '../machine/chromium.mjs';
import { serveBuild } from '../serve/serve-build.mjs';

/**
 * One entry per image. `clip` is a selector whose box is cut out of the page; `prepare` runs
 * after the page has loaded and before the picture is taken. `width` overrides the 1280px viewport.
 * @typedef {object} Shot
 * @property {string} name  the file is docs/public/screenshots/<name>-<lang>.png
 * @property {string} path  the route, without the language prefix
 * @property {string} [clip]
 * @property {number} [width]
 * @property {(page: import('@playwright/test').Page) => Promise<void>} [prepare]
 */

/** @type {Shot[]} */
const SHOTS = [
  { name: 'home', path: '/' },
  { name: 'doc-page', path: '/guide/start/introduction' },
  // Wider than 1280px, or the language menu, appearance switch and social links fold into a menu.
  { name: 'navbar', path: '/guide/start/introduction', clip: '.rp-nav', width: 1440 },
  {
    name: 'doc-footer',
    path: '/guide/start/introduction',
    clip: '.rp-doc-footer',
    // The footer sits at the end of the page; scrolling there also hides the auto-hiding navbar.
    prepare: (page) => page.locator('.rp-doc-footer').scrollIntoViewIfNeeded(),
  },
  {
    name: 'overview-filter',
    path: '/api/',
    prepare: async (page) => {
      await page.locator('#api-filter').fill('build');
      await page.locator('.rp-overview-group__item').first().waitFor();
    },
  },
];

const only = process.argv.slice(2);
const selected = only.length > 0 ? SHOTS.filter((shot) => only.includes(shot.name)) : SHOTS;
if (selected.length !== (only.length || SHOTS.length)) {
  throw new Error(`Unknown shot name in: ${only.join(', ')}`);
}

// Port 0: any free port, so a running test server is never in the way.
const server = await serveBuild({ dir: 'doc_build', port: 0 });

const browser = await chromium.launch({
  executablePath: findChromium(),
  args: [...CHROMIUM_ARGS],
});
try {
  for (const shot of selected) {
    for (const { lang, prefix, locale } of LANGS) {
      const page = await browser.newPage({
        viewport: { width: shot.width ?? 1280, height: 800 },
        locale,
        colorScheme: 'light',
      });
      // Mark the site as visited so the first-visit language redirect never moves the page.
      await page.addInitScript(() => localStorage.setItem('rspress-visited', '1'));
      await page.goto(`${server.url}${prefix}${shot.path}`, {
        waitUntil: 'networkidle',
      });
      await shot.prepare?.(page);
      const file = `docs/public/screenshots/${shot.name}-${lang}.png`;
      if (shot.clip) {
        await page.locator(shot.clip).screenshot({ path: file });
      } else {
        await page.screenshot({ path: file });
      }
      await page.close();
      console.log(file);
    }
  }
} finally {
  await browser.close();
  await server.close();
}
