// The content check runner keeps going after a failing check: a fixture docs folder with a fault
// for an early check (language parity) and one for a later check (Chinese spacing) must show both
// findings, a summary line for every check, and exit 1. The frontmatter check, which the build
// runs too, reports an invalid YAML value at its file and line.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterAll, describe, expect, it } from '@rstest/core';
import { DOCS_CHECKS } from '../../scripts/checks/docs-checks/list.mjs';

const repoRoot = resolve(__dirname, '../..');
const docsDir = mkdtempSync(join(tmpdir(), 'check-docs-'));
afterAll(() => rmSync(docsDir, { recursive: true, force: true }));

function write(path: string, text: string) {
  mkdirSync(dirname(join(docsDir, path)), { recursive: true });
  writeFileSync(join(docsDir, path), text);
}

// Parity: the Chinese page has a section the English page lacks.
write('en/guide/page.mdx', '# Page\n\n## First {#first}\n\nA short page.\n');
// Chinese spacing: line 7 has a space between two Chinese characters.
write('zh/guide/page.mdx', '# 页面\n\n## 第一 {#first}\n\n## 第二 {#second}\n\n这是 一段文字。\n');
// Frontmatter: a description that starts with @ is not valid YAML (line 3 of the file).
write('en/guide/about.md', '---\ntitle: About\ndescription: About this site.\n---\n\n# About\n');
write(
  'zh/guide/about.md',
  '---\ntitle: 关于\ndescription: @rspress/core 的说明。\n---\n\n# 关于\n',
);

describe('content check runner', { timeout: 300_000 }, () => {
  it('reports a later check failing after an earlier one failed, and exits 1', () => {
    const parity = DOCS_CHECKS.findIndex(({ name }) => name === 'Language parity');
    const spacing = DOCS_CHECKS.findIndex(({ name }) => name === 'Chinese spacing');
    expect(parity).toBeGreaterThanOrEqual(0);
    expect(spacing).toBeGreaterThan(parity);

    const result = spawnSync('node', [join(repoRoot, 'scripts/checks/check-docs.mjs'), docsDir], {
      encoding: 'utf8',
    });
    const output = `${result.stdout}\n${result.stderr}`;
    expect(result.status).toBe(1);
    expect(output).toMatch(/\{en,zh\}\/guide\/page\.mdx: heading 2 differs/);
    expect(output).toMatch(/zh\/guide\/page\.mdx:7:3 {2}space between Chinese characters/);
    expect(output).toContain(
      'zh/guide/about.md:3: invalid YAML: Plain value cannot start with reserved character @',
    );
    const summary = result.stdout.slice(result.stdout.lastIndexOf('Content checks:'));
    for (const { name } of DOCS_CHECKS) expect(summary).toContain(name);
    expect(summary).toMatch(/Language parity\s+[\d.]+ s {2}FAIL {2}1 finding/);
    expect(summary).toMatch(/Chinese spacing\s+[\d.]+ s {2}FAIL {2}1 finding/);
    expect(summary).toMatch(/Frontmatter\s+[\d.]+ s {2}FAIL {2}1 finding/);
    expect(result.stderr).toMatch(
      /content checks failed: Frontmatter, .*Language parity.*Chinese spacing/,
    );
  });
});
