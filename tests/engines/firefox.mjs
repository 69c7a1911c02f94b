// Gecko: every page and the journeys in Firefox ESR, driven by puppeteer-core over WebDriver BiDi
// (Playwright's Firefox needs its own patched build; its `moz-firefox` channel asks ESR for
// emulation commands it does not have). Preload scripts count React's commits from the page's
// first script, and BiDi reports every page error and console error.
// Usage: node tests/engines/firefox.mjs (after `npm run build`)
import puppeteer, { TimeoutError } from 'puppeteer-core';
import { countReactCommits } from '../../lib/hydration.mjs';
import { requireProgram } from '../../scripts/machine/engines.mjs';
import { DOCUMENT_MARKS, markDocumentLife } from './page-scripts.mjs';
import { CheckFailure } from './report.mjs';
import { runEngine } from './run.mjs';
import { WAIT_MS } from './tab.mjs';

/** @typedef {import('./tab.mjs').EngineTab} EngineTab */
/** @typedef {import('./tab.mjs').Target} Target */

/**
 * A console message's text with its Error arguments as `name: message` (puppeteer writes an
 * object argument as `JSHandle@error`); the text as given when the page is already gone.
 * @param {import('puppeteer-core').ConsoleMessage} message
 */
async function consoleText(message) {
  try {
    const parts = await Promise.all(
      message
        .args()
        .map((arg) =>
          arg.evaluate((value) =>
            value instanceof Error ? `${value.name}: ${value.message}` : String(value),
          ),
        ),
    );
    const said = parts.join(' ');
    return said && said !== 'undefined' ? said : message.text();
  } catch {
    return message.text();
  }
}

/**
 * Keys puppeteer would send as another key: for 'Enter' it sends WebDriver's "\uE007", the numpad's
 * Enter (`code` NumpadEnter), which the theme's search panel does not take (it reads `code`);
 * "\uE006" is the main keyboard's Enter.
 * @type {Partial<Record<import('./tab.mjs').Key, string>>}
 */
const KEYS = { Enter: '\uE006' };

/** The window of the Chromium tests: wide enough for the full navbar. */
const VIEWPORT = { width: 1440, height: 900 };

/**
 * The tab of tab.mjs on a puppeteer page.
 * @param {import('puppeteer-core').Page} page
 * @param {string} origin
 * @returns {EngineTab}
 */
function firefoxTab(page, origin) {
  /** Errors in BiDi's log, each with whether its page was being left (page-scripts.mjs). */
  /** @type {{ leaving: boolean, text: Promise<string> }[]} */
  let seen = [];
  let leaving = false;
  page.on('console', (message) => {
    const text = message.text();
    if (text === DOCUMENT_MARKS.start) leaving = false;
    else if (text === DOCUMENT_MARKS.leaving) leaving = true;
    else if (message.type() === 'error')
      seen.push({ leaving, text: consoleText(message).then((said) => `console error: ${said}`) });
  });
  page.on('pageerror', (error) => {
    const text = error instanceof Error ? error.message : String(error);
    seen.push({ leaving, text: Promise.resolve(`page error: ${text}`) });
  });

  /**
   * Resolves once `fn(arg)` is truthy in the page, with its value.
   * @param {string} what
   * @param {(arg: any) => unknown} fn
   * @param {unknown} arg
   */
  async function waitIn(what, fn, arg) {
    try {
      return await page.waitForFunction(fn, { polling: 'raf', timeout: WAIT_MS }, arg);
    } catch (error) {
      if (error instanceof TimeoutError) throw new CheckFailure(`timed out waiting for ${what}`);
      throw error;
    }
  }

  /** @param {Target} target */
  async function element(target) {
    const handle =
      typeof target === 'string'
        ? await waitIn(target, (selector) => document.querySelector(selector), target)
        : await waitIn(`the element ${target.find.name}(${target.arg})`, target.find, target.arg);
    const found = handle.asElement();
    if (!found) throw new CheckFailure(`not an element: ${String(target)}`);
    return /** @type {import('puppeteer-core').ElementHandle<Element>} */ (found);
  }

  return {
    goto: async (path) =>
      (await page.goto(`${origin}${path}`, { waitUntil: 'load' }))?.status() ?? 0,
    reload: async () => {
      await page.reload({ waitUntil: 'load' });
    },
    // The tab's type says what `fn` returns; puppeteer's cannot follow a generic function.
    evaluate: (fn, arg) =>
      /** @type {Promise<never>} */ (
        page.evaluate(
          /** @type {import('puppeteer-core').EvaluateFunc<[unknown]>} */ (
            /** @type {unknown} */ (fn)
          ),
          arg,
        )
      ),
    waitFor: async (what, fn, arg) => {
      await waitIn(what, fn, arg);
    },
    click: async (target) => (await element(target)).click(),
    hover: async (target) => (await element(target)).hover(),
    focus: async (target) => (await element(target)).focus(),
    press: async (key, modifiers = []) => {
      for (const modifier of modifiers) await page.keyboard.down(modifier);
      await page.keyboard.press(
        /** @type {import('puppeteer-core').KeyInput} */ (KEYS[key] ?? key),
      );
      for (const modifier of [...modifiers].reverse()) await page.keyboard.up(modifier);
    },
    type: (text) => page.keyboard.type(text),
    problems: async () => {
      const taken = seen;
      seen = [];
      const texts = await Promise.all(taken.map((problem) => problem.text));
      return {
        errors: texts.filter((_, index) => !taken[index]?.leaving),
        whileLeaving: texts.filter((_, index) => taken[index]?.leaving),
      };
    },
  };
}

await runEngine({
  name: 'Firefox',
  journeys: {
    en: [
      'search',
      'searchHistory',
      'tabs',
      'typeNote',
      'toolsMenu',
      'languageSwitch',
      'clientNavigation',
    ],
    zh: [
      'search',
      'searchHistory',
      'appearance',
      'clientNavigation',
      'blockedStorage',
      'chunkFailure',
    ],
  },
  open: async (origin) => {
    const executablePath = requireProgram('firefox');
    return {
      launch: async (locale) => {
        const browser = await puppeteer.launch({
          browser: 'firefox',
          executablePath,
          headless: true,
          // The browser's language: what navigator.language(s) and Accept-Language say.
          extraPrefsFirefox: { 'intl.accept_languages': locale },
        });
        const page = (await browser.pages())[0] ?? (await browser.newPage());
        // The first tab keeps the window's size; defaultViewport applies to new tabs only.
        await page.setViewport(VIEWPORT);
        // Before any script of each page, as the Playwright fixtures' init script.
        await page.evaluateOnNewDocument(countReactCommits);
        await page.evaluateOnNewDocument(markDocumentLife, DOCUMENT_MARKS);
        return {
          tab: firefoxTab(page, origin),
          version: await browser.version(),
          close: () => browser.close(),
        };
      },
      close: async () => {},
    };
  },
});
