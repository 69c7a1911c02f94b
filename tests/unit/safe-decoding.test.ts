// The guard for Rspress 2.0.22's decoding of the address (upstream/theme/guardDecoding.ts): what
// the guarded function gives back, and that the modules it patches are exactly the browser modules
// of the installed packages that call decodeURIComponent (so an upgrade that adds or drops one
// fails here).
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { safeDecodeURIComponent } from '../../theme/upstream/safeDecode';
import { upstreamModulePaths, upstreamThemePath } from '../../upstream/theme/build';
import { guardDecoding } from '../../upstream/theme/guardDecoding';

const resolve = createRequire(import.meta.url).resolve;
const CALL = /\bdecodeURIComponent\(/;

/** The .js files under `dir` that call decodeURIComponent. */
function callers(dir: string): string[] {
  return readdirSync(dir, { recursive: true })
    .map(String)
    .filter((file) => file.endsWith('.js'))
    .map((file) => join(dir, file))
    .filter((file) => CALL.test(readFileSync(file, 'utf8')));
}

describe('safe decoding of the address', () => {
  it('decodes what is valid and keeps what is not', () => {
    expect(safeDecodeURIComponent('a%20b%E4%B8%AD')).toBe('a b中');
    expect(safeDecodeURIComponent('%25')).toBe('%');
    expect(safeDecodeURIComponent('%')).toBe('%');
    expect(safeDecodeURIComponent('#%E4')).toBe('#%E4');
    expect(safeDecodeURIComponent('?q=%zz')).toBe('?q=%zz');
  });

  it('patches every browser module of the runtime and theme that decodes, and only those', () => {
    const found = [
      ...callers(upstreamThemePath('runtime')),
      ...callers(upstreamThemePath('theme')),
      resolve('@rspress/shared'),
    ].sort();
    expect([...upstreamModulePaths.decoding].sort()).toEqual(found);
  });

  it('puts the guarded function in scope of each module, and refuses one that no longer decodes', () => {
    for (const path of upstreamModulePaths.decoding) {
      const code = readFileSync(path, 'utf8');
      const [first, ...rest] = guardDecoding(code, path).split('\n');
      // Relative to the module: the checkout's absolute path never reaches the bundle.
      expect(first).toMatch(
        /^import \{ safeDecodeURIComponent as decodeURIComponent \} from "(\.\.\/)+theme\/upstream\/safeDecode\.ts";$/,
      );
      expect(rest.join('\n')).toBe(code);
    }
    expect(() => guardDecoding('export const a = 1;', 'x.js')).toThrow(
      'x.js no longer calls decodeURIComponent',
    );
  });
});
