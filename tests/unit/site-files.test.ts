// The specs that read build files find the build where the build and its server put it: an
// absolute SITE_OUT_DIR was once joined onto the repository's path.
import { join, resolve } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { buildFolder } from '../shared/site-files';

const repoRoot = resolve(__dirname, '../..');

describe('the build folder the specs read', () => {
  it('is doc_build/ in the repository without SITE_OUT_DIR', () => {
    expect(buildFolder(undefined)).toBe(join(repoRoot, 'doc_build'));
    expect(buildFolder('')).toBe(join(repoRoot, 'doc_build'));
  });

  it('takes an absolute SITE_OUT_DIR as it is, a relative one from the repository', () => {
    expect(buildFolder('/tmp/variant-build')).toBe('/tmp/variant-build');
    expect(buildFolder('/tmp/variant-build/')).toBe('/tmp/variant-build');
    expect(buildFolder('doc_build-docsearch')).toBe(join(repoRoot, 'doc_build-docsearch'));
  });
});
