/**
 * Draws the cards a build needs and puts them in the output. Cards are kept in
 * node_modules/.cache/share-cards under their hashed file names, next to Rspress's own build
 * cache, so a build draws only the cards whose text (or renderer) changed.
 * `RSPRESS_PERSISTENT_CACHE=false` turns that cache off, as it does Rspress's.
 */
import { copyFileSync, existsSync, mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { CardText } from './cardText';
import { loadFonts } from './fonts';
import { drawnText, type SiteIdentity } from './layout';
import { RasterPool } from './rasterPool';
import { cardSvg } from './render';

export interface Card {
  text: CardText;
  fileName: string;
}

export interface WriteReport {
  total: number;
  drawn: number;
}

/** `<slug>.<key>.png` → `<slug>`. */
const slugOf = (fileName: string) => fileName.replace(/\.[0-9a-f]{16}\.png$/, '');

async function draw(cards: Card[], allCards: Card[], site: SiteIdentity, folder: string) {
  // Fonts are cut to the text of every card of the build, cached or not, so a card's pixels
  // never depend on what the cache held.
  const fonts = await loadFonts(allCards.map(({ text }) => drawnText(text, site)).join(''));
  const pool = new RasterPool();
  try {
    await Promise.all(
      cards.map(async ({ text, fileName }) => {
        const png = await pool.rasterize(await cardSvg(text, fonts, site));
        writeFileSync(join(folder, fileName), png);
      }),
    );
  } finally {
    await pool.close();
  }
}

/** Older cards of the pages in this build (same page, other hash) leave the cache. */
function pruneCache(cache: string, cards: Card[]) {
  const current = new Set(cards.map(({ fileName }) => fileName));
  const slugs = new Set(cards.map(({ fileName }) => slugOf(fileName)));
  for (const name of readdirSync(cache))
    if (!current.has(name) && slugs.has(slugOf(name))) rmSync(join(cache, name), { force: true });
}

export async function writeCards(
  cards: Card[],
  site: SiteIdentity,
  target: string,
  cache: string | undefined,
): Promise<WriteReport> {
  mkdirSync(target, { recursive: true });
  if (!cache) {
    await draw(cards, cards, site, target);
    return { total: cards.length, drawn: cards.length };
  }
  mkdirSync(cache, { recursive: true });
  const missing = cards.filter(({ fileName }) => !existsSync(join(cache, fileName)));
  if (missing.length) await draw(missing, cards, site, cache);
  pruneCache(cache, cards);
  for (const { fileName } of cards) copyFileSync(join(cache, fileName), join(target, fileName));
  return { total: cards.length, drawn: missing.length };
}
