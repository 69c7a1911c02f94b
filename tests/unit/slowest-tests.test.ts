import { describe, expect, it } from '@rstest/core';
import { cpuThrottle } from '../e2e/cpu-throttle';
import SlowestReporter, {
  formatSlowest,
  slowestTests,
  type TestTime,
} from '../e2e/reporters/slowest';

/** `n` tests whose times are a shuffled 1..n seconds, so no slice of the input is the answer. */
function shuffledTimes(n: number): TestTime[] {
  const seconds = Array.from({ length: n }, (_, i) => ((i * 7) % n) + 1);
  return seconds.map((s, i) => ({ name: `test ${i}`, ms: s * 1000 }));
}

describe('the slowest tests', () => {
  it('are the ten longest, slowest first', () => {
    const times = shuffledTimes(23);
    const picked = slowestTests(times);
    expect(picked).toHaveLength(10);
    // Each picked test is at least as slow as every test left out, and the list descends.
    const left = times.filter((time) => !picked.includes(time));
    expect(Math.min(...picked.map(({ ms }) => ms))).toBeGreaterThanOrEqual(
      Math.max(...left.map(({ ms }) => ms)),
    );
    for (let i = 1; i < picked.length; i++)
      expect(picked[i - 1].ms).toBeGreaterThanOrEqual(picked[i].ms);
  });

  it('keep the order tests ended in when times are equal', () => {
    const times = ['first', 'second', 'third'].map((name) => ({ name, ms: 500 }));
    expect(slowestTests(times, 2).map(({ name }) => name)).toEqual(['first', 'second']);
  });

  it('are all tests when there are fewer than asked for, and none for a count of 0', () => {
    const times = shuffledTimes(4);
    expect(slowestTests(times)).toHaveLength(4);
    expect(slowestTests(times, 0)).toEqual([]);
  });

  it('do not reorder the list they are given', () => {
    const times = shuffledTimes(12);
    const before = times.map(({ name }) => name);
    slowestTests(times);
    expect(times.map(({ name }) => name)).toEqual(before);
  });

  it('print as aligned seconds with the test name, and print nothing for an empty run', () => {
    const lines = formatSlowest(
      [
        { name: 'a.spec.ts:3 › long', ms: 125_430 },
        { name: 'b.spec.ts:9 › short', ms: 2_060 },
      ],
      40,
    );
    expect(lines[0]).toBe('Slowest 2 of 40 tests:');
    expect(lines[1]).toBe('  125.4 s  a.spec.ts:3 › long');
    expect(lines[2]).toBe('    2.1 s  b.spec.ts:9 › short');
    expect(formatSlowest([], 0)).toEqual([]);
  });
});

describe('the slowest-tests reporter', () => {
  it('counts the hooks a test waited for, adds up retries and prints the list at the end', () => {
    const reporter = new SlowestReporter();
    reporter.onBegin({
      configFile: '/repo/playwright.config.ts',
      rootDir: '/repo/tests/e2e',
    } as Parameters<SlowestReporter['onBegin']>[0]);
    const testCase = (id: string, title: string) =>
      ({
        id,
        location: { file: '/repo/tests/e2e/x.spec.ts', line: 7, column: 1 },
        titlePath: () => ['', 'chromium', 'x.spec.ts', 'group', title],
      }) as unknown as Parameters<SlowestReporter['onTestEnd']>[0];
    // An attempt that started `wall` ms ago, of which the test body took `duration`.
    const result = (duration: number, wall = duration) =>
      ({ duration, startTime: new Date(Date.now() - wall) }) as Parameters<
        SlowestReporter['onTestEnd']
      >[1];
    const flaky = testCase('1', 'flaky');
    reporter.onTestEnd(flaky, result(3_000));
    reporter.onTestEnd(testCase('2', 'steady'), result(4_000));
    reporter.onTestEnd(flaky, result(2_000));
    // A minute in a beforeAll hook (a fixture build), then one second of test.
    reporter.onTestEnd(testCase('3', 'after a build'), result(1_000, 61_000));
    const printed: string[] = [];
    const log = console.log;
    console.log = (text: string) => printed.push(text);
    try {
      reporter.onEnd();
    } finally {
      console.log = log;
    }
    expect(printed.join('\n').trim().split('\n')).toEqual([
      'Slowest 3 of 3 tests:',
      '  61.0 s  tests/e2e/x.spec.ts:7 › group › after a build',
      '   5.0 s  tests/e2e/x.spec.ts:7 › group › flaky',
      '   4.0 s  tests/e2e/x.spec.ts:7 › group › steady',
    ]);
  });
});

describe('E2E_CPU_THROTTLE', () => {
  it('is off (1) when unset or empty, and the factor given otherwise', () => {
    expect(cpuThrottle(undefined)).toBe(1);
    expect(cpuThrottle('')).toBe(1);
    expect(cpuThrottle('4')).toBe(4);
    expect(cpuThrottle('2.5')).toBe(2.5);
  });

  it('rejects a value that is not a factor of at least 1, naming the variable and the value', () => {
    for (const bad of ['fast', '0.5', '-4', 'Infinity'])
      expect(() => cpuThrottle(bad)).toThrow(new RegExp(`E2E_CPU_THROTTLE.*"${bad}"`));
  });
});
