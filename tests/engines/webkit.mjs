// WebKit: every page, search, its history and client-side navigation in WebKitGTK's MiniBrowser,
// driven by WebKitGTK's own WebDriver (classic WebDriver, through webdriver.mjs) and drawing into
// Xvfb. The pages come through early-script.mjs, which puts React's commit counter and an error
// recorder before the page's scripts (classic WebDriver has no preload scripts and sees no
// console).
// Usage: node tests/engines/webkit.mjs (after `npm run build`)
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { requireProgram } from '../../scripts/machine/engines.mjs';
import { startEarlyScriptProxy } from './early-script.mjs';
import { PROBLEMS_KEY } from './page-scripts.mjs';
import { CheckFailure } from './report.mjs';
import { runEngine } from './run.mjs';
import { WAIT_MS } from './tab.mjs';
import { isElement, newSession, WebDriverError } from './webdriver.mjs';

/** @typedef {import('./tab.mjs').EngineTab} EngineTab */
/** @typedef {import('./tab.mjs').Target} Target */
/** @typedef {import('./webdriver.mjs').Session} Session */

/** The window: 1440 px of page across, as in the other runs, plus MiniBrowser's toolbar. */
const WINDOW = { width: 1440, height: 1000 };

/** WebDriver's codes for the keys the journeys press ("\uE006" is the main keyboard's Enter). */
const KEY_CODES = {
  Enter: '\uE006',
  Escape: '\uE00C',
  Tab: '\uE004',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  k: 'k',
  Control: '\uE009',
  Shift: '\uE008',
};

/**
 * WebKitGTK takes the browser's language from the C library's locale (LC_CTYPE), and most
 * machines have no zh_CN locale installed. A locale is a folder named after it; this makes one
 * per browser locale under `root` from C.UTF-8's character data (the language is in the name,
 * which is all WebKit reads), found through LOCPATH. Returns the LC_CTYPE value for `locale`.
 * @param {string} root
 * @param {string} locale a browser locale, `zh-CN`
 */
function localeFolder(root, locale) {
  const source = '/usr/lib/locale/C.utf8/LC_CTYPE';
  if (!existsSync(source))
    throw new Error(
      `${source} is missing: the C library's C.UTF-8 locale is needed to make ${locale}`,
    );
  const name = `${locale.replace('-', '_')}.UTF-8`;
  mkdirSync(join(root, name), { recursive: true });
  copyFileSync(source, join(root, name, 'LC_CTYPE'));
  return name;
}

/**
 * The X server and drivers this run started: ended when the run ends, even when it is
 * interrupted (Ctrl+C) or fails, so none is left behind. A driver ends its MiniBrowser with it.
 * @type {Set<import('node:child_process').ChildProcess>}
 */
const children = new Set();
process.once('exit', () => {
  for (const child of children) child.kill();
});
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM']))
  process.once(signal, () => process.exit(130));

/** A free loopback port for the driver (it cannot pick one itself). */
function freePort() {
  return /** @type {Promise<number>} */ (
    new Promise((done, fail) => {
      const probe = createServer();
      probe.once('error', fail);
      probe.listen(0, '127.0.0.1', () => {
        const address = probe.address();
        probe.close(() => done(typeof address === 'object' && address ? address.port : 0));
      });
    })
  );
}

/**
 * Starts Xvfb on a free display; resolves with the display and a stop function.
 * @param {string} xvfb
 */
function startXvfb(xvfb) {
  // -displayfd: the server picks a free display and writes its number to file descriptor 3.
  const server = spawn(
    xvfb,
    ['-displayfd', '3', '-screen', '0', '1920x1200x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'pipe', 'pipe'],
    },
  );
  children.add(server);
  server.once('exit', () => children.delete(server));
  return /** @type {Promise<{ display: string, stop: () => void }>} */ (
    new Promise((done, fail) => {
      let said = '';
      server.stdio[3]?.on('data', (chunk) => {
        said += chunk;
        if (said.includes('\n')) done({ display: `:${said.trim()}`, stop: () => server.kill() });
      });
      server.once('exit', (code) => fail(new Error(`Xvfb exited (${code}) before it was ready`)));
      server.once('error', fail);
    })
  );
}

