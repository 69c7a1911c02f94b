// What the engine runs check, written once for every engine against the tab of tab.mjs: each page
// loads with its status, unredirected, in its language, hydrated and without errors; and the
// journeys a reader takes through the site's controls.
import { localizedRoute } from '../../site/languages.mjs';
import { CheckFailure, expectEqual, expectTrue } from './report.mjs';
import { languages, texts, toolCount, toolsMenuTrigger } from './site.mjs';
import { hydrated } from './tab.mjs';

/** @typedef {import('./tab.mjs').EngineTab} EngineTab */
/** @typedef {import('./site.mjs').Lang} Lang */
/** @typedef {import('./site.mjs').EnginePage} EnginePage */

/**
 * Errors pages logged while being left, with how many times, for the run's closing note (see
 * Problems in tab.mjs).
 * @type {Map<string, number>}
 */
export const loggedWhileLeaving = new Map();

/**
 * Runs `steps`, then fails if the engine saw a page error or console error meanwhile (reported
 * with a failing step's own message when both happen); `expected` matches errors the journey
 * causes on purpose (a chunk it makes fail), which do not count.
 * @param {EngineTab} tab
 * @param {() => Promise<void>} steps
 * @param {RegExp} [expected]
 */
async function withoutErrors(tab, steps, expected) {
  /** @type {unknown} */
  let failure;
  try {
    await steps();
  } catch (error) {
    failure = error;
  }
  const { errors: seenErrors, whileLeaving } = await tab.problems();
  const problems = expected ? seenErrors.filter((problem) => !expected.test(problem)) : seenErrors;
  for (const problem of whileLeaving)
    loggedWhileLeaving.set(problem, (loggedWhileLeaving.get(problem) ?? 0) + 1);
  const seen = problems.map((problem) => `  ${problem}`).join('\n');
  if (failure) {
    if (!problems.length) throw failure;
    const message = failure instanceof Error ? failure.message : String(failure);
    throw new CheckFailure(`${message}\nand errors in the page:\n${seen}`);
  }
  expectTrue(`errors in the page:\n${seen}`, problems.length === 0);
}

/**
 * One page: the status it is served with, no redirect, its language, React hydrated, no errors.
 * @param {EngineTab} tab
 * @param {EnginePage} page
 */
export function checkPage(tab, { lang, path, status }) {
  return withoutErrors(tab, async () => {
    expectEqual('status', await tab.goto(path), status);
    const at = await tab.evaluate(
      () => ({ path: location.pathname, lang: document.documentElement.lang }),
      null,
    );
    expectEqual('address once loaded', at.path, path);
    expectEqual('<html lang>', at.lang, lang);
    await hydrated(tab);
    // Hidden while the HTML arrives (theme/styles/firstPaint.css), shown once it is all in.
    const navRight = await tab.evaluate(() => {
      const right = document.querySelector('.rp-nav__right');
      return right ? getComputedStyle(right).visibility : 'missing';
    }, null);
    expectEqual("the navbar's right side", navRight, 'visible');
  });
}

/** @param {Lang} lang @param {string} route a route of the default language */
const inLang = (lang, route) => localizedRoute(lang, route);

/**
 * A query per language and the section its result opens, as the index ranks them today (like
 * tests/e2e/search-behaviour.spec.ts); one is opened with the button and Enter, the other with
 * Ctrl+K and a click, so both ways are taken once in each engine.
 * @type {Record<Lang, { query: string, lands: string, open: 'button' | 'shortcut', choose: 'Enter' | 'click' }>}
 */
const SEARCHES = {
  en: {
    query: 'languageParity',
    lands: '/api/config/config-basic#language-parity',
    open: 'button',
    choose: 'Enter',
  },
  zh: {
    query: '多语言',
    lands: '/zh/guide/default-theme/i18n#configure',
    open: 'shortcut',
    choose: 'click',
  },
};

/** The panel's search input and its result links (the theme's class names). */
const INPUT = '.rp-search-panel__input';

/**
 * The search history journey per language: a query, the page its first result opens, the name
 * the panel lists it under, and the literal texts of the empty panel's headings and of the
 * button that saves the entry (i18n.json, written out here as a reader reads them).
 * @type {Record<Lang, { query: string, opens: string, name: string, recent: string, favorites: string, save: string }>}
 */
