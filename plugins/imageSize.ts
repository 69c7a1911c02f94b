/**
 * Gives every Markdown image served from the public folder (`![alt](/screenshots/x.png)`) its
 * `width` and `height`, read from the file, so the browser reserves its box before the file
 * arrives. Without them the text below jumps when the image loads (bench/NOTES.md, "Image
 * sizes"). The theme's `img { max-width: 100%; height: auto }` keeps the ratio on narrow screens.
 *
 * PNG (the screenshots) and SVG (the diagrams, sized by their root's width and height or viewBox);
 * other files keep their markup as it is.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';

/** A hast node, as far as this plugin reads it. */
interface HastNode {
  type: string;
  tagName?: string;
  properties?: Record<string, unknown>;
  children?: HastNode[];
}

type Size = { width: number; height: number } | undefined;

const PNG_SIGNATURE = '89504e470d0a1a0a';

/** Width and height from a PNG's header (its first chunk, IHDR), or undefined for other data. */
export function pngSize(bytes: Uint8Array): Size {
  if (bytes.length < 24 || Buffer.from(bytes.subarray(0, 8)).toString('hex') !== PNG_SIGNATURE) {
    return undefined;
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  return { width: view.getUint32(16), height: view.getUint32(20) };
}

const SVG_ROOT = /<svg\b[^>]*>/;
const attribute = (tag: string, name: string) =>
  new RegExp(`\\s${name}="\\s*([\\d.]+)(?:px)?\\s*"`).exec(tag)?.[1];

/** Width and height of an SVG's root: its width and height in pixels, or else its viewBox. */
export function svgSize(text: string): Size {
  const root = SVG_ROOT.exec(text)?.[0];
  if (!root) return undefined;
  const width = Number(attribute(root, 'width'));
  const height = Number(attribute(root, 'height'));
  if (width > 0 && height > 0) return { width, height };
  const box = /\sviewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(root);
  return box ? { width: Number(box[1]), height: Number(box[2]) } : undefined;
}

function sizeOf(publicDir: string, src: string, cache: Map<string, Size>): Size {
  if (!cache.has(src)) {
    let size: Size;
    try {
      const bytes = readFileSync(join(publicDir, decodeURI(src)));
      size = /\.svg$/i.test(src) ? svgSize(bytes.toString('utf8')) : pngSize(bytes);
    } catch {
      // A missing file is reported by Rspress's dead image check, with the page.
      size = undefined;
    }
    cache.set(src, size);
  }
  return cache.get(src);
}

/** The rehype plugin: `publicDir` is the docs root's `public` folder. */
export function rehypeImageSize({ publicDir }: { publicDir: string }) {
  const cache = new Map<string, Size>();
  const visit = (node: HastNode) => {
    const src = node.properties?.src;
    if (
      node.tagName === 'img' &&
      typeof src === 'string' &&
      /^\/(?!\/)[^?#]*\.(?:png|svg)$/i.test(src) &&
      node.properties?.width === undefined &&
      node.properties?.height === undefined
    ) {
      const size = sizeOf(publicDir, src, cache);
      if (size) Object.assign(node.properties ?? {}, size);
    }
    for (const child of node.children ?? []) visit(child);
  };
  return () => (tree: HastNode) => visit(tree);
}
