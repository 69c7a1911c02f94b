// check:reproducible's comparison (scripts/checks/reproducible/): two output folders must be the
// same byte for byte; the one difference it names but lets pass is a script that is the same
// program under other minified names, with the file names that follow from it.
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { compareBuilds } from '../../scripts/checks/reproducible/compare.mjs';
import { differOnlyInNames } from '../../scripts/checks/reproducible/minifiedNames.mjs';

function folder(files: Record<string, string>): string {
  const root = mkdtempSync(join(tmpdir(), 'reproducible-'));
  for (const [file, content] of Object.entries(files)) {
    mkdirSync(dirname(join(root, file)), { recursive: true });
    writeFileSync(join(root, file), content);
  }
  return root;
}

const page = (script: string) => `<script defer src="/static/js/${script}"></script>`;

describe('scripts that differ only in their names', () => {
  it('are names swapped consistently, not other strings, numbers or uses', () => {
    expect(differOnlyInNames('var e7=l(e9),e9=1;f(e7)', 'var e9=l(e7),e7=1;f(e9)')).toBe(true);
    expect(differOnlyInNames('var e7=l(e9);f(e7)', 'var e9=l(e7);f(e7)')).toBe(false);
    expect(differOnlyInNames('f("a1")', 'f("b1")')).toBe(false);
    expect(differOnlyInNames('f(7)', 'f(9)')).toBe(false);
  });
});

describe('two builds compared', () => {
  it('pass as they are when every file is the same', () => {
    const files = {
      'index.html': page('index.1111111111.js'),
      'static/js/index.1111111111.js': 'a()',
    };
    expect(compareBuilds(folder(files), folder(files))).toEqual({
      count: 2,
      problems: [],
      renamed: new Map(),
    });
  });

  it('pair a script renamed by the minifier, and the pages that load it by its new name', () => {
    const first = folder({
      'index.html': page('index.1111111111.js'),
      'static/js/index.1111111111.js': 'var e7=l(e9),e9=()=>1;',
    });
    const second = folder({
      'index.html': page('index.2222222222.js'),
      'static/js/index.2222222222.js': 'var e9=l(e7),e7=()=>1;',
    });
    const { problems, renamed } = compareBuilds(first, second);
    expect(problems).toEqual([]);
    expect([...renamed]).toEqual([
      ['static/js/index.2222222222.js', 'static/js/index.1111111111.js'],
    ]);
  });

  it('fail on a script that differs in more than names, and on a page that differs elsewhere', () => {
    const first = folder({
      'a.html': `${page('index.1111111111.js')}<p>2026-12-07</p>`,
      'static/js/index.1111111111.js': 'var e7=l("/work/main");',
    });
    const second = folder({
      'a.html': `${page('index.1111111111.js')}<p>2026-12-08</p>`,
      'static/js/index.2222222222.js': 'var e9=l("/work/main/.reproducible/site");',
    });
    const { problems, renamed } = compareBuilds(first, second);
    expect(renamed.size).toBe(0);
    expect(problems).toEqual([
      'only in the first: static/js/index.1111111111.js',
      'only in the second: static/js/index.2222222222.js',
      expect.stringMatching(/^a\.html differs at line 1/),
    ]);
  });
});
