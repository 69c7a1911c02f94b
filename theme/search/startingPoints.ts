import { type Lang, localizedRoute } from '../../site/languages.mjs';
import type { HistoryEntry } from './history';

/** Where the empty search panel suggests starting when the reader has opened nothing from it yet. */
const startingPoints = [
  { label: 'searchStartQuickStart', route: '/guide/start/getting-started' },
  { label: 'searchStartBasicConfig', route: '/api/config/config-basic' },
  { label: 'searchStartApiOverview', route: '/api/' },
] as const;

export type StartingPointLabel = (typeof startingPoints)[number]['label'];

/** The starting points of `lang`'s pages, titled by `text`. */
export const startingPointsFor = (
  lang: Lang,
  text: (label: StartingPointLabel) => string,
): HistoryEntry[] =>
  startingPoints.map(({ label, route }) => ({
    title: text(label),
    link: localizedRoute(lang, route),
  }));
