// The card layout with the real fonts: long titles in either language wrap inside the card
// without breaking a word, and markup characters and emoji in a title are drawn as text.
import { describe, expect, it } from '@rstest/core';
import type { SatoriNode } from 'satori';
import type { CardText } from '../../plugins/shareCards/cardText';
import { loadFonts } from '../../plugins/shareCards/fonts';
import {
  CONTENT_WIDTH,
  drawnText,
  TITLE_MAX_LINES,
  TITLE_SIZES,
} from '../../plugins/shareCards/layout';
import { svgToPng } from '../../plugins/shareCards/rasterize.mjs';
import { cardSvg, fitTitle, measureTitle, unbreakableRuns } from '../../plugins/shareCards/render';
import { cardSite as site } from '../shared/share-card-site';

const longEnglish: CardText = {
  lang: 'en',
  section: ['Guide', 'Default Theme'],
  title:
    'Customising the navigation bar, the sidebar and the outline of every documentation page in both languages',
};
const longChinese: CardText = {
  lang: 'zh',
  section: ['指南', '默认主题'],
  title: '在中英双语文档站点中定制导航栏、侧边栏与每个页面的大纲，并让两种语言保持同样的章节结构',
};
const markup: CardText = {
  lang: 'en',
  section: ['API'],
  title: `<script>alert("x")</script> & 'quotes' 🚀`,
};
const cards = [longEnglish, longChinese, markup];
const fontsPromise = loadFonts(cards.map((card) => drawnText(card, site)).join(''));

/** PNG width and height from the IHDR chunk. */
const pngSize = (png: Buffer) => ({ width: png.readUInt32BE(16), height: png.readUInt32BE(20) });

async function layout(card: CardText) {
  const nodes: SatoriNode[] = [];
  const svg = await cardSvg(card, await fontsPromise, site, (node) => nodes.push(node));
  return { svg, nodes, title: nodes.find((node) => node.key === 'title') };
}

describe('share card layout', { timeout: 60_000 }, () => {
  for (const card of [longEnglish, longChinese])
    it(`wraps a long ${card.lang} title inside the card, at most ${TITLE_MAX_LINES} lines`, async () => {
      const fonts = await fontsPromise;
      const fit = await fitTitle(card, fonts);
      expect(fit.clamp).toBeUndefined();
      const { lines, widestRun } = await measureTitle(card, fit.fontSize, fonts);
      expect(lines).toBeGreaterThan(1);
      expect(lines).toBeLessThanOrEqual(TITLE_MAX_LINES);
      expect(widestRun).toBeLessThanOrEqual(CONTENT_WIDTH);

      const { nodes, title } = await layout(card);
      expect(title?.width).toBe(CONTENT_WIDTH);
      for (const node of nodes) {
        expect(node.left).toBeGreaterThanOrEqual(0);
        expect(node.top).toBeGreaterThanOrEqual(0);
        expect(node.left + node.width).toBeLessThanOrEqual(1200);
        expect(node.top + node.height).toBeLessThanOrEqual(630);
      }
    });

  it('picks a smaller size, never a broken word, when a word is too wide for the largest', async () => {
    const card: CardText = {
      lang: 'en',
      section: [],
      title: 'transformerCompatibleMetaHighlight',
    };
    const fontsForCard = await loadFonts(drawnText(card, site));
    const atLargest = await measureTitle(card, TITLE_SIZES[0], fontsForCard);
    expect(atLargest.widestRun).toBeGreaterThan(CONTENT_WIDTH);
    const fit = await fitTitle(card, fontsForCard);
    expect(fit.fontSize).toBeLessThan(TITLE_SIZES[0]);
    expect((await measureTitle(card, fit.fontSize, fontsForCard)).lines).toBe(1);
  });

  it('treats Chinese characters as break opportunities and Latin words as unbreakable', () => {
    expect(unbreakableRuns('使用 MDX 编写页面')).toEqual(['MDX']);
    expect(unbreakableRuns('llms.txt 与 Markdown 输出（llms）')).toEqual([
      'llms.txt',
      'Markdown',
      'llms',
    ]);
    expect(unbreakableRuns('Write a plugin')).toEqual(['Write', 'a', 'plugin']);
  });

  it('draws <, &, quotes and emoji as glyphs, not markup', async () => {
    const fonts = await fontsPromise;
    const { svg } = await layout(markup);
    expect(svg).not.toContain('<script');
    expect(svg).not.toContain('alert');
    // Each character adds a glyph's width: a dropped character (no glyph) would add none.
    for (const character of ['<', '&', '"', "'", '🚀']) {
      const width = async (title: string) =>
        (await measureTitle({ ...markup, title }, 48, fonts)).widestRun;
      expect(await width(`x${character}x`), character).toBeGreaterThan(await width('xx'));
    }
    expect(pngSize(svgToPng(svg))).toEqual({ width: 1200, height: 630 });
  });

  it('gives the same bytes for the same card, whatever other text the fonts were cut to', async () => {
    const alone = await loadFonts(drawnText(longChinese, site));
    const first = svgToPng(await cardSvg(longChinese, alone, site));
    const second = svgToPng(await cardSvg(longChinese, await fontsPromise, site));
    expect(first.equals(second)).toBe(true);
    expect(first.length).toBeLessThanOrEqual(100 * 1024);
  });
});
