// The quoted-label check: a label the docs quote (“复制 Markdown”按钮, the "Copy Markdown"
// button) must be a text the site shows, read from i18n.json, the theme's built-in texts or the
// page's own examples.
import { spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { siteLabels, unknownLabels } from '../../scripts/checks/check-ui-labels.mjs';
import { repoRoot } from '../shared/site-files';
import { writeTempTree } from '../shared/temp-docs';

const labels = await siteLabels();
const fence = '```';
// A label of the site itself, read from the data rather than restated here.
const siteI18n: Record<string, Record<string, string>> = JSON.parse(
  readFileSync(join(repoRoot, 'i18n.json'), 'utf8'),
);
const [siteLabel] = Object.values(siteI18n);

describe('quoted UI labels', () => {
  it('reports a quoted label the site does not show, in either language', () => {
    expect(unknownLabels('点击“复制为 Markdown”按钮。\n', 'zh', labels)).toEqual([
      { line: 1, column: 3, label: '复制为 Markdown' },
    ]);
    expect(unknownLabels('开启“复制为 Markdown”等按钮。\n', 'zh', labels)).toHaveLength(1);
    expect(unknownLabels('Click the "Copy as Markdown" button.\n', 'en', labels)).toEqual([
      { line: 1, column: 11, label: 'Copy as Markdown' },
    ]);
  });

  it("accepts the site's labels, the theme's built-in ones and the page's own examples", () => {
    const page = [
      `点击“${siteLabel.zh}”按钮，或者“复制 Markdown”按钮，再看“What's new”链接。`,
      `${fence}ts`,
      `const linkText = options.linkText ?? "What's new";`,
      fence,
    ].join('\n');
    expect(unknownLabels(page, 'zh', labels)).toEqual([]);
    // English prose may lower-case a label.
    expect(unknownLabels('Shows a "back to top" button.\n', 'en', labels)).toEqual([]);
  });

  it('leaves quotes that name no UI element alone', () => {
    expect(unknownLabels('分节标题“写作”，然后是“基础”。\n', 'zh', labels)).toEqual([]);
  });

  it('fails the command with file:line:column', () => {
    const docs = writeTempTree('ui-labels', {
      'en/page.md': '# Page\n\nThe "Edit this page" link.\n',
      'zh/page.md': '# 页面\n\n“编辑此页”链接。\n',
    });
    const result = spawnSync(
      'node',
      [join(repoRoot, 'scripts/checks', 'check-ui-labels.mjs'), docs],
      {
        encoding: 'utf8',
      },
    );
    expect(result.status).toBe(1);
    expect(result.stderr).toMatch(/zh\/page\.md:3:1 {2}"编辑此页" is not a label the site shows/);
    expect(result.stderr).not.toMatch(/en\/page\.md/);
  });
});
