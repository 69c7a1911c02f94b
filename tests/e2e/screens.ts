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
 * Two animation frames (React has handled the resize or media change), then every finite CSS
 * transition and animation jumped to its end, so no colour is still on its way from one scheme to
 * the other; a last frame paints that end. Jumping, not waiting: the end is the same, and a page
 * switched seven times would otherwise wait out seven rounds of transitions.
 */
export async function settle(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((done) => requestAnimationFrame(done));
    await frame();
    await frame();
    for (const animation of document.getAnimations()) {
      if (animation.effect?.getTiming().iterations === Infinity) continue;
      try {
        animation.finish();
      } catch {
        // A paused animation with no end (playback rate 0) cannot finish; it moves nothing.
      }
    }
    await frame();
  });
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
