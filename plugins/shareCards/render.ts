/**
 * Draws a card: Satori lays out the element tree and turns text into SVG paths with the given
 * fonts, resvg rasterises the SVG to PNG (rasterize.mjs). Both are deterministic, so the same
 * text and fonts give the same bytes.
 */
import { createElement } from 'react';
import satori, { type Font, type SatoriNode } from 'satori';
import type { CardText } from './cardText';
import { FONT_FAMILY } from './fonts';
import {
  CARD_HEIGHT,
  CARD_WIDTH,
  CONTENT_WIDTH,
  cardElement,
  type SiteIdentity,
  TITLE_LINE_HEIGHT,
  TITLE_MAX_LINES,
  TITLE_SIZES,
  type TitleFit,
  titleElement,
} from './layout';
import { svgToPng } from './rasterize.mjs';

/** Runs of text that may not be broken: between spaces, and not containing CJK characters. */
export function unbreakableRuns(title: string): string[] {
  const runs = title.split(/[\s\p{Script=Han}\u3000-\u303f\uff00-\uffef]+/u).filter(Boolean);
  return [...new Set(runs)];
}

export interface TitleMeasure {
  lines: number;
  /** Width of the widest unbreakable run; the title fits only if it is at most CONTENT_WIDTH. */
  widestRun: number;
}

/** Lays out the title at one size and reports its line count and widest unbreakable run. */
export async function measureTitle(
  text: CardText,
  fontSize: number,
  fonts: Font[],
): Promise<TitleMeasure> {
  let height = 0;
  let widestRun = 0;
  const runs = unbreakableRuns(text.title).map((run) =>
    createElement(
      'div',
      { key: 'run', style: { display: 'flex', whiteSpace: 'nowrap', fontSize, fontWeight: 700 } },
      run,
    ),
  );
  const tree = createElement(
    'div',
    {
      style: {
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'flex-start',
        fontFamily: FONT_FAMILY,
      },
    },
    titleElement(text, { fontSize }),
    ...runs,
  );
  await satori(tree, {
    width: CONTENT_WIDTH * 4,
    fonts,
    onNodeDetected: (node: SatoriNode) => {
      if (node.key === 'title') height = node.height;
      if (node.key === 'run') widestRun = Math.max(widestRun, node.width);
    },
  });
  return { lines: Math.round(height / (fontSize * TITLE_LINE_HEIGHT)), widestRun };
}

/**
 * The largest title size at which the title wraps into at most `TITLE_MAX_LINES` lines without
 * breaking a word. A title too long even at the smallest size is clamped with an ellipsis.
 */
export async function fitTitle(text: CardText, fonts: Font[]): Promise<TitleFit> {
  for (const fontSize of TITLE_SIZES) {
    const { lines, widestRun } = await measureTitle(text, fontSize, fonts);
    if (lines <= TITLE_MAX_LINES && widestRun <= CONTENT_WIDTH) return { fontSize };
  }
  return { fontSize: TITLE_SIZES[TITLE_SIZES.length - 1], clamp: true };
}

export async function cardSvg(
  text: CardText,
  fonts: Font[],
  site: SiteIdentity,
  onNodeDetected?: (node: SatoriNode) => void,
): Promise<string> {
  const fit = await fitTitle(text, fonts);
  return satori(cardElement(text, fit, site), {
    width: CARD_WIDTH,
    height: CARD_HEIGHT,
    fonts,
    onNodeDetected,
  });
}

/** One card, start to finish, on this thread (the build spreads rasterising over workers). */
export async function renderCard(
  text: CardText,
  fonts: Font[],
  site: SiteIdentity,
): Promise<Buffer> {
  return svgToPng(await cardSvg(text, fonts, site));
}
