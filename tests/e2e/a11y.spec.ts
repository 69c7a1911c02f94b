import { siteRoutes } from '../shared/site-files';
import { seriousViolations } from './axe';
import { expect, ready, test } from './fixtures';
import {
  colorSchemes,
  phoneContext,
  phoneScreens,
  type Screen,
  showOn,
  switchScheme,
  windowScreens,
} from './screens';

// Every page × every screen × both colour schemes. One load per page and context: the window is
// resized and the scheme switched in place, so the matrix costs axe runs, not page loads.
const contexts = [
  { name: 'phone (touch)', options: phoneContext, screens: phoneScreens },
  { name: 'windows', options: {}, screens: windowScreens },
];

for (const { lang, route } of siteRoutes()) {
  test.describe(route, () => {
    test.use({ locale: lang === 'zh' ? 'zh-CN' : 'en-US' });

    for (const { name, options, screens } of contexts) {
      test.describe(name, () => {
        test.use(options);

        test(`no serious or critical axe violation on ${screens.map((s: Screen) => s.width).join(', ')} px, light and dark`, async ({
          page,
        }) => {
          // Up to six axe runs on one page: the longest pages need more than the default 30 s.
          test.setTimeout(180_000);
          await page.goto(route);
          await ready(page);
          const found: string[] = [];
          for (const screen of screens) {
            await showOn(page, screen);
            for (const scheme of colorSchemes) {
              await switchScheme(page, scheme);
              for (const violation of await seriousViolations(page))
                found.push(`[${screen.width}×${screen.height} ${scheme}] ${violation}`);
            }
          }
          expect(found).toEqual([]);
        });
      });
    }
  });
}
