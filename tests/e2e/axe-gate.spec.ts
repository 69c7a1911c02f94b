import { axeFindings } from './axe';
import { showScreen } from './axeMatrix';
import { expect, ready, test } from './fixtures';
import { phoneContext, phoneScreens } from './screens';

// The matrix (pages.spec.ts) passes only while axe finds nothing; these show that the gate it uses
// reports findings of moderate impact, by undoing one of the site's landmark fixes on a built page.

// Two full axe runs on a long page; the budget grows with the CPU slowdown a run may apply.
test.beforeEach(() =>
  test.setTimeout(60_000 * Math.max(1, Number(process.env.E2E_CPU_THROTTLE) || 1)),
);

test('the gate reports two unnamed complementary landmarks (moderate)', async ({ page }) => {
  await page.goto('/guide/start/introduction');
  await ready(page);
  expect(await axeFindings(page)).toEqual([]);
  // The 2.0.22 markup: the sidebar and outline columns without the names of theme/overrides/DocLayout.
  await page.evaluate(() => {
    for (const aside of document.querySelectorAll('aside[aria-label]'))
      aside.removeAttribute('aria-label');
  });
  expect(await axeFindings(page)).toEqual([expect.stringMatching(/^moderate landmark-unique /)]);
});

test('the gate reports a home page without a main landmark (moderate)', async ({ page }) => {
  await page.goto('/');
  await ready(page);
  expect(await axeFindings(page)).toEqual([]);
  // The 2.0.22 markup: the hero and features beside each other with no `main` around them.
  await page.evaluate(() =>
    document
      .querySelector('main')
      ?.replaceWith(...(document.querySelector('main')?.childNodes ?? [])),
  );
  const findings = await axeFindings(page);
  expect(findings).toEqual([
    expect.stringMatching(/^moderate landmark-one-main /),
    expect.stringMatching(/^moderate region /),
  ]);
});

// The matrix emulates the phone in place on a page loaded as a window; this checks that the page
// then looks to its scripts and styles as it does in a new phone context.
test('a page moved to the phone screen in place matches a page loaded on a phone', async ({
  page,
  browser,
}) => {
  const probe = () => ({
    width: window.innerWidth,
    ratio: window.devicePixelRatio,
    touchPoints: navigator.maxTouchPoints,
    coarse: matchMedia('(pointer: coarse)').matches,
    hover: matchMedia('(any-hover: hover)').matches,
  });
  const [phoneScreen] = phoneScreens;
  if (!phoneScreen) throw new Error('screens.ts lists no phone');
  const phone = await browser.newContext(phoneContext);
  const loaded = await phone.newPage();
  await loaded.goto(new URL('/guide/start/introduction', test.info().project.use.baseURL).href);
  const expected = await loaded.evaluate(probe);
  await phone.close();
  expect(expected).toMatchObject({ width: phoneScreen.width, coarse: true });

  const cdp = await page.context().newCDPSession(page);
  await page.goto('/guide/start/introduction');
  await ready(page);
  expect(await page.evaluate(probe)).toMatchObject({ coarse: false, hover: true });
  await showScreen(page, cdp, phoneScreen);
  expect(await page.evaluate(probe)).toEqual(expected);
});