/**
 * Starts WebKitWebDriver with `env` and resolves once it answers.
 * @param {string} program
 * @param {NodeJS.ProcessEnv} env
 */
async function startDriver(program, env) {
  const port = await freePort();
  const driver = spawn(program, [`--port=${port}`], { env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(driver);
  driver.once('exit', () => children.delete(driver));
  let output = '';
  driver.stdout.on('data', (chunk) => {
    output += chunk;
  });
  driver.stderr.on('data', (chunk) => {
    output += chunk;
  });
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + WAIT_MS;
  for (;;) {
    try {
      const status = /** @type {{ value: { ready: boolean } }} */ (
        await (await fetch(`${url}/status`)).json()
      );
      if (status.value.ready) break;
    } catch {
      // Not listening yet.
    }
    if (driver.exitCode !== null || Date.now() > deadline)
      throw new Error(`WebKitWebDriver did not start:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  /** Ends the driver and resolves once it has exited. */
  const stop = () =>
    /** @type {Promise<void>} */ (
      new Promise((done) => {
        if (driver.exitCode !== null || driver.signalCode !== null) done();
        else {
          driver.once('exit', () => done());
          driver.kill();
        }
      })
    );
  return { url, stop, output: () => output };
}

/**
 * The tab of tab.mjs on a WebDriver session.
 * @param {Session} session
 * @param {Awaited<ReturnType<typeof startEarlyScriptProxy>>} proxy
 * @returns {EngineTab}
 */
function webkitTab(session, proxy) {
  /**
   * Resolves once `fn(arg)` is truthy in the page, checked on every animation frame. A script is
   * cut off by a page load, so one that ends that way is started again until the bound.
   * @param {string} what
   * @param {string} fn the function's source
   * @param {unknown} arg
   */
  async function waitIn(what, fn, arg) {
    const script = `const fn = (${fn}); const [arg, done] = arguments;
      const tick = () => { let ok; try { ok = fn(arg); } catch (error) { done({ error: String(error) }); return; }
        if (ok) done({ ok: true }); else requestAnimationFrame(tick); };
      tick();`;
    // The session's script timeout is WAIT_MS (set once at its start): each attempt is bounded.
    const deadline = Date.now() + WAIT_MS;
    for (;;) {
      if (Date.now() > deadline) throw new CheckFailure(`timed out waiting for ${what}`);
      try {
        const answer = /** @type {{ ok?: true, error?: string }} */ (
          await session.executeAsync(script, [arg])
        );
        if (answer.error) throw new CheckFailure(`${what}: ${answer.error}`);
        return;
      } catch (error) {
        if (error instanceof WebDriverError && error.code === 'script timeout')
          throw new CheckFailure(`timed out waiting for ${what}`);
        if (!(error instanceof WebDriverError)) throw error;
      }
    }
  }

  /** @param {Target} target */
  async function element(target) {
    const [find, arg] =
      typeof target === 'string'
        ? ['(selector) => document.querySelector(selector)', target]
        : [String(target.find), target.arg];
    await waitIn(
      `the element ${typeof target === 'string' ? target : target.find.name}`,
      find,
      arg,
    );
    const found = await session.execute(`return (${find})(arguments[0]);`, [arg]);
    if (!isElement(found)) throw new CheckFailure(`not an element: ${String(target)}`);
    return found;
  }

  return {
    goto: async (path) => {
      proxy.forget(path);
      await session.navigate(`${proxy.url}${path}`);
      return proxy.statusOf(path) ?? 0;
    },
    reload: async () => {
      await session.refresh();
    },
    evaluate: async (fn, arg) =>
      /** @type {never} */ (await session.execute(`return (${fn})(arguments[0]);`, [arg])),
    waitFor: (what, fn, arg) => waitIn(what, String(fn), arg),
    click: async (target) => {
      await session.click(await element(target));
    },
    hover: async (target) => {
      const origin = await element(target);
      await session.perform([
        {
          type: 'pointer',
          id: 'mouse',
          parameters: { pointerType: 'mouse' },
          actions: [{ type: 'pointerMove', duration: 0, origin, x: 0, y: 0 }],
        },
      ]);
    },
    focus: async (target) => {
      await session.execute('arguments[0].focus();', [await element(target)]);
    },
    press: async (key, modifiers = []) => {
      const codes = modifiers.map((modifier) => KEY_CODES[modifier]);
      const code = KEY_CODES[key];
      await session.perform([
        {
          type: 'key',
          id: 'keyboard',
          actions: [
            ...[...codes, code].map((value) => ({ type: 'keyDown', value })),
            ...[code, ...codes.reverse()].map((value) => ({ type: 'keyUp', value })),
          ],
        },
      ]);
    },
    // Key by key: WebKitGTK's Element Send Keys types an upper-case letter as lower case (no
    // Shift); as actions, a letter is typed with Shift held, as a reader types it.
    type: async (text) => {
      const shift = KEY_CODES.Shift;
      await session.perform([
        {
          type: 'key',
          id: 'keyboard',
          actions: [...text].flatMap((value) => {
            const keys = [
              { type: 'keyDown', value },
              { type: 'keyUp', value },
            ];
            if (value.toLowerCase() === value) return keys;
            return [{ type: 'keyDown', value: shift }, ...keys, { type: 'keyUp', value: shift }];
          }),
        },
      ]);
    },
    problems: async () => {
      const seen = /** @type {{ text: string, leaving: boolean }[]} */ (
        await session.execute(
          `const key = arguments[0]; const seen = JSON.parse(sessionStorage.getItem(key) ?? '[]');
           sessionStorage.removeItem(key); return seen;`,
          [PROBLEMS_KEY],
        )
      );
      return {
        errors: seen.filter((problem) => !problem.leaving).map((problem) => problem.text),
        whileLeaving: seen.filter((problem) => problem.leaving).map((problem) => problem.text),
      };
    },
  };
}

await runEngine({
  name: 'WebKit',
  journeys: {
    en: ['search', 'searchHistory', 'clientNavigation', 'chunkFailure'],
    zh: ['search', 'searchHistory', 'clientNavigation', 'blockedStorage'],
  },
  open: async (origin) => {
    const driverProgram = requireProgram('webkitDriver');
    const xvfb = await startXvfb(requireProgram('xvfb'));
    const proxy = await startEarlyScriptProxy(origin);
    // The browser's profile, caches and locales: new for the run, removed after it.
    const home = mkdtempSync(join(tmpdir(), 'engines-webkit-'));
    return {
      launch: async (locale) => {
        const profile = mkdtempSync(join(home, 'profile-'));
        /** @type {NodeJS.ProcessEnv} */
        const env = {
          ...process.env,
          DISPLAY: xvfb.display,
          LOCPATH: home,
          LC_CTYPE: localeFolder(home, locale),
          LANG: 'C.UTF-8',
          XDG_DATA_HOME: join(profile, 'data'),
          XDG_CACHE_HOME: join(profile, 'cache'),
          XDG_CONFIG_HOME: join(profile, 'config'),
          // Drawn without accelerated compositing, as WebKitGTK draws on a machine without usable
          // GL. Under Xvfb the layers went through software GL, a far slower run (bench/NOTES.md,
          // "WebKit without compositing"). Pages, scripts and styles are the same.
          WEBKIT_DISABLE_COMPOSITING_MODE: '1',
        };
        // LC_ALL would override LC_CTYPE.
        delete env.LC_ALL;
        const driver = await startDriver(driverProgram, env);
        try {
          const session = await newSession(driver.url, {
            'webkitgtk:browserOptions': { args: ['--automation'] },
          });
          await session.setTimeouts({ pageLoad: 60_000, script: WAIT_MS });
          await session.setWindowSize(WINDOW);
          const { browserName, browserVersion } = session.capabilities;
          return {
            tab: webkitTab(session, proxy),
            version: `${browserName} of WebKitGTK ${browserVersion}`,
            close: async () => {
              // Closing the session quits MiniBrowser and its web processes.
              await session.close().catch(() => undefined);
              await driver.stop();
            },
          };
        } catch (error) {
          await driver.stop();
          throw error;
        }
      },
      close: async () => {
        await proxy.close();
        xvfb.stop();
        // A web process may still be writing its cache as it ends: retried, never fatal.
        try {
          rmSync(home, { recursive: true, force: true, maxRetries: 10 });
        } catch (error) {
          console.log(`(could not remove ${home}: ${error})`);
        }
      },
    };
  },
});
