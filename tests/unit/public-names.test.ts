// A public file named like one the build writes would be overwritten without a word.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { RouteMeta } from '@rspress/core';
import { describe, expect, it } from '@rstest/core';
import { publicNameProblems } from '../../plugins/pageChecks/outputNames';

describe('public files the build would overwrite', () => {
  it("names the build's commit record and the sitemap, and lets other files be", () => {
    const docs = mkdtempSync(join(tmpdir(), 'public-names-'));
    mkdirSync(join(docs, 'public'));
    for (const name of ['build-commit.txt', 'sitemap.xml', 'logo.svg'])
      writeFileSync(join(docs, 'public', name), 'x');
    const routes = [{ routePath: '/' }] as RouteMeta[];
    expect(
      publicNameProblems(docs, routes)
        .map(({ message }) => message)
        .sort(),
    ).toEqual([
      'a public file at build-commit.txt in the build, where the build writes the record of the commit it was built from; rename or move it',
      'a public file at sitemap.xml in the build, where the build writes the sitemap; rename or move it',
    ]);
  });
});
