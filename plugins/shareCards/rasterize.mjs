// SVG → PNG with resvg. During the build it runs in worker threads (see rasterPool.ts): resvg-js
// rasterises and encodes synchronously, and that is most of a card's time, so it runs beside
// Satori's layout instead of after it. Plain JavaScript because a worker thread loads it directly.
import { parentPort, workerData } from 'node:worker_threads';
import { Resvg } from '@resvg/resvg-js';

/**
 * Rasterises a card's SVG to PNG bytes (its text is already paths).
 * @param {string} svg
 * @returns {Buffer}
 */
export function svgToPng(svg) {
  // Text is already paths; loading the system's fonts would only cost time.
  const resvg = new Resvg(svg, { fitTo: { mode: 'original' }, font: { loadSystemFonts: false } });
  return resvg.render().asPng();
}

// Only a worker started by rasterPool.ts listens (a test runner's own worker must not).
if (workerData?.shareCardRaster && parentPort) {
  const port = parentPort;
  port.on('message', (/** @type {{ id: number, svg: string }} */ { id, svg }) =>
    port.postMessage({ id, png: svgToPng(svg) }),
  );
}
