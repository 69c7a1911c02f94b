/**
 * The head tags that point link previews at a page's card. Rspress 2.0.22 writes the strings a
 * head function returns into the page as they are, without escaping attribute values, so every
 * value is escaped here (a title may contain `"` or `<`).
 */
import { escapeAttribute, headTag } from '../../lib/headTag.mjs';
import { CARD_HEIGHT, CARD_WIDTH } from './layout';

export { escapeAttribute };

export interface CardImage {
  /** Absolute address of the PNG. */
  url: string;
  /** Alternative text: the title drawn on the card. */
  alt: string;
}

const meta = (key: 'property' | 'name', id: string, content: string) =>
  headTag('meta', { [key]: id, content });

/** `og:image` and its size and text, the site name, and the large-image Twitter/X card. */
export function cardHeadTags(image: CardImage, siteName: string): string {
  return [
    meta('property', 'og:image', image.url),
    meta('property', 'og:image:width', String(CARD_WIDTH)),
    meta('property', 'og:image:height', String(CARD_HEIGHT)),
    meta('property', 'og:image:alt', image.alt),
    meta('property', 'og:site_name', siteName),
    meta('name', 'twitter:card', 'summary_large_image'),
  ].join('');
}
