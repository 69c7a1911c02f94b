/**
 * Share cards: a 1200×630 PNG per page and language, drawn at build time without network, and
 * the head tags that make link previews (chat apps, social sites, issue trackers) show it.
 *
 * - `routeGenerated` reads each page's frontmatter (page type, home hero);
 * - `extendPageData` gets the page's title, decides the card's text and file name;
 * - the head function added in `config` writes the tags into each page during SSG;
 * - `afterBuild` draws the cards that are not in the cache and copies them to the output.
 *
 * Not-found pages get no card: they are `noindex` and hosts answer them with status 404, so there
 * is no page to preview. `SHARE_CARDS=off` builds without cards (for timing the build without them).
 */
import { existsSync, readFileSync } from 'node:fs';
import { extname, join, resolve } from 'node:path';
import type { FrontMatterMeta, RouteMeta, RspressPlugin, UserConfig } from '@rspress/core';
import { frontmatterData } from '../../lib/frontmatter.mjs';
import { CACHE_DIR, CARD_FOLDER, cardFileName, cardKey, rendererFingerprint } from './cardFiles';
import { cardText, SiteSections } from './cardText';
import { cardHeadTags } from './headTags';
import type { SiteIdentity } from './layout';
import { type Card, writeCards } from './writeCards';

const IMAGE_TYPES: Record<string, string> = { '.svg': 'image/svg+xml', '.png': 'image/png' };

/** The logo as a `data:` URL, from the docs' `public/` folder. */
function logoDataUrl(config: UserConfig, docsRoot: string): string {
  const logo = typeof config.logo === 'string' ? config.logo : config.logo?.light;
  const path = logo && join(docsRoot, 'public', logo);
  const type = path && IMAGE_TYPES[extname(path)];
  if (!path || !type || !existsSync(path))
    throw new Error(
      `share cards: config.logo must name an SVG or PNG file in ${join(docsRoot, 'public')}; got ${JSON.stringify(logo)}`,
    );
  return `data:${type};base64,${readFileSync(path).toString('base64')}`;
}

/** Page type and hero; broken YAML reads as none (plugins/frontmatterCheck.ts reports it). */
function frontmatterOf(absolutePath: string): FrontMatterMeta {
  if (!/\.mdx?$/.test(absolutePath)) return {};
  return frontmatterData(readFileSync(absolutePath, 'utf8')) ?? {};
}

export function pluginShareCards(): RspressPlugin {
  if (process.env.SHARE_CARDS === 'off') return { name: 'share-cards' };
  const frontmatters = new Map<string, FrontMatterMeta>();
  const cards = new Map<string, Card>();
  let site: SiteIdentity;
  let sections: SiteSections;
  let cardsUrl: string;
  let fingerprint: string;

  const headTags = (route: RouteMeta) => {
    const card = cards.get(route.routePath);
    if (!card) return undefined;
    return cardHeadTags({ url: `${cardsUrl}${card.fileName}`, alt: card.text.title }, site.name);
  };

  return {
    name: 'share-cards',
    config(config, _utils, isProd) {
      if (!isProd) return config;
      const docsRoot = resolve(config.root ?? 'docs');
      if (!config.siteOrigin)
        throw new Error('share cards: set `siteOrigin`; link previews need absolute image URLs');
      const origin = new URL(config.siteOrigin);
      site = { name: config.title ?? '', host: origin.host, logo: logoDataUrl(config, docsRoot) };
      cardsUrl = new URL(`${config.base ?? '/'}${CARD_FOLDER}/`, origin).href;
      const i18nPath = config.i18nSourcePath ?? join(process.cwd(), 'i18n.json');
      sections = new SiteSections(docsRoot, JSON.parse(readFileSync(i18nPath, 'utf8')));
      fingerprint = rendererFingerprint();
      return { ...config, head: [...(config.head ?? []), headTags] };
    },
    routeGenerated(routes, isProd) {
      if (!isProd) return;
      for (const { routePath, absolutePath } of routes)
        frontmatters.set(routePath, frontmatterOf(absolutePath));
    },
    extendPageData(pageData, isProd) {
      if (!isProd) return;
      const text = cardText(
        {
          relativePath: pageData._relativePath,
          routePath: pageData.routePath,
          lang: pageData.lang,
          title: pageData.title,
          frontmatter: frontmatters.get(pageData.routePath) ?? {},
        },
        sections,
      );
      if (!text) return;
      const fileName = cardFileName(pageData.routePath, cardKey(text, site, fingerprint));
      cards.set(pageData.routePath, { text, fileName });
    },
    async afterBuild(config, isProd) {
      if (!isProd || !cards.size) return;
      const started = performance.now();
      const cpuStarted = process.cpuUsage();
      const target = join(resolve(config.outDir ?? 'doc_build'), CARD_FOLDER);
      const useCache = process.env.RSPRESS_PERSISTENT_CACHE !== 'false';
      const all = [...cards.values()].sort((a, b) => a.fileName.localeCompare(b.fileName));
      const { total, drawn } = await writeCards(
        all,
        site,
        target,
        useCache ? resolve(CACHE_DIR) : undefined,
      );
      const seconds = ((performance.now() - started) / 1000).toFixed(1);
      const { user, system } = process.cpuUsage(cpuStarted);
      const cpuSeconds = ((user + system) / 1e6).toFixed(1);
      console.info(
        `share cards: ${total} cards (${drawn} drawn, ${total - drawn} from the cache) in ${seconds} s (${cpuSeconds} s CPU)`,
      );
    },
  };
}
