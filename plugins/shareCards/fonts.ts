/**
 * The card fonts, all from registry packages so the build needs no network: Noto Sans for Latin
 * text, Noto Sans SC for Chinese, Noto Emoji (monochrome) for emoji. The full Noto Sans SC file
 * is about 10 MB per weight; each font is cut down to the characters the cards use before Satori
 * parses it, which keeps the build fast.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Font } from 'satori';
import subsetFont from 'subset-font';

const require = createRequire(import.meta.url);

/** The families in fallback order: a character missing from one is drawn with the next. */
export const FONT_FAMILY = '"Noto Sans", "Noto Sans SC", "Noto Emoji"';

type Weight = 400 | 700;

interface FontFile {
  name: string;
  weight: Weight;
  /** Module path inside the package (Expo's Google Fonts packages ship static TTF files). */
  file: string;
}

export const FONT_FILES: FontFile[] = [
  {
    name: 'Noto Sans',
    weight: 400,
    file: '@expo-google-fonts/noto-sans/400Regular/NotoSans_400Regular.ttf',
  },
  {
    name: 'Noto Sans',
    weight: 700,
    file: '@expo-google-fonts/noto-sans/700Bold/NotoSans_700Bold.ttf',
  },
  {
    name: 'Noto Sans SC',
    weight: 400,
    file: '@expo-google-fonts/noto-sans-sc/400Regular/NotoSansSC_400Regular.ttf',
  },
  {
    name: 'Noto Sans SC',
    weight: 700,
    file: '@expo-google-fonts/noto-sans-sc/700Bold/NotoSansSC_700Bold.ttf',
  },
  // One weight: Satori falls back to the nearest weight of a family.
  {
    name: 'Noto Emoji',
    weight: 400,
    file: '@expo-google-fonts/noto-emoji/400Regular/NotoEmoji_400Regular.ttf',
  },
];

/** The package names and versions the fonts come from (part of every card's fingerprint). */
export function fontPackages(): string[] {
  const names = new Set(FONT_FILES.map(({ file }) => file.split('/').slice(0, 2).join('/')));
  return [...names].map((name) => {
    const { version } = require(`${name}/package.json`) as { version: string };
    return `${name}@${version}`;
  });
}

/**
 * Every font, subset to the characters of `text` (the text of all cards drawn in this build).
 * Glyph outlines and metrics do not change with the subset, so a card looks the same whatever
 * other cards share the build.
 */
export async function loadFonts(text: string): Promise<Font[]> {
  // Satori cannot read a font whose character map is empty (the emoji font, for text without
  // emoji); every family has a space, so adding one keeps each subset readable.
  const characters = [...new Set(` ${text}`)].sort().join('');
  return Promise.all(
    FONT_FILES.map(async ({ name, weight, file }) => ({
      name,
      weight,
      style: 'normal' as const,
      data: await subsetFont(readFileSync(require.resolve(file)), characters, {
        targetFormat: 'sfnt',
      }),
    })),
  );
}
