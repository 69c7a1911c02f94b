import type { CDPSession, Page } from '@playwright/test';
import { colourRules } from './axe';
import {
  type ColorScheme,
  colorSchemes,
  phoneContext,
  phoneScreens,
  type Screen,
  settle,
  windowScreens,
} from './screens';

/** One axe run of the matrix: a screen, a colour scheme, and the rules (none: every rule). */
export interface MatrixStep {
  screen: Screen;
  scheme: ColorScheme;
  rules?: string[];
  /** Rules left out of this run (checked at another step). */
  skipped?: string[];
}

const isPhone = (screen: Screen) => phoneScreens.some(({ name }) => name === screen.name);

/**
 * Every screen in both schemes, in the order one page load visits them: the widest window first,
 * the phone last (once Chromium has emulated touch, a page reports no hover until it is reloaded,
 * so there is no way back to a desktop window). At each screen the first scheme gets every rule
 * and the second only the colour rules, and the schemes alternate, so each scheme gets every rule
 * at two screens (a wide and a narrow one) and the colour rules at all four, and the scheme
 * changes once per screen: light, dark | dark, light | light, dark | dark, light.
 */
export function matrixSteps(screens: Screen[] = [...phoneScreens, ...windowScreens]): MatrixStep[] {
  const [light, dark] = colorSchemes;
  const order = [...screens].sort(
    (a, b) => Number(isPhone(a)) - Number(isPhone(b)) || b.width - a.width,
  );
  return order.flatMap((screen, index) => {
    const [full, colourOnly] = index % 2 === 0 ? [light, dark] : [dark, light];
    return [
      { screen, scheme: full },
      { screen, scheme: colourOnly, rules: colourRules },
    ];
  });
}

/**
 * Emulates the screen through the DevTools protocol: a desktop window, or the phone as a touch
 * device at its pixel ratio (what Playwright's `isMobile` and `hasTouch` give a new context). The
 * page stays loaded, so one load serves all four screens; the phone must come last (see above).
 */
export async function emulateScreen(cdp: CDPSession, screen: Screen): Promise<void> {
  const phone = isPhone(screen);
  const { width, height } = screen;
  await cdp.send('Emulation.setDeviceMetricsOverride', {
    width,
    height,
    screenWidth: width,
    screenHeight: height,
    deviceScaleFactor: phone ? phoneContext.deviceScaleFactor : 1,
    mobile: phone,
  });
  if (phone)
    await cdp.send('Emulation.setTouchEmulationEnabled', { enabled: true, maxTouchPoints: 1 });
}

/**
 * Moves a loaded page to another screen and waits for its layout: the window has the new width
 * (the navbar folds and the phone menu appears by CSS at that width), the resize observers have
 * run (scrolling code blocks and tables become named regions), and transitions have ended.
 */
export async function showScreen(page: Page, cdp: CDPSession, screen: Screen): Promise<void> {
  await emulateScreen(cdp, screen);
  await page.waitForFunction((width) => window.innerWidth === width, screen.width);
  await settle(page);
}

/** One stop of a page's walk through the screens: where it is drawn, and axe's run there, if any. */
export interface WalkStep {
  screen: Screen;
  scheme: ColorScheme;
  /** The rules axe runs at this stop (`rules` unset: every rule); unset: no run here. */
  axe?: { rules?: string[]; skipped?: string[] };
}

/** Every step of the matrix, each with its axe run: the walk of the sampled pages. */
export function fullWalk(steps: MatrixStep[]): WalkStep[] {
  return steps.map(({ screen, scheme, rules, skipped }) => ({
    screen,
    scheme,
    axe: { rules, skipped },
  }));
}

/**
 * The walk of a page outside the sample, with the scheme switched once: the widest window in the
 * first step's scheme (every rule), then in the other (the colour rules), then every narrower
 * screen in that other scheme, the phone last. What is drawn is read at every stop, so each width
 * is drawn once and the widest in both schemes. At the phone, axe runs only the rule whose outcome
 * depends on the width of the content itself: a code block or table that fits a window scrolls
 * sideways on a phone and must then take the focus. The rest changes with the width only in the
 * chrome, the same on every page, which the sampled pages check at every step.
 */
export function sparseWalk(steps: MatrixStep[]): WalkStep[] {
  const [first] = steps;
  if (!first) return [];
  const other = steps.find(({ scheme }) => scheme !== first.scheme)?.scheme ?? first.scheme;
  const screens = [...new Set(steps.map(({ screen }) => screen))];
  const phone = screens.at(-1);
  const narrower = screens.slice(1).map(
    (screen): WalkStep => ({
      screen,
      scheme: other,
      axe:
        screen === phone && isPhone(screen)
          ? { rules: ['scrollable-region-focusable'] }
          : undefined,
    }),
  );
  return [
    { screen: first.screen, scheme: first.scheme, axe: {} },
    { screen: first.screen, scheme: other, axe: { rules: colourRules } },
    ...narrower,
  ];
}
