import type { Page } from '@playwright/test';
import { type Lang, localize, localizedRoute } from '../../site/languages.mjs';
import { toolGroups } from '../../site/tools';
import { texts } from '../shared/site-files';
import { expect, ready, test } from './fixtures';
import { readerLocale } from './readers';

const tools = toolGroups.flatMap((group) => group.links);
/** The product brief's delay on enter and on leave: 0.1 s. */
const HOVER_DELAY_MS = 100;

/** The tools menu button and the panel it controls. */
async function toolsMenu(page: Page, lang: Lang = 'en') {
  const button = page.getByRole('button', { name: texts.toolsMenuLabel[lang] });
  const id = await button.getAttribute('aria-controls');
  return { button, panel: page.locator(`[id="${id}"]`) };
}

test.describe('tools menu', () => {
  test.beforeEach(async ({ page }) => {
    await page.clock.install();
    await page.goto('/guide/start/introduction');
    await ready(page);
    // From here on, page time moves only when a test says so. The pause lies far enough ahead
    // that a busy machine has not passed it yet (pausing in the past throws).
    const now = await page.evaluate(() => Date.now());
    await page.clock.pauseAt(now + 10_000);
  });

  test('opens on hover after the delay and closes after the delay on leave', async ({ page }) => {
    const { button, panel } = await toolsMenu(page);
    await button.hover();
    await page.clock.runFor(HOVER_DELAY_MS - 10);
    await expect(panel).toBeHidden();
    await page.clock.runFor(20);
    await expect(panel).toBeVisible();
    await expect(button).toHaveAttribute('aria-expanded', 'true');

    await page.mouse.move(900, 600);
    await page.clock.runFor(HOVER_DELAY_MS - 10);
    await expect(panel).toBeVisible();
    await page.clock.runFor(20);
    await expect(panel).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
  });

  test('stays open while the pointer moves from the button into the panel', async ({ page }) => {
    const { button, panel } = await toolsMenu(page);
    await button.hover();
    await page.clock.runFor(HOVER_DELAY_MS + 10);
    await panel.getByRole('link').nth(3).hover();
    await page.clock.runFor(HOVER_DELAY_MS * 3);
    await expect(panel).toBeVisible();
  });

  test('lists every tool with its description, a new-tab link and a logo or placeholder', async ({
    page,
  }) => {
    const { button, panel } = await toolsMenu(page);
    await button.click();
    const links = panel.getByRole('link');
    await expect(links).toHaveCount(tools.length);
    for (const [index, tool] of tools.entries()) {
      const link = links.nth(index);
      await expect(link).toContainText(tool.name);
      await expect(link).toContainText(tool.desc.en);
      await expect(link).toHaveAttribute('href', localize(tool.url, 'en'));
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
      const kind = tool.logo ? 'image' : 'placeholder';
      await expect(link.locator(`[data-tool-logo="${kind}"]`)).toHaveCount(1);
    }
  });

  test('sits below its button, aligned to the left edge, on the popup layer', async ({ page }) => {
    const { button, panel } = await toolsMenu(page);
    await button.click();
    const buttonBox = await button.boundingBox();
    const panelBox = await panel.boundingBox();
    if (!buttonBox || !panelBox) throw new Error('menu or button not laid out');
    expect(Math.abs(panelBox.x - buttonBox.x)).toBeLessThanOrEqual(1);
    expect(panelBox.y).toBeGreaterThanOrEqual(buttonBox.y + buttonBox.height);
    expect(await panel.evaluate((el) => getComputedStyle(el).zIndex)).toBe('1000');
  });

  test('exposes its visual values as CSS custom properties', async ({ page }) => {
    const { button } = await toolsMenu(page);
    const values = await button.locator('..').evaluate((el) => {
      const style = getComputedStyle(el);
      return [
        '--rs-tools-font-size',
        '--rs-tools-radius',
        '--rs-tools-control-height',
        '--rs-tools-z-index-popup-base',
        '--rs-tooltip-max-width',
      ].map((name) => style.getPropertyValue(name).trim());
    });
    expect(values).toEqual(['14px', '6px', '32px', '1000', '250px']);
    expect((await button.boundingBox())?.height).toBe(32);
  });

  test('works from the keyboard', async ({ page }) => {
    const { button, panel } = await toolsMenu(page);
    const links = panel.getByRole('link');
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();

    await page.keyboard.press('ArrowDown');
    await page.clock.runFor(50);
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.nth(1)).toBeFocused();
    await page.keyboard.press('End');
    await expect(links.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(links.first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(panel).toBeHidden();
    await expect(button).toBeFocused();
  });

  test('closes when focus or a click goes elsewhere', async ({ page }) => {
    const { button, panel } = await toolsMenu(page);
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(panel).toBeVisible();
    await page.locator('.rp-doc h1').click();
    await page.clock.runFor(HOVER_DELAY_MS + 10);
    await expect(panel).toBeHidden();
  });
});

test.describe('tools menu on a touch screen', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('opens and closes with a tap', async ({ page }) => {
    await page.goto('/guide/start/introduction');
    await ready(page);
    const { button, panel } = await toolsMenu(page);
    await button.tap();
    await expect(panel).toBeVisible();
    await expect(panel.getByRole('link')).toHaveCount(tools.length);
    await button.tap();
    await expect(panel).toBeHidden();
  });
});

test.describe('tools menu in Chinese', () => {
  test.use({ locale: readerLocale('zh') });

  test('uses the Chinese label, group titles, descriptions and addresses', async ({ page }) => {
    await page.goto(localizedRoute('zh', '/guide/start/introduction'));
    await ready(page);
    const { button, panel } = await toolsMenu(page, 'zh');
    await button.click();
    for (const group of toolGroups) await expect(panel).toContainText(group.title.zh);
    const links = panel.getByRole('link');
    for (const [index, tool] of tools.entries()) {
      await expect(links.nth(index)).toContainText(tool.desc.zh);
      await expect(links.nth(index)).toHaveAttribute('href', localize(tool.url, 'zh'));
    }
  });
});

test('a logo that fails to load becomes a blank placeholder', async ({ page }) => {
  // Answer with a broken image rather than aborting, so the only failure is the one under test.
  const [broken, ...others] = tools.filter((tool) => tool.logo);
  await page.route(`**${broken.logo}`, (route) =>
    route.fulfill({ status: 200, contentType: 'image/svg+xml', body: 'not an image' }),
  );
  await page.goto('/guide/start/introduction');
  await ready(page);
  const { button, panel } = await toolsMenu(page);
  await button.click();
  const link = panel.getByRole('link').nth(tools.indexOf(broken));
  await expect(link.locator('[data-tool-logo="placeholder"]')).toHaveCount(1);
  await expect(panel.locator('[data-tool-logo="image"]')).toHaveCount(others.length);
});
