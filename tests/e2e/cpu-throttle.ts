/**
 * The factor by which the browser tests slow each page's CPU, from E2E_CPU_THROTTLE (1, no
 * slowdown, when unset). With `E2E_CPU_THROTTLE=4` every page runs its scripts four times slower,
 * like a low-end phone, which shows the tests that depend on the machine's speed.
 */
export function cpuThrottle(value = process.env.E2E_CPU_THROTTLE): number {
  if (value === undefined || value.trim() === '') return 1;
  const rate = Number(value);
  if (!Number.isFinite(rate) || rate < 1) {
    throw new Error(
      `E2E_CPU_THROTTLE must be a number of at least 1 (how many times slower each page's CPU runs, e.g. 4); it is "${value}".`,
    );
  }
  return rate;
}
