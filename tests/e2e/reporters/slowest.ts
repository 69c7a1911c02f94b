/**
 * A Playwright reporter that prints, after the run, the tests that took longest: where a faster
 * suite has to start. Figures only; it never fails a run.
 */
import { dirname, relative } from 'node:path';
import type { FullConfig, Reporter, TestCase, TestResult } from '@playwright/test/reporter';

/**
 * One test's time on its worker, in milliseconds: from the start of its attempt to its end, so the
 * hooks and fixtures it waited for count too (Playwright's own duration leaves out `beforeAll`,
 * where the fixture sites are built). The attempts of a retried test add up.
 */
export interface TestTime {
  /** `file:line › describe › title`, as a reader finds the test. */
  name: string;
  ms: number;
}

/**
 * The `count` slowest tests, slowest first; equal times keep the order the tests ended in.
 * @param times one entry per test (sum the attempts of a retried test first)
 */
export function slowestTests(times: readonly TestTime[], count = 10): TestTime[] {
  return times
    .map((time, order) => ({ time, order }))
    .sort((a, b) => b.time.ms - a.time.ms || a.order - b.order)
    .slice(0, Math.max(0, count))
    .map(({ time }) => time);
}

/** The lines printed: a heading, then seconds (one decimal, aligned) and the test's name. */
export function formatSlowest(slowest: readonly TestTime[], total: number): string[] {
  if (slowest.length === 0) return [];
  const seconds = slowest.map(({ ms }) => `${(ms / 1000).toFixed(1)} s`);
  const width = Math.max(...seconds.map((text) => text.length));
  return [
    `Slowest ${slowest.length} of ${total} tests:`,
    ...slowest.map(({ name }, i) => `  ${seconds[i].padStart(width)}  ${name}`),
  ];
}

export default class SlowestReporter implements Reporter {
  private rootDir = process.cwd();
  /** By test id, so the attempts of a retried test add up to one entry. */
  private readonly times = new Map<string, TestTime>();

  onBegin(config: FullConfig): void {
    // Paths from the folder of playwright.config.ts (the repository), as a reader opens them.
    this.rootDir = config.configFile ? dirname(config.configFile) : config.rootDir;
  }

  onTestEnd(test: TestCase, result: TestResult): void {
    const ms = Math.max(result.duration, Date.now() - result.startTime.getTime());
    const known = this.times.get(test.id);
    if (known) {
      known.ms += ms;
      return;
    }
    const file = relative(this.rootDir, test.location.file);
    // titlePath: '', project, file, describes…, title; the location already names the file.
    const titles = test.titlePath().slice(3);
    const name = [`${file}:${test.location.line}`, ...titles].join(' › ');
    this.times.set(test.id, { name, ms });
  }

  onEnd(): void {
    const lines = formatSlowest(slowestTests([...this.times.values()]), this.times.size);
    if (lines.length > 0) console.log(`\n${lines.join('\n')}`);
  }

  printsToStdio(): boolean {
    return true;
  }
}
