// Lighthouse's mobile throttling, applied for real through the DevTools protocol: the search bench
// and the e2e test of a slow phone read it from here. The figures are Lighthouse 12's preset
// (`throttling.mobileSlow4G` in lighthouse/core/config/constants.js), written down so the tests do
// not need Lighthouse installed; `npm run bench:lighthouse` says when the Lighthouse it runs has
// other figures.

/** A 4× slower CPU on a slow 4G network: 150 ms round trips, 1.6 Mbit/s down, 675 kbit/s up. */
export const MOBILE_SLOW_4G = {
  rttMs: 150,
  throughputKbps: 1.6 * 1024,
  uploadThroughputKbps: 675,
  cpuSlowdownMultiplier: 4,
};

/** Kilobits per second → bytes per second, the unit of `Network.emulateNetworkConditions`. */
const bytesPerSecond = (/** @type {number} */ kbps) => (kbps * 1024) / 8;

/**
 * Slows a page's CPU and network down like Lighthouse's mobile run (4× CPU, 150 ms, 1.6 Mbit/s).
 * @param {import('@playwright/test').Page} page
 */
export async function throttleLikeAPhone(page) {
  const { rttMs, throughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } = MOBILE_SLOW_4G;
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: bytesPerSecond(throughputKbps),
    uploadThroughput: bytesPerSecond(uploadThroughputKbps),
  });
}
