// Shared by the search benchmarks: serve a build, open it in Chromium and drive the site's own
// search panel, exactly as a reader does (the same provider code, the same index files).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { findChromium } from '../scripts/chromium.mjs';
import { serveBuild } from '../scripts/serve-build.mjs';

export { langs as LANGS } from '../site/languages.mjs';
/** The panel waits this long after the last key press before it searches (lodash debounce). */
export const DEBOUNCE_MS = 150;

export function options(argv = process.argv.slice(2)) {
  const get = (name, fallback) => {
    const at = argv.indexOf(`--${name}`);
    return at === -1 ? fallback : argv[at + 1];
  };
  return {
    dir: get('dir', 'doc_build'),
    port: Number(get('port', process.env.E2E_PORT ?? 4208)),
    label: get('label', 'current build'),
    json: get('json', undefined),
  };
}

/** The doc_build file that answers a route, as the static server resolves it. */
export function routeExists(dir, route) {
  const path = route.replace(/^\//, '');
  const candidates = route.endsWith('/')
    ? [join(dir, path, 'index.html')]
    : [join(dir, `${path}.html`), join(dir, path, 'index.html')];
  return candidates.some((file) => existsSync(file));
}

export const localized = (lang, route) => (lang === 'en' ? route : `/${lang}${route}`);

export async function serve(dir, port) {
  const server = await serveBuild({ dir, port });
  return { url: server.url, close: server.close };
}

export async function launch() {
  return chromium.launch({
    executablePath: findChromium(),
    args: ['--no-sandbox', '--disable-gpu', '--no-first-run', '--disable-background-networking'],
  });
}

/** Opens the search panel with Ctrl+K on a freshly loaded page and waits for its input. */
export async function openPanel(page) {
  await page.keyboard.press('Control+k');
  await page.locator('.rp-search-panel__input').waitFor();
}

/**
 * Types a query into the open panel (one input event, like a paste) and waits until the panel
 * has rendered the results for it. Returns the result routes in display order (deduplicated, hash
 * removed) and the milliseconds from the input event to the rendered results.
 */
export async function runQuery(page, query) {
  return page.evaluate(async (text) => {
    const input = document.querySelector('.rp-search-panel__input');
    const icon = document.querySelector('.rp-search-panel__search-icon');
    const loading = () => icon.classList.contains('rp-search-panel__search-icon--loading');
    const done = new Promise((resolve) => {
      let seenLoading = loading();
      const observer = new MutationObserver(() => {
        if (loading()) seenLoading = true;
        else if (seenLoading) {
          observer.disconnect();
          resolve(performance.now());
        }
      });
      observer.observe(icon, { attributes: true, attributeFilter: ['class'] });
      setTimeout(() => resolve(Number.NaN), 10_000);
    });
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value').set;
    setValue.call(input, text);
    const start = performance.now();
    input.dispatchEvent(new Event('input', { bubbles: true }));
    const end = await done;
    // React commits the result list in the same render that clears the loading state.
    await new Promise((resolve) => requestAnimationFrame(() => resolve()));
    const routes = [];
    for (const link of document.querySelectorAll('.rp-search-panel__results a')) {
      const path = new URL(link.href, location.href).pathname;
      if (!routes.includes(path)) routes.push(path);
    }
    return { routes, ms: end - start };
  }, query);
}

export function percentile(values, p) {
  if (values.length === 0) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}
