/**
 * The card's design as a Satori element tree: site logo and name at the top, the page's section
 * and title in the middle, the site's host at the bottom above a band in the logo's blues. Text
 * is passed to Satori as strings, never as markup, so `<`, `&` or quotes in a title are drawn as
 * characters.
 */
import { createElement, type ReactElement } from 'react';
import { browserLocale, toLang } from '../../site/languages.mjs';
import type { CardText } from './cardText';
import { FONT_FAMILY } from './fonts';

export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

/** The light theme's colours: `theme/styles/accessibility.css` and the logo's gradient. */
const colours = {
  background: '#ffffff',
  text: '#242424',
  muted: '#4d4d4d',
  brand: '#0066cc',
  logoLight: '#33adff',
  logoDark: '#0077ff',
};

const PADDING_X = 80;
/** The width the title wraps in. */
export const CONTENT_WIDTH = CARD_WIDTH - 2 * PADDING_X;
/** Title sizes tried from the largest down until the title fits in `TITLE_MAX_LINES`. */
export const TITLE_SIZES = [72, 64, 56, 48] as const;
export const TITLE_MAX_LINES = 3;
export const TITLE_LINE_HEIGHT = 1.2;

export interface SiteIdentity {
  name: string;
  /** Shown at the bottom, e.g. `rspress.rs`. */
  host: string;
  /** The logo as a `data:` URL. */
  logo: string;
}

export interface TitleFit {
  fontSize: number;
  /** Set only when the title does not fit at the smallest size: its last line ends in an ellipsis. */
  clamp?: boolean;
}

const SECTION_SEPARATOR = ' / ';
/** Satori draws an ellipsis at the end of a clamped line. */
const ELLIPSIS = '…';

/** Every character the card can draw, for cutting the fonts down to them. */
export function drawnText(text: CardText, site: SiteIdentity): string {
  const parts = [site.name, site.host, text.section.join(SECTION_SEPARATOR), text.title];
  return [...parts, text.subtitle ?? '', ELLIPSIS].join('');
}

const div = (style: Record<string, string | number>, ...children: (ReactElement | string)[]) =>
  createElement('div', { style: { display: 'flex', ...style } }, ...children);

/** The title block alone, as laid out on the card (also what `fitTitle` measures). */
export function titleElement(text: CardText, fit: TitleFit): ReactElement {
  return createElement(
    'div',
    {
      key: 'title',
      lang: browserLocale(toLang(text.lang)),
      style: {
        display: 'block',
        width: CONTENT_WIDTH,
        fontSize: fit.fontSize,
        fontWeight: 700,
        lineHeight: TITLE_LINE_HEIGHT,
        color: colours.text,
        ...(fit.clamp ? { lineClamp: TITLE_MAX_LINES, overflowWrap: 'break-word' } : {}),
      },
    },
    text.title,
  );
}

export function cardElement(text: CardText, fit: TitleFit, site: SiteIdentity): ReactElement {
  const header = div(
    { alignItems: 'center', gap: 20 },
    createElement('img', { src: site.logo, width: 64, height: 64 }),
    div({ fontSize: 40, fontWeight: 700, color: colours.text }, site.name),
  );
  const section = text.section.length
    ? [
        div(
          { fontSize: 32, color: colours.brand, marginBottom: 20 },
          text.section.join(SECTION_SEPARATOR),
        ),
      ]
    : [];
  const subtitle = text.subtitle
    ? [
        createElement(
          'div',
          {
            style: {
              display: 'block',
              width: CONTENT_WIDTH,
              marginTop: 24,
              fontSize: 30,
              lineHeight: 1.4,
              color: colours.muted,
              lineClamp: 2,
            },
          },
          text.subtitle,
        ),
      ]
    : [];
  const main = div(
    { flexDirection: 'column', flexGrow: 1, justifyContent: 'center' },
    ...section,
    titleElement(text, fit),
    ...subtitle,
  );
  const footer = div({ fontSize: 28, color: colours.muted, marginBottom: 40 }, site.host);
  const band = div({
    position: 'absolute',
    left: 0,
    bottom: 0,
    width: CARD_WIDTH,
    height: 16,
    backgroundImage: `linear-gradient(90deg, ${colours.logoLight}, ${colours.logoDark})`,
  });
  return createElement(
    'div',
    {
      lang: browserLocale(toLang(text.lang)),
      style: {
        display: 'flex',
        flexDirection: 'column',
        boxSizing: 'border-box',
        width: CARD_WIDTH,
        height: CARD_HEIGHT,
        padding: `64px ${PADDING_X}px 16px`,
        fontFamily: FONT_FAMILY,
        backgroundColor: colours.background,
      },
    },
    header,
    main,
    footer,
    band,
  );
}
