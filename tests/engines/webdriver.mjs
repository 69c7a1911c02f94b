// The few commands of classic WebDriver (W3C) that the WebKit run uses, over fetch. WebKitGTK's
// driver speaks only this protocol (no BiDi); the clients on npm (webdriverio, selenium-webdriver)
// bring hundreds of files for what is here a dozen requests.

/** The key of a web element reference in WebDriver's JSON. */
export const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

/** @typedef {{ [ELEMENT_KEY]: string }} ElementReference */

/** The longest the driver may take to answer: above the page load (60 s) and script bounds. */
const ANSWER_MS = 90_000;

/** An error answer of the driver, with WebDriver's error code (`script timeout`, …). */
export class WebDriverError extends Error {
  /** @param {string} code @param {string} message */
  constructor(code, message) {
    super(`${code}: ${message}`);
    this.code = code;
  }
}

/**
 * @param {string} url
 * @param {string} method
 * @param {unknown} [body]
 * @returns {Promise<unknown>} the answer's `value`
 */
async function send(url, method, body) {
  let response;
  try {
    response = await fetch(url, {
      method,
      headers: body === undefined ? {} : { 'content-type': 'application/json' },
      body: body === undefined ? undefined : JSON.stringify(body),
      signal: AbortSignal.timeout(ANSWER_MS),
    });
  } catch (error) {
    // A browser that died while starting leaves the driver silent: fail instead of hanging.
    if (error instanceof Error && error.name === 'TimeoutError')
      throw new WebDriverError('timeout', `no answer to ${method} ${url} in ${ANSWER_MS} ms`);
    throw error;
  }
  const { value } = /** @type {{ value: unknown }} */ (await response.json());
  if (!response.ok) {
    const { error, message } = /** @type {{ error: string, message: string }} */ (value);
    throw new WebDriverError(error, message);
  }
  return value;
}

/** @param {unknown} value @returns {value is ElementReference} */
export const isElement = (value) =>
  typeof value === 'object' && value !== null && ELEMENT_KEY in value;

/**
 * Opens a session on the driver at `driverUrl`.
 * @param {string} driverUrl
 * @param {Record<string, unknown>} capabilities
 */
export async function newSession(driverUrl, capabilities) {
  const created = /** @type {{ sessionId: string, capabilities: Record<string, unknown> }} */ (
    await send(`${driverUrl}/session`, 'POST', { capabilities: { alwaysMatch: capabilities } })
  );
  const { sessionId } = created;
  const base = `${driverUrl}/session/${sessionId}`;
  /** @param {string} method @param {string} path @param {unknown} [body] */
  const call = (method, path, body) => send(`${base}${path}`, method, body);
  /** @param {ElementReference} element */
  const id = (element) => element[ELEMENT_KEY];
  return {
    /** What the driver says it started: `browserName`, `browserVersion`… */
    capabilities: created.capabilities,
    /** @param {string} url */
    navigate: (url) => call('POST', '/url', { url }),
    refresh: () => call('POST', '/refresh', {}),
    /** @param {string} script @param {unknown[]} [args] */
    execute: (script, args = []) => call('POST', '/execute/sync', { script, args }),
    /** @param {string} script @param {unknown[]} [args] */
    executeAsync: (script, args = []) => call('POST', '/execute/async', { script, args }),
    /** @param {ElementReference} element */
    click: (element) => call('POST', `/element/${id(element)}/click`, {}),
    /** @param {ElementReference} element @param {string} text */
    sendKeys: (element, text) => call('POST', `/element/${id(element)}/value`, { text }),
    activeElement: async () =>
      /** @type {ElementReference} */ (await call('GET', '/element/active')),
    /** @param {object[]} actions input sources with their actions */
    perform: (actions) => call('POST', '/actions', { actions }),
    /** @param {{ script?: number, pageLoad?: number }} timeouts */
    setTimeouts: (timeouts) => call('POST', '/timeouts', timeouts),
    /** @param {{ width: number, height: number }} size */
    setWindowSize: (size) => call('POST', '/window/rect', size),
    close: () => call('DELETE', ''),
  };
}

/** @typedef {Awaited<ReturnType<typeof newSession>>} Session */
