/** The first Chromium found: $CHROME_PATH, Debian's /usr/bin/chromium, then Playwright's own. */
export function findChromium(): string | undefined;
