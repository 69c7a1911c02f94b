import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'yaml';
import { frontmatter } from '../../core/frontmatter.mjs';
import { docsRoot } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { switchScheme } from './screens';

// What the 2.0.22 theme does and this site's patched components keep
// (upstream/theme/workarounds.ts).

test('an address under the default language’s prefix lands on the same page without it', async ({
  page,
}) => {
  // 2.0.22's 404 layout sends /en/… to /…; the server answers the old address with the 404 page.
  await page.goto('/en/guide/start/introduction');
  await page.waitForURL((url) => url.pathname === '/guide/start/introduction');
  await ready(page);
  // The English page's own title (its anchor link draws a # before it).
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(/^#?\s*Introduction\s*$/);
  await expect(page.locator('.rp-not-found')).toHaveCount(0);
});

/** The home page's hero image as its frontmatter configures it: one source, or a light and a dark. */
function heroImage(): { light: string; dark: string } {
  const yaml = frontmatter(readFileSync(join(docsRoot, 'en', 'index.md'), 'utf8'))?.yaml ?? '';
  const src = parse(yaml).hero.image.src as string | { light: string; dark: string };
  return typeof src === 'string' ? { light: src, dark: src } : src;
}

for (const scheme of ['light', 'dark'] as const) {
  test(`the home hero shows its ${scheme} image in the ${scheme} scheme`, async ({ page }) => {
    await page.goto('/');
    await ready(page);
    await switchScheme(page, scheme);
    const visible = page.locator('.rp-home-hero__image img').filter({ visible: true });
    await expect(visible).toHaveCount(1);
    await expect(visible).toHaveClass(new RegExp(`rp-home-hero__image-img--${scheme}`));
    await expect(visible).toHaveAttribute('src', heroImage()[scheme]);
    // The patch of the hero keeps its name as the page's h1.
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Rspress');
  });
}
