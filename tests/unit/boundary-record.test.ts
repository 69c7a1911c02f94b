// A build that takes the theme's modules from the persistent cache meets none of the boundary's
// swaps and rewrites itself (upstream/theme/boundaryRecord.ts): a second, unchanged build failed
// with every entry "never requested". Two builds of one fixture share a cache here, as two
// `rspress build` runs of the site do; and the record is read only under the key it was written.
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { readRecord, recordKey, writeRecord } from '../../upstream/theme/boundaryRecord';
import { pluginUpstream } from '../../upstream/theme/plugin';
import { buildFixtureSite } from '../shared/fixture-site';

const scratch = mkdtempSync(join(tmpdir(), 'boundary-record-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

describe('the boundary record', { timeout: 240_000 }, () => {
  it('is read under its own key only', () => {
    const path = join(scratch, 'record.json');
    const key = recordKey('2.0.22', ['/up/A.js'], ['/up/B.js']);
    expect(readRecord(path, key)).toBeUndefined();
    writeRecord(path, { key, requested: ['/up/A.js'], compiled: ['/up/B.js'] });
    expect(readRecord(path, key)).toEqual({ key, requested: ['/up/A.js'], compiled: ['/up/B.js'] });
    // Another theme version, or another list of swapped modules: the record says nothing.
    expect(readRecord(path, recordKey('2.0.23', ['/up/A.js'], ['/up/B.js']))).toBeUndefined();
    expect(readRecord(path, recordKey('2.0.22', ['/up/C.js'], ['/up/B.js']))).toBeUndefined();
    writeFileSync(path, '{ not json');
    expect(readRecord(path, key)).toBeUndefined();
  });

  it('turns no persistent cache on where Rspress keeps none', () => {
    // Any `buildCache` entry switches the cache on, without the digest of the pages Rspress adds:
    // builds of different sites would then share modules.
    const before = process.env.RSPRESS_PERSISTENT_CACHE;
    try {
      process.env.RSPRESS_PERSISTENT_CACHE = 'false';
      expect(pluginUpstream('local').builderConfig?.performance).toBeUndefined();
      delete process.env.RSPRESS_PERSISTENT_CACHE;
      expect(pluginUpstream('local').builderConfig?.performance?.buildCache).toBeTruthy();
    } finally {
      if (before === undefined) delete process.env.RSPRESS_PERSISTENT_CACHE;
      else process.env.RSPRESS_PERSISTENT_CACHE = before;
    }
  });

  it('lets a second build from the same persistent cache pass the boundary check', () => {
    const env = { RSPRESS_PERSISTENT_CACHE: 'true' };
    // The fixture's own cache folder: the site's cache stays out of it.
    const first = buildFixtureSite(
      { 'docs/en/index.md': '# Home\n\nWelcome.\n', 'docs/zh/index.md': '# 首页\n\n欢迎。\n' },
      env,
      "builderConfig: { ...config.builderConfig, performance: { ...config.builderConfig?.performance, buildCache: { cacheDirectory: join(dir, 'cache') } } }",
    );
    expect(first.log).not.toMatch(/no longer matches/);
    expect(first.status).toBe(0);
    const second = buildFixtureSite({}, env, '', first.dir);
    // Built from the cache: the theme's modules were not compiled again.
    expect(second.log).not.toMatch(/no longer matches/);
    expect(second.status).toBe(0);
    expect(existsSync(join(first.dir, 'cache-upstream-boundary-local.json'))).toBe(true);
  });
});
