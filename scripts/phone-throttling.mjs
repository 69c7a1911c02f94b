// Lighthouse's mobile throttling (the values its simulation uses), applied for real through the
// DevTools protocol: the search bench and the e2e test of a slow phone read it from here, and the
// figures from the installed Lighthouse, so both follow its preset.
import { throttling } from 'lighthouse/core/config/constants.js';

const { rttMs, throughputKbps, uploadThroughputKbps, cpuSlowdownMultiplier } =
  throttling.mobileSlow4G;

/** Kilobits per second → bytes per second, the unit of `Network.emulateNetworkConditions`. */
const bytesPerSecond = (/** @type {number} */ kbps) => (kbps * 1024) / 8;

/**
 * Slows a page's CPU and network down like Lighthouse's mobile run (4× CPU, 150 ms, 1.6 Mbit/s).
 * @param {import('@playwright/test').Page} page
 */
export async function throttleLikeAPhone(page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdownMultiplier });
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: rttMs,
    downloadThroughput: bytesPerSecond(throughputKbps),
    uploadThroughput: bytesPerSecond(uploadThroughputKbps),
  });
}
