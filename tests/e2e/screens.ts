import type { Page } from '@playwright/test';

/**
 * The screens every page is checked on: a phone with touch, a tablet-width window, and two laptop
 * and desktop windows, each in the light and the dark colour scheme (the product brief, §11).
 */
export interface Screen {
  name: string;
  width: number;
  height: number;
}

/** A phone needs its own browser context (touch, mobile viewport); the rest share one. */
export const phoneScreens: Screen[] = [{ name: 'phone', width: 390, height: 844 }];
export const windowScreens: Screen[] = [
  { name: 'tablet', width: 768, height: 1024 },
  { name: 'laptop', width: 1280, height: 800 },
  { name: 'desktop', width: 1440, height: 900 },
];
export const phoneContext = {
  viewport: { width: 390, height: 844 },
  isMobile: true,
  hasTouch: true,
  deviceScaleFactor: 3,
};

export const colorSchemes = ['light', 'dark'] as const;
export type ColorScheme = (typeof colorSchemes)[number];

/**
 * Two animation frames, then every finite CSS transition and animation finished: React has handled
 * the resize or media change, and colours are no longer on their way from one scheme to the other.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getTiming().iterations !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
}

/** Resizes the window in place; the page is not reloaded. */
export async function showOn(page: Page, screen: Screen): Promise<void> {
  await page.setViewportSize({ width: screen.width, height: screen.height });
  await settle(page);
}

/** Switches the system colour scheme in place; the theme follows it (appearance "auto"). */
export async function switchScheme(page: Page, scheme: ColorScheme): Promise<void> {
  await page.emulateMedia({ colorScheme: scheme });
  await page.waitForFunction(
    (dark) => document.documentElement.classList.contains('dark') === dark,
    scheme === 'dark',
  );
  await settle(page);
}