const HISTORY = {
  en: {
    query: 'deploy',
    opens: '/guide/basic/deploy',
    name: 'Deploy',
    recent: 'Recent',
    favorites: 'Favorites',
    save: 'Save “Deploy” to favorites',
  },
  zh: {
    query: '部署',
    opens: '/zh/guide/basic/deploy',
    name: '部署',
    recent: '搜索历史',
    favorites: '收藏',
    save: '收藏“部署”',
  },
};

/**
 * Waits for the panel's input to be shown, focused and, when `empty`, without text.
 * @param {EngineTab} tab
 * @param {boolean} empty
 */
const panelInputFocused = (tab, empty) =>
  tab.waitFor(
    `the search input, focused${empty ? ' and empty' : ''}`,
    ([input, mustBeEmpty]) => {
      const element = /** @type {HTMLInputElement | null} */ (document.querySelector(input));
      return (
        element &&
        element === document.activeElement &&
        element.getClientRects().length &&
        (!mustBeEmpty || element.value === '')
      );
    },
    /** @type {[string, boolean]} */ ([INPUT, empty]),
  );

/**
 * @typedef {object} Journey
 * @property {string} name
 * @property {(tab: EngineTab) => Promise<void>} run
 */

/** @type {Record<string, (lang: Lang) => Journey>} */
export const journeys = {
  search: (lang) => {
    const { query, lands, open, choose } = SEARCHES[lang];
    const how = open === 'button' ? 'the button' : 'Ctrl+K';
    return {
      name: `search (${lang}): opened with ${how}, "${query}", ${choose} lands on ${lands}`,
      run: (tab) =>
        withoutErrors(tab, async () => {
          await tab.goto(inLang(lang, '/guide/start/introduction'));
          await hydrated(tab, '.rp-search-button');
          if (open === 'button') await tab.click('.rp-search-button');
          else await tab.press('k', ['Control']);
          await tab.waitFor(
            'the search input, focused',
            (input) => {
              const element = document.querySelector(input);
              return (
                element && element === document.activeElement && element.getClientRects().length
              );
            },
            INPUT,
          );
          await tab.type(query);
          await tab.waitFor(
            `a result linking ${lands} for "${query}"`,
            ([input, text, href]) => {
              const field = /** @type {HTMLInputElement | null} */ (document.querySelector(input));
              const links = [...document.querySelectorAll('.rp-search-panel__results a')];
              return field?.value === text && links.some((a) => a.getAttribute('href') === href);
            },
            [INPUT, query, lands],
          );
          if (choose === 'Enter') {
            const first = await tab.evaluate(
              () => document.querySelector('.rp-search-panel__results a')?.getAttribute('href'),
              null,
            );
            expectEqual('first result (the one Enter opens)', first, lands);
            await tab.press('Enter');
          } else {
            await tab.click({
              find: (href) =>
                [...document.querySelectorAll('.rp-search-panel__results a')].find(
                  (a) => a.getAttribute('href') === href,
                ),
              arg: lands,
            });
          }
          await tab.waitFor(
            `the page and section ${lands}, in view, the panel closed`,
            ([target, input]) => {
              const id = decodeURIComponent(target.split('#')[1] ?? '');
              const section = document.getElementById(id);
              const top = section?.getBoundingClientRect().top ?? -1;
              const panelOpen = document.querySelector(input)?.getClientRects().length;
              return (
                `${location.pathname}${location.hash}` === target &&
                top >= 0 &&
                top < innerHeight &&
                !panelOpen
              );
            },
            [lands, INPUT],
          );
        }),
    };
  },

  searchHistory: (lang) => {
    const { query, opens, name, recent, favorites, save } = HISTORY[lang];
    return {
      name: `search history (${lang}): "${query}" opened, the panel reopened empty lists "${name}" under "${recent}", saved it is under "${favorites}"`,
      run: (tab) =>
        withoutErrors(tab, async () => {
          await tab.goto(inLang(lang, '/guide/start/introduction'));
          await hydrated(tab, '.rp-search-button');
          await tab.press('k', ['Control']);
          await panelInputFocused(tab, false);
          await tab.type(query);
          /** @type {import('./tab.mjs').Target} */
          const result = {
            find: (href) =>
              [...document.querySelectorAll('.rp-search-panel__results a')].find(
                (a) => a.getAttribute('href') === href,
              ),
            arg: opens,
          };
          await tab.waitFor(`a result linking ${opens}`, result.find, result.arg);
          await tab.click(result);
          await tab.waitFor(
            `${opens}, the panel closed`,
            ([path, input]) =>
              location.pathname === path && !document.querySelector(input)?.getClientRects().length,
            [opens, INPUT],
          );
          await tab.press('k', ['Control']);
          await panelInputFocused(tab, true);
          await tab.waitFor(`"${name}" first under "${recent}", linking ${opens}`, listedUnder, {
            heading: recent,
            entry: `${name} ${opens}`,
            first: true,
          });
          await tab.click({ find: buttonLabelled, arg: save });
          await tab.waitFor(`"${name}" under "${favorites}", linking ${opens}`, listedUnder, {
            heading: favorites,
            entry: `${name} ${opens}`,
            first: false,
          });
        }),
    };
  },

  tabs: (lang) => {
    const path = inLang(lang, '/guide/start/getting-started');
    return {
      name: `package-manager tabs (${lang}): a click, then arrow keys, on ${path}`,
      run: (tab) =>
        withoutErrors(tab, async () => {
          await tab.goto(path);
          await hydrated(tab, '.rp-doc [role="tab"]');
          const labels = await tab.evaluate(
            () =>
              [...(document.querySelector('.rp-doc [role="tablist"]')?.children ?? [])].map(
                (item) => item.textContent?.trim() ?? '',
              ),
            null,
          );
          expectTrue(`tabs of the first group: ${labels.join(', ')}`, labels.length > 2);
          const selected = await tab.evaluate(
            () =>
              document
                .querySelector('.rp-doc [role="tablist"] [aria-selected="true"]')
                ?.textContent?.trim(),
            null,
          );
          // The group remembers the reader's last choice; start from the tab after it.
          const start = (labels.indexOf(selected ?? '') + 1) % labels.length;
          await tab.click({
            find: (index) =>
              document.querySelector('.rp-doc [role="tablist"]')?.children[Number(index)],
            arg: String(start),
          });
          await expectTabShown(tab, labels[start] ?? '', false);
          await tab.press('ArrowRight');
          await expectTabShown(tab, labels[(start + 1) % labels.length] ?? '', true);
          await tab.press('ArrowLeft');
          await expectTabShown(tab, labels[start] ?? '', true);
        }),
    };
  },

  typeNote: (lang) => {
    const path = inLang(lang, '/api/config/config-basic');
    return {
      name: `type note (${lang}): the pointer on a name of the TypeScript example opens its note, Escape closes it, on ${path}`,
      run: (tab) =>
        withoutErrors(tab, async () => {
          await tab.goto(path);
          await hydrated(tab);
          // The notes' client installs itself after hydration, adding its stylesheet as it does
          // (theme/components/TypeHover); a pointer that arrives before finds no listener.
          await tab.waitFor(
            'the type notes client',
            (style) => document.querySelector(style),
            'style[data-style="type-hovers"]',
          );
          // A name of a code example that a note describes (aria-describedby), found by that link.
          const mark = 'pre [aria-describedby]';
          await tab.hover(mark);
          await tab.waitFor('the note of the name under the pointer', noteShows, mark);
          await tab.press('Escape');
          await tab.waitFor(
            'Escape to close the note',
            (selector) =>
              document.getElementById(
                document.querySelector(selector)?.getAttribute('aria-describedby') ?? '',
              )?.hidden,
            mark,
          );
        }),
    };
  },

  toolsMenu: (lang) => {
    const label = texts.toolsMenuLabel[lang];
    /** @type {import('./tab.mjs').Target} */
    const button = { find: buttonLabelled, arg: label };
    return {
      name: `tools menu (${lang}): the keyboard and ${toolsMenuTrigger} open it, ${toolCount} new-tab links`,
      run: (tab) =>
        withoutErrors(tab, async () => {
          await tab.goto(inLang(lang, '/guide/start/introduction'));
          await hydrated(tab);
          // The keyboard opens it whatever site/tools.ts says opens it besides: ↓ on the button.
          await tab.focus(button);
          await tab.press('ArrowDown');
          await tab.waitFor('↓ to open the menu on its first link', menuOpenOnFirstLink, label);
          const links = await tab.evaluate(menuLinks, label);
          expectEqual('links in the menu', links.length, toolCount);
          for (const link of links) {
            expectEqual(`target of ${link.href}`, link.target, '_blank');
            expectEqual(`rel of ${link.href}`, link.rel, 'noopener noreferrer');
          }
          await tab.press('Escape');
          await tab.waitFor('Escape to close the menu', menuClosed, label);
          // Then the pointer, as the site's trigger says.
          if (toolsMenuTrigger === 'hover') {
            await tab.hover(button);
            await tab.waitFor('hovering to open the menu', menuOpen, label);
            await tab.hover('h1');
            await tab.waitFor('leaving to close the menu', menuClosed, label);
          } else {
            await tab.click(button);
            await tab.waitFor('a click to open the menu', menuOpen, label);
          }
        }),
    };
  },

  languageSwitch: (lang) => {
    const other = languages.find((language) => language.lang !== lang);
    if (!other) throw new Error('the language switch needs a second language');
    const route = '/guide/start/getting-started';
    const from = inLang(lang, route);
    const to = inLang(other.lang, route);
    const current = languages.find((language) => language.lang === lang)?.label ?? lang;
    return {
      name: `language switch (${lang}): ${from} → ${to}`,
      run: (tab) =>
        withoutErrors(tab, async () => {
          await tab.goto(from);
          await hydrated(tab);
          await tab.hover({ find: navButtonWithText, arg: current });
          await tab.click({
            find: (hreflang) => document.querySelector(`.rp-nav a[hreflang="${hreflang}"]`),
            arg: other.lang,
          });
          await tab.waitFor(
            `${to} in ${other.lang}`,
            ([path, language]) =>
              location.pathname === path && document.documentElement.lang === language,
            [to, other.lang],
          );
          await hydrated(tab);
        }),
    };
  },

  appearance: (lang) => {
    const path = inLang(lang, '/guide/start/introduction');
    const label = texts.switchAppearance[lang];
    /** @type {import('./tab.mjs').Target} */
    const button = { find: buttonLabelled, arg: label };
    const isDark = () => document.documentElement.classList.contains('dark');
    return {
      name: `appearance switch (${lang}): the dark class toggles and stays after a reload, on ${path}`,
      run: (tab) =>
        withoutErrors(tab, async () => {
          await tab.goto(path);
          await hydrated(tab);
          const before = await tab.evaluate(isDark, null);
          // Toggled, then back, so the runs after this one see the site as it starts.
          for (const dark of [!before, before]) {
            await tab.click(button);
            await tab.waitFor(
              `the dark class ${dark ? 'set' : 'removed'}`,
              (want) => document.documentElement.classList.contains('dark') === want,
              dark,
            );
            await tab.reload();
            await hydrated(tab);
            expectEqual('dark class after a reload', await tab.evaluate(isDark, null), dark);
          }
        }),
    };
  },

  clientNavigation: (lang) => {
    const from = inLang(lang, '/guide/start/introduction');
    return {
      name: `client-side navigation (${lang}): a sidebar link from ${from} changes the page without loading one`,
      run: (tab) =>
        withoutErrors(tab, async () => {
          await tab.goto(from);
          await hydrated(tab);
          const target = await tab.evaluate(
            () =>
              [...document.querySelectorAll('.rp-doc-layout__sidebar a[href^="/"]')]
                .map((a) => a.getAttribute('href') ?? '')
                .find((href) => href.split('#')[0] !== location.pathname),
            null,
          );
          expectTrue('a sidebar link to another page', target);
          const title = await tab.evaluate(() => document.querySelector('h1')?.textContent, null);
          // A mark on this document: a full page load would start a new one without it.
          await tab.evaluate(() => {
            /** @type {Window & { enginesSameDocument?: boolean }} */ (window).enginesSameDocument =
              true;
          }, null);
          await tab.click({
            find: (href) =>
              [...document.querySelectorAll('.rp-doc-layout__sidebar a')].find(
                (a) => a.getAttribute('href') === href,
              ),
            arg: target ?? '',
          });
          await tab.waitFor(
            `${target}, its heading shown`,
            ([path, oldTitle]) =>
              location.pathname === path && document.querySelector('h1')?.textContent !== oldTitle,
            [target ?? '', title ?? ''],
          );
          const same = await tab.evaluate(
            () =>
              /** @type {Window & { enginesSameDocument?: boolean }} */ (window)
                .enginesSameDocument,
            null,
          );
          expectEqual('the document kept (no full page load)', same, true);
        }),
    };
  },

  blockedStorage: (lang) => {
    const path = inLang(lang, '/guide/start/introduction');
    /** @type {import('./tab.mjs').Target} */
    const button = { find: buttonLabelled, arg: texts.switchAppearance[lang] };
    return {
      name: `blocked storage (${lang}): with storage refusing every access, the appearance switch and a link work, on ${path}`,
      run: (tab) =>
        withoutErrors(tab, async () => {
          await tab.goto(path);
          await hydrated(tab);
          // As a browser that blocks site data answers: a SecurityError on every touch. Only
          // localStorage, the one the site uses: the WebKit run keeps its error record in
          // sessionStorage (page-scripts.mjs).
          await tab.evaluate(() => {
            Object.defineProperty(window, 'localStorage', {
              configurable: true,
              get() {
                throw new DOMException('The user denied access to storage', 'SecurityError');
              },
            });
          }, null);
          for (const dark of [true, false]) {
            await tab.click(button);
            await tab.waitFor(
              `the dark class ${dark ? 'set' : 'removed'}`,
              (want) => document.documentElement.classList.contains('dark') === want,
              dark,
            );
          }
          await tab.click('.rp-doc-layout__sidebar a[href$="/getting-started"]');
          await tab.waitFor(
            'the quick start, whole',
            () =>
              location.pathname.endsWith('/getting-started') &&
              Boolean(document.querySelector('h1')) &&
              document.body.innerText.trim().length > 200,
            null,
          );
        }),
    };
  },

  chunkFailure: (lang) => {
    const from = inLang(lang, '/guide/start/introduction');
    const to = inLang(lang, '/guide/start/getting-started');
    return {
      name: `a page chunk that fails to load (${lang}): the link from ${from} loads ${to} as a whole page`,
      run: (tab) =>
        withoutErrors(
          tab,
          async () => {
            await tab.goto(from);
            await hydrated(tab);
            // Every page chunk this document asks for now is gone, as after a deploy.
            await tab.evaluate(() => {
              /** @type {Window & { enginesSameDocument?: boolean }} */ (
                window
              ).enginesSameDocument = true;
              const src = Object.getOwnPropertyDescriptor(HTMLScriptElement.prototype, 'src');
              Object.defineProperty(HTMLScriptElement.prototype, 'src', {
                configurable: true,
                get() {
                  return src?.get?.call(this);
                },
                set(/** @type {string} */ value) {
                  src?.set?.call(this, value.replace(/\/route-/, '/gone-route-'));
                },
              });
            }, null);
            await tab.click({
              find: (href) =>
                [...document.querySelectorAll('.rp-doc-layout__sidebar a')].find(
                  (a) => a.getAttribute('href') === href,
                ),
              arg: to,
            });
            await tab.waitFor(
              `${to}, loaded as a whole page, its text shown`,
              (path) =>
                location.pathname === path &&
                !(
                  /** @type {Window & { enginesSameDocument?: boolean }} */ (window)
                    .enginesSameDocument
                ) &&
                Boolean(document.querySelector('h1')) &&
                document.body.innerText.trim().length > 200,
              to,
            );
          },
          // The chunk made to fail, as the engine reports it.
          /gone-route-|Loading chunk|ChunkLoadError/,
        ),
    };
  },
};

