import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, test } from '@rstest/core';
import { pngSize, rehypeImageSize, svgSize } from '../../plugins/imageSize';

/** The first 24 bytes of a PNG: signature, then the IHDR chunk's length, type, width, height. */
function pngHeader(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(33);
  Buffer.from('89504e470d0a1a0a', 'hex').copy(bytes, 0);
  bytes.writeUInt32BE(13, 8);
  bytes.write('IHDR', 12, 'latin1');
  bytes.writeUInt32BE(width, 16);
  bytes.writeUInt32BE(height, 20);
  return bytes;
}

const img = (properties: Record<string, unknown>) => ({
  type: 'element',
  tagName: 'img',
  properties,
  children: [],
});

describe('image sizes', () => {
  test('reads width and height from a PNG header, and nothing from other data', () => {
    expect(pngSize(pngHeader(1280, 800))).toEqual({ width: 1280, height: 800 });
    expect(pngSize(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeUndefined();
    expect(pngSize(pngHeader(1, 1).subarray(0, 20))).toBeUndefined();
  });

  test('reads an SVG root size from width and height in pixels, or else from its viewBox', () => {
    const svg = (attributes: string) => `<?xml version="1.0"?>\n<svg ${attributes}><g/></svg>`;
    expect(svgSize(svg('viewBox="0 0 820 594" width="820" height="594"'))).toEqual({
      width: 820,
      height: 594,
    });
    expect(svgSize(svg('width="40px" height="30px"'))).toEqual({ width: 40, height: 30 });
    expect(svgSize(svg('width="100%" viewBox="-10 0 760 330"'))).toEqual({
      width: 760,
      height: 330,
    });
    expect(svgSize(svg('width="100%"'))).toBeUndefined();
    expect(svgSize('not an image')).toBeUndefined();
  });

  test('gives public PNG and SVG images their size and leaves every other image alone', () => {
    const publicDir = mkdtempSync(join(tmpdir(), 'image-size-'));
    writeFileSync(join(publicDir, 'shot.png'), pngHeader(640, 400));
    writeFileSync(join(publicDir, 'logo.svg'), '<svg/>');
    writeFileSync(join(publicDir, 'flow.svg'), '<svg viewBox="0 0 760 330"></svg>');
    const shot = img({ src: '/shot.png', alt: 'A shot' });
    const sized = img({ src: '/shot.png', width: 320 });
    const diagram = img({ src: '/flow.svg' });
    const others = [
      // An SVG without a size of its own.
      img({ src: '/logo.svg' }),
      img({ src: '/missing.png' }),
      img({ src: 'https://example.com/shot.png' }),
      img({ src: '//example.com/shot.png' }),
    ];
    const tree = {
      type: 'root',
      children: [{ type: 'element', tagName: 'p', children: [shot, sized, diagram, ...others] }],
    };
    rehypeImageSize({ publicDir })()(tree);
    expect(shot.properties).toEqual({ src: '/shot.png', alt: 'A shot', width: 640, height: 400 });
    expect(sized.properties).toEqual({ src: '/shot.png', width: 320 });
    expect(diagram.properties).toEqual({ src: '/flow.svg', width: 760, height: 330 });
    for (const other of others) {
      expect(other.properties).not.toHaveProperty('width');
      expect(other.properties).not.toHaveProperty('height');
    }
  });
});
