import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from '@rstest/core';
import { checkedAgainst, formatWorkarounds, workarounds } from '../../upstream/theme/workarounds';

const installed = (
  JSON.parse(
    readFileSync(createRequire(import.meta.url).resolve('@rspress/core/package.json'), 'utf8'),
  ) as { version: string }
).version;

describe('the theme workaround list', () => {
  it('was checked against the installed @rspress/core', () => {
    // On an upgrade this fails with the list: re-run each test without its fix, then update
    // `checkedAgainst` in upstream/theme/workarounds.ts.
    expect(
      installed,
      `@rspress/core is ${installed}, the workarounds were checked against ${checkedAgainst}:\n${formatWorkarounds()}`,
    ).toBe(checkedAgainst);
  });

  it('names files and tests that exist', () => {
    const missing = workarounds
      .flatMap(({ files, test }) => [...files, test])
      .filter((path) => !existsSync(path));
    expect(missing).toEqual([]);
  });

  it('prints every workaround with its files, test and removal condition', () => {
    const text = formatWorkarounds();
    for (const { fault, files, test, removeWhen } of workarounds) {
      expect(text).toContain(fault);
      for (const file of files) expect(text).toContain(file);
      expect(text).toContain(test);
      expect(text).toContain(removeWhen);
    }
  });
});