/**
 * True when the note of the first element `selector` matches (its `aria-describedby`) is shown,
 * with a text that names the element and a link. Run in the page.
 */
function noteShows(/** @type {string} */ selector) {
  const mark = document.querySelector(selector);
  const note = document.getElementById(mark?.getAttribute('aria-describedby') ?? '');
  const name = mark?.textContent?.trim();
  return Boolean(
    note &&
      name &&
      !note.hidden &&
      note.getClientRects().length &&
      note.textContent?.includes(name) &&
      note.querySelector('a[href]'),
  );
}

/**
 * True when the empty search panel lists `entry` (its text and link: "Deploy /guide/basic/deploy")
 * in the listbox its heading `heading` names: as the first entry when `first`, else anywhere.
 * Run in the page.
 * @param {{ heading: string, entry: string, first: boolean }} wanted
 */
function listedUnder({ heading, entry, first }) {
  const title = [...document.querySelectorAll('h3')].find(
    (element) => element.textContent?.trim() === heading,
  );
  const list = title?.id
    ? document.querySelector(`[role="listbox"][aria-labelledby="${title.id}"]`)
    : null;
  const entries = [...(list?.querySelectorAll('[role="option"]') ?? [])].map(
    (option) => `${option.textContent?.trim()} ${option.getAttribute('href')}`,
  );
  return first ? entries[0] === entry : entries.includes(entry);
}

