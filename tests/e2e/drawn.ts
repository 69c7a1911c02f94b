import type { CDPSession, Page } from '@playwright/test';

/**
 * What a reader sees, checked on a loaded page: the structure tests and axe pass on a page whose
 * outline prints markup, so these read what is drawn. Each function returns the problems found,
 * one line each, so a test can collect them over every screen and scheme and fail once.
 */

/** Text that is markup, a template or a value that leaked into the page instead of its text. */
export const LEAKS: { name: string; pattern: RegExp }[] = [
  { name: 'an HTML tag', pattern: /<\/?[a-z][\w-]*(?:[\s/>]|$)/i },
  { name: 'an escaped entity', pattern: /&(?:lt|gt|amp|quot|#\d+);/ },
  { name: 'a heading id', pattern: /\\?\{#[\w-]*\}?/ },
  { name: 'a template', pattern: /\{\{|\}\}/ },
  { name: 'undefined', pattern: /\bundefined\b/ },
  { name: 'NaN', pattern: /\bNaN\b/ },
  { name: 'an object', pattern: /\[object \w+\]/ },
];

/** The leaks in one text, by name. */
export function leaksIn(text: string): string[] {
  return LEAKS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
}

/**
 * Visible text outside code that shows markup or a leaked value. Code (where `<div>` and
 * `undefined` are the subject) and hidden elements are skipped; so is text the page hides from
 * sight and assistive technology alike.
 */
export async function leakedText(page: Page): Promise<string[]> {
  const texts = await page.evaluate(() => {
    const found: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const text = node.textContent?.trim();
      const parent = node.parentElement;
      if (!text || !parent) continue;
      if (parent.closest('pre, code, kbd, script, style, template, noscript, textarea')) continue;
      if (!parent.checkVisibility({ opacityProperty: true, visibilityProperty: true })) continue;
      const box = parent.getBoundingClientRect();
      if (box.width <= 1 || box.height <= 1) continue;
      found.push(text);
    }
    return found;
  });
  return texts.flatMap((text) =>
    leaksIn(text).map((leak) => `shows ${leak}: "${text.slice(0, 120)}"`),
  );
}

/** The document scrolls sideways: something is wider than the window. */
export async function horizontalOverflow(page: Page): Promise<string[]> {
  const { scrollWidth, innerWidth, widest } = await page.evaluate(() => {
    const root = document.documentElement;
    let widest = '';
    let right = window.innerWidth;
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.right > right + 0.5 && element.checkVisibility()) {
        right = box.right;
        widest = `${element.tagName.toLowerCase()}.${[...element.classList].join('.')}`;
      }
    }
    return { scrollWidth: root.scrollWidth, innerWidth: window.innerWidth, widest };
  });
  return scrollWidth > innerWidth
    ? [`the page is ${scrollWidth}px wide in a ${innerWidth}px window (widest: ${widest})`]
    : [];
}

/** The page's own chrome, which must stay beside the content's text, never over it. */
export const CHROME = {
  navbar: '.rp-nav',
  'phone menu bar': '.rp-doc-layout__menu',
  sidebar: '.rp-doc-layout__sidebar',
  outline: '.rp-doc-layout__outline',
};

/**
 * Text of the content that the navbar, the sidebar or the outline covers: the point at the start
 * of each visible line of the content's text must belong to the content itself.
 */
export async function coveredText(page: Page): Promise<string[]> {
  return page.evaluate((chrome) => {
    const found: string[] = [];
    // The doc column, or the home page's and the 404 page's main element.
    const content = document.querySelector('.rp-doc-layout__doc, main');
    if (!content) return ['no content element found'];
    const blocks = content.querySelectorAll('h1, h2, h3, h4, p, li, td, th, dt, dd');
    for (const block of blocks) {
      const text = [...block.childNodes].find(
        (node) => node.nodeType === Node.TEXT_NODE && node.textContent?.trim(),
      );
      if (!text) continue;
      const range = document.createRange();
      range.selectNodeContents(text);
      for (const line of range.getClientRects()) {
        const x = line.left + Math.min(4, line.width / 2);
        const y = line.top + line.height / 2;
        if (y < 0 || y > window.innerHeight || x < 0 || x > window.innerWidth) continue;
        const hit = document.elementFromPoint(x, y);
        for (const [name, selector] of Object.entries(chrome)) {
          if (hit?.closest(selector))
            found.push(`the ${name} covers "${text.textContent?.trim().slice(0, 60)}"`);
        }
      }
    }
    return found;
  }, CHROME);
}

/** Images that fail to draw: each is loaded now (lazy ones too) and must decode to a size. */
export async function undrawnImages(page: Page): Promise<string[]> {
  return page.evaluate(async () => {
    const images = [...document.images];
    const results = await Promise.all(
      images.map(async (image) => {
        image.loading = 'eager';
        try {
          await image.decode();
        } catch {
          // Reported below by its size.
        }
        return image.naturalWidth > 0 && image.naturalHeight > 0
          ? ''
          : `the image ${image.getAttribute('src')} is not drawn`;
      }),
    );
    return results.filter(Boolean);
  });
}

/** Han characters: those a CJK font must draw. */
const HAN = /\p{Script=Han}/gu;

/** Font families that draw Chinese (Noto CJK here; other systems' families for portability). */
const CJK_FAMILY = /CJK|Han Sans|Han Serif|\bSC\b|Hei|Song|Ming|Kai|PingFang|YaHei/i;

export interface PlatformFont {
  familyName: string;
  glyphCount: number;
}

/**
 * Whether the Han characters of a text were drawn by a CJK font. Where no installed font has a
 * glyph, the browser draws the missing-glyph box with the first font of the list, so those glyphs
 * count for a font that is not a CJK one.
 */
export function tofu(text: string, fonts: PlatformFont[]): string | undefined {
  const han = text.match(HAN)?.length ?? 0;
  if (!han) return undefined;
  const cjk = fonts
    .filter(({ familyName }) => CJK_FAMILY.test(familyName))
    .reduce((sum, { glyphCount }) => sum + glyphCount, 0);
  if (cjk >= han) return undefined;
  const used = fonts.map(({ familyName, glyphCount }) => `${familyName} (${glyphCount})`);
  return `${han} Chinese characters, ${cjk} drawn by a CJK font; fonts used: ${used.join(', ')}`;
}

/** The Chinese of the page's title and first paragraph, drawn by a CJK font (no tofu). */
export async function chineseWithoutCjkFont(cdp: CDPSession): Promise<string[]> {
  await cdp.send('DOM.enable');
  await cdp.send('CSS.enable');
  const { root } = await cdp.send('DOM.getDocument', { depth: 0 });
  const found: string[] = [];
  for (const selector of ['h1', '.rp-doc-layout__doc p, .rp-home-hero__tagline']) {
    const { nodeId } = await cdp.send('DOM.querySelector', { nodeId: root.nodeId, selector });
    if (!nodeId) continue;
    const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
    const { outerHTML } = await cdp.send('DOM.getOuterHTML', { nodeId });
    const text = outerHTML.replace(/<[^>]*>/g, '');
    const problem = tofu(text, fonts);
    if (problem) found.push(`${selector}: ${problem}`);
  }
  return found;
}

/**
 * The outline lists each heading as the reader sees it: its text, without the `#` anchor, the
 * section-actions button or any markup. Read from the DOM after hydration, when the theme's
 * outline has re-read the headings.
 */
export async function outlineMismatches(page: Page): Promise<string[]> {
  const { entries, headings } = await page.evaluate(() => {
    const normalize = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').trim();
    const entries = [...document.querySelectorAll('.rp-outline__toc a')].map((link) =>
      normalize(link.textContent),
    );
    const headings = [
      ...document.querySelectorAll('.rp-doc-layout__doc :is(h2, h3, h4).rp-toc-include'),
    ]
      // Headings in a hidden tab are not in the outline.
      .filter((heading) =>
        heading.checkVisibility({ opacityProperty: true, visibilityProperty: true }),
      )
      .map((heading) => {
        const copy = heading.cloneNode(true) as Element;
        for (const extra of copy.querySelectorAll('.rp-header-anchor, button')) extra.remove();
        return normalize(copy.textContent);
      });
    return { entries, headings };
  });
  if (JSON.stringify(entries) === JSON.stringify(headings)) return [];
  return [`the outline reads ${JSON.stringify(entries)}; the headings ${JSON.stringify(headings)}`];
}
