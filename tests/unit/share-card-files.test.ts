// Card file names and the cache: a card keeps its name while its text is unchanged and is then
// taken from the cache, not drawn again; a changed card gets a new name and replaces the old one.
import { existsSync, mkdtempSync, readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import {
  cardFileName,
  cardKey,
  rendererFingerprint,
  routeSlug,
} from '../../plugins/shareCards/cardFiles';
import type { CardText } from '../../plugins/shareCards/cardText';
import { type Card, writeCards } from '../../plugins/shareCards/writeCards';
import { cardSite as site } from '../shared/share-card-site';

const fingerprint = rendererFingerprint();
const card = (routePath: string, text: CardText): Card => ({
  text,
  fileName: cardFileName(routePath, cardKey(text, site, fingerprint)),
});
const intro: CardText = { lang: 'en', section: ['Guide'], title: 'Introduction' };
const introZh: CardText = { lang: 'zh', section: ['指南'], title: '介绍' };

describe('share card files', { timeout: 60_000 }, () => {
  it('names a card after its route and a hash of what it shows', () => {
    expect(routeSlug('/')).toBe('index');
    expect(routeSlug('/zh/')).toBe('zh-index');
    expect(routeSlug('/zh/guide/start/introduction')).toBe('zh-guide-start-introduction');
    expect(rendererFingerprint()).toBe(fingerprint);
    expect(cardKey(intro, site, fingerprint)).toBe(cardKey({ ...intro }, site, fingerprint));
    expect(cardKey(intro, site, fingerprint)).not.toBe(
      cardKey({ ...intro, title: 'Introduction!' }, site, fingerprint),
    );
    expect(cardKey(intro, site, fingerprint)).not.toBe(
      cardKey(intro, { ...site, name: 'Other' }, fingerprint),
    );
    expect(cardFileName('/guide/', 'abc')).toBe('guide-index.abc.png');
  });

  it('draws only new or changed cards when a cache is given', async () => {
    const root = mkdtempSync(join(tmpdir(), 'share-card-files-'));
    const [target, cache] = [join(root, 'out'), join(root, 'cache')];
    const first = [
      card('/guide/start/introduction', intro),
      card('/zh/guide/start/introduction', introZh),
    ];
    expect(await writeCards(first, site, target, cache)).toEqual({ total: 2, drawn: 2 });
    expect(readdirSync(target).sort()).toEqual(first.map(({ fileName }) => fileName).sort());

    expect(await writeCards(first, site, join(root, 'out2'), cache)).toEqual({
      total: 2,
      drawn: 0,
    });

    const changed = card('/guide/start/introduction', { ...intro, title: 'What Rspress is' });
    const second = [changed, first[1]];
    expect(await writeCards(second, site, join(root, 'out3'), cache)).toEqual({
      total: 2,
      drawn: 1,
    });
    // The page's old card left the cache; the other language's card stayed.
    expect(readdirSync(cache).sort()).toEqual(second.map(({ fileName }) => fileName).sort());
  });

  it('draws every card straight into the output without a cache', async () => {
    const target = join(mkdtempSync(join(tmpdir(), 'share-card-files-')), 'out');
    const cards = [card('/', { lang: 'en', section: [], title: 'Home', subtitle: 'Tagline' })];
    expect(await writeCards(cards, site, target, undefined)).toEqual({ total: 1, drawn: 1 });
    expect(existsSync(join(target, cards[0].fileName))).toBe(true);
  });
});