/** The button whose accessible label is `label`. Run in the page. */
function buttonLabelled(/** @type {string} */ label) {
  return [...document.querySelectorAll('button[aria-label]')].find(
    (button) => button.getAttribute('aria-label') === label,
  );
}

/** The navbar button whose text is `text` (the language menu). Run in the page. */
function navButtonWithText(/** @type {string} */ text) {
  return [...document.querySelectorAll('.rp-nav button')].find(
    (button) => button.textContent?.trim() === text,
  );
}

/** True when the tools menu labelled `label` is expanded and its panel shown. Run in the page. */
function menuOpen(/** @type {string} */ label) {
  const button = [...document.querySelectorAll('button[aria-label]')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  return (
    button?.getAttribute('aria-expanded') === 'true' && Boolean(panel?.getClientRects().length)
  );
}

/** True when the tools menu labelled `label` is collapsed and its panel hidden. Run in the page. */
function menuClosed(/** @type {string} */ label) {
  const button = [...document.querySelectorAll('button[aria-label]')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  return button?.getAttribute('aria-expanded') === 'false' && !panel?.getClientRects().length;
}

/** The tools menu is open and its first link has focus. Run in the page. */
function menuOpenOnFirstLink(/** @type {string} */ label) {
  const button = [...document.querySelectorAll('button[aria-label]')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  return (
    button?.getAttribute('aria-expanded') === 'true' &&
    Boolean(panel?.getClientRects().length) &&
    document.activeElement === panel?.querySelector('a')
  );
}

/** The tools menu's links with their target and rel. Run in the page. */
function menuLinks(/** @type {string} */ label) {
  const button = [...document.querySelectorAll('button[aria-label]')].find(
    (element) => element.getAttribute('aria-label') === label,
  );
  const panel = document.getElementById(button?.getAttribute('aria-controls') ?? '');
  return [...(panel?.querySelectorAll('a') ?? [])].map((a) => ({
    href: a.getAttribute('href'),
    target: a.getAttribute('target'),
    rel: a.getAttribute('rel'),
  }));
}

/**
 * Waits until the first tab group shows `label`: that tab selected (and focused, when `focused`),
 * its panel shown with the tool's command, every other panel hidden.
 * @param {EngineTab} tab
 * @param {string} label
 * @param {boolean} focused
 */
function expectTabShown(tab, label, focused) {
  return tab.waitFor(
    `the "${label}" tab selected${focused ? ' and focused' : ''}, its command shown`,
    ({ name, mustHaveFocus }) => {
      const tabs = [...(document.querySelector('.rp-doc [role="tablist"]')?.children ?? [])];
      const chosen = tabs.find((item) => item.textContent?.trim() === name);
      const panel = document.getElementById(chosen?.getAttribute('aria-controls') ?? '');
      const othersHidden = tabs
        .filter((item) => item !== chosen)
        .every(
          (item) =>
            !document.getElementById(item.getAttribute('aria-controls') ?? '')?.getClientRects()
              .length,
        );
      return (
        chosen?.getAttribute('aria-selected') === 'true' &&
        (!mustHaveFocus || document.activeElement === chosen) &&
        // A package manager's tab shows that tool's command.
        Boolean(panel?.getClientRects().length && panel.textContent?.includes(name)) &&
        othersHidden
      );
    },
    { name: label, mustHaveFocus: focused },
  );
}
