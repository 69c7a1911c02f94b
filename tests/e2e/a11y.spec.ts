import { browserLocale, toLang } from '../../site/languages.mjs';
import { siteRoutes } from '../shared/site-files';
import { axeFindings, rulesLeftOn } from './axe';
import { emulateScreen, matrixSteps, showScreen } from './axeMatrix';
import { cpuThrottle } from './cpu-throttle';
import { expect, ready, test } from './fixtures';
import { switchScheme } from './screens';

// Every page × every screen × both colour schemes, with every WCAG A/AA rule and best practice of
// axe-core, at any impact: 0 findings (rules left on, with their reasons: `rulesLeftOn` in axe.ts).
// One load per page: the screen is emulated and the scheme switched in place (axeMatrix.ts), and
// the second scheme at each screen runs only the colour rules. One test per page, so the workers
// share the pages between them.
const steps = matrixSteps();
const sizes = [...new Set(steps.map(({ screen }) => screen.width))].join(', ');
const leftOn = Object.keys(rulesLeftOn);

// The CPU slowdown a run may apply to the browser (fixtures.ts); the budget grows with it.
const slowdown = cpuThrottle();

for (const { lang, route } of siteRoutes()) {
  test.describe(route, () => {
    test.use({ locale: browserLocale(toLang(lang)) });

    test(`0 axe findings on ${sizes} px, light and dark${leftOn.length ? ` (left on: ${leftOn.join(', ')})` : ''}`, async ({
      page,
    }) => {
      // Eight axe runs on one page: the longest take two minutes on a busy two-core machine.
      test.setTimeout(300_000 * slowdown);
      const cdp = await page.context().newCDPSession(page);
      const [first] = steps;
      if (!first) throw new Error('the axe matrix has no steps');
      await emulateScreen(cdp, first.screen);
      await page.emulateMedia({ colorScheme: first.scheme });
      await page.goto(route);
      await ready(page);
      const found: string[] = [];
      let shown = first;
      for (const step of steps) {
        if (step.screen !== shown.screen) await showScreen(page, cdp, step.screen);
        if (step.scheme !== shown.scheme || step === first) await switchScheme(page, step.scheme);
        shown = step;
        const where = `${step.screen.width}×${step.screen.height} ${step.scheme}${step.rules ? ', colour rules' : ''}`;
        for (const finding of await axeFindings(page, step.rules))
          found.push(`[${where}] ${finding}`);
      }
      expect(found).toEqual([]);
    });
  });
}
