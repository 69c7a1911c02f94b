/**
 * Where cards live. A card's file name carries a hash of everything that decides its pixels (its
 * text, the site's name, host and logo, the fonts, the renderer versions and this plugin's code),
 * so an unchanged card keeps its name and is taken from the cache instead of being drawn again,
 * and a changed card gets a new address that link previews fetch afresh.
 */
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { CardText } from './cardText';
import { fontPackages } from './fonts';
import type { SiteIdentity } from './layout';

const require = createRequire(import.meta.url);
const pluginDir = dirname(fileURLToPath(import.meta.url));

/** Cards are served from the hashed-assets folder, which hosts may cache for a year. */
export const CARD_FOLDER = 'static/share-cards';
export const CACHE_DIR = join('node_modules', '.cache', 'share-cards');

const sha256 = (...parts: (string | Buffer)[]) => {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex');
};

/** Hash of the renderer: its code, packages and fonts. Any change redraws every card. */
export function rendererFingerprint(): string {
  const code = readdirSync(pluginDir)
    .filter((name) => /\.m?ts$|\.mjs$/.test(name))
    .sort()
    .map((name) => readFileSync(join(pluginDir, name)));
  const packages = ['satori', '@resvg/resvg-js', 'subset-font'].map(
    (name) => `${name}@${(require(`${name}/package.json`) as { version: string }).version}`,
  );
  return sha256(...code, ...packages, ...fontPackages());
}

export function cardKey(text: CardText, site: SiteIdentity, fingerprint: string): string {
  return sha256(fingerprint, JSON.stringify({ text, site })).slice(0, 16);
}

/** `/` → `index`, `/zh/guide/start/introduction` → `zh-guide-start-introduction`. */
export function routeSlug(routePath: string): string {
  const path = routePath.endsWith('/') ? `${routePath}index` : routePath;
  return path.replace(/^\//, '').replace(/\//g, '-');
}

export function cardFileName(routePath: string, key: string): string {
  return `${routeSlug(routePath)}.${key}.png`;
}
