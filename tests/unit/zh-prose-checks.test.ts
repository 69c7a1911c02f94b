// The checks that read Chinese prose beyond AutoCorrect: spaces between Chinese characters,
// half-width parentheses, slashes and italics in Chinese text. Each fixture holds the fault the
// check exists for (taken from the pages before the fix) and fails the check's command.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { describe, expect, it } from '@rstest/core';
import { readExceptions } from '../../lib/prose-findings.mjs';
import { boldPunctuationSpaces, cjkSpaces } from '../../scripts/checks/check-zh-cjk-spaces.mjs';
import { exceptionsPath, halfwidthFindings } from '../../scripts/checks/check-zh-halfwidth.mjs';
import { inlineSpacing } from '../../scripts/checks/check-zh-inline-spacing.mjs';
import { repoRoot } from '../shared/site-files';
import { writeTempTree } from '../shared/temp-docs';

const fence = '```';

/** Runs a check script on a folder holding one page; returns its exit status and output. */
function runCheck(script: string, page: string) {
  const dir = writeTempTree('zh-prose', { 'page.mdx': page });
  const result = spawnSync('node', [join(repoRoot, 'scripts/checks', script), dir], {
    encoding: 'utf8',
  });
  return { status: result.status, output: `${result.stdout}${result.stderr}` };
}

describe('space between Chinese characters', () => {
  it('reports the space a term replacement left, with line and column', () => {
    const page = '# 标题\n\n每个包都声明了对 `@rspress/core` 的 对等依赖。\n';
    expect(cjkSpaces(page)).toEqual([{ line: 3, column: 27, context: '` 的 对等依' }]);
    const run = runCheck('check-zh-cjk-spaces.mjs', page);
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/page\.mdx:3:27 {2}space between Chinese characters/);
  });

  it('also catches a space after Chinese punctuation and before a curly quote', () => {
    expect(cjkSpaces('好， 再见。\n点击 “按钮”。\n').map((f) => f.line)).toEqual([1, 2]);
  });

  it('passes spaced Latin words, inline code between characters and code blocks', () => {
    const page = [
      '# 标题',
      '使用 Rspress 2 构建，`的` 与 `之` 是代码。',
      '在 `rspress dev` 中，页面 <br /> 继续。',
      `${fence}md`,
      '## 你好 世界',
      fence,
    ].join('\n');
    expect(cjkSpaces(page)).toEqual([]);
    expect(runCheck('check-zh-cjk-spaces.mjs', page).status).toBe(0);
  });
});

describe('space after full-width punctuation that closes a bold run', () => {
  it('reports the bold lead-ins of the review, before text and before inline code', () => {
    // From getting-started and container-syntax before the fix: the space showed as "版本。 这是".
    const page = [
      '# 标题',
      '',
      '- **Node.js 22.12 及以上版本。** 这是 `engines` 的范围。',
      '- **未知类型。** `:::hint` 会原样留作普通段落。',
    ].join('\n');
    expect(boldPunctuationSpaces(page)).toEqual([
      { line: 3, column: 27, context: '。** 这是 ' },
      { line: 4, column: 12, context: '。** `::' },
    ]);
    const run = runCheck('check-zh-cjk-spaces.mjs', page);
    expect(run.status).toBe(1);
    expect(run.output).toMatch(
      /page\.mdx:3:27 {2}space after full-width punctuation and a closing \*\*, which shows on screen: "。\*\* 这是 " → put the punctuation after the bold \(\*\*…\*\*。\) and drop the space/,
    );
  });

  it('passes the punctuation after the bold, Latin bold text and bold in code', () => {
    const page = [
      '# 标题',
      '',
      '- **Node.js 22.12 及以上版本**。这是 `engines` 的范围。',
      '- **未知类型**。`:::hint` 会原样留作普通段落。',
      '- **Note.** An English lead-in keeps its space.',
      '- 粗体 **在句中** 也可以。',
      '`**注意。** 正文`',
      `${fence}md`,
      '**注意。** 正文',
      fence,
    ].join('\n');
    expect(boldPunctuationSpaces(page)).toEqual([]);
    expect(runCheck('check-zh-cjk-spaces.mjs', page).status).toBe(0);
  });
});

describe('half-width punctuation in Chinese text', () => {
  const rules = (page: string) =>
    halfwidthFindings(page).map((f) => `${f.line}:${f.column} ${f.rule}`);

  it('reports half-width parentheses around or next to Chinese text', () => {
    expect(rules('链接(在新标签页中打开)。\n见 (中文) 一节。\n')).toEqual([
      '1:3 half-width parenthesis in Chinese text',
      '2:3 half-width parenthesis in Chinese text',
    ]);
  });

  it('reports half-width slashes between Chinese words and italics on Chinese text', () => {
    expect(rules('上一页/下一页链接。\n进行*水合*（hydrate）。\n')).toEqual([
      '1:4 half-width slash between Chinese words',
      '2:3 italics on Chinese text',
    ]);
  });

  it('passes full-width forms, paths, links, bold and code', () => {
    const page = [
      '上一页／下一页（见下文）。',
      '路径 `docs/zh/` 和 [链接](/guide/start)，**粗体**，`(必填)`。',
      'Rspress (v2) 和 *italic* 英文。',
      `${fence}ts`,
      'const a = "上一页/下一页 (中文)";',
      fence,
    ].join('\n');
    expect(rules(page)).toEqual([]);
    expect(runCheck('check-zh-halfwidth.mjs', page).status).toBe(0);
  });

  it('fails the command with file:line:column and the form to use', () => {
    const run = runCheck('check-zh-halfwidth.mjs', '# 标题\n\n上一页/下一页。\n');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/page\.mdx:3:4 {2}half-width slash between Chinese words → ／/);
  });

  it('skips a line its exception covers, only in that file, and rejects a malformed list', () => {
    const exceptions = readExceptions(exceptionsPath);
    expect(exceptions.length).toBeGreaterThan(0);
    const [first] = exceptions;
    const line = `| a | b | ${first.text} |\n`;
    expect(halfwidthFindings(line, exceptions, first.file)).toEqual([]);
    expect(halfwidthFindings(line, exceptions, 'other.mdx').length).toBeGreaterThan(0);
    const bad = join(writeTempTree('zh-exceptions', { 'x.yaml': '- file: a.mdx\n' }), 'x.yaml');
    expect(() => readExceptions(bad)).toThrow(`${bad}: entry 1 needs a file, a text and a why`);
  });
});

describe('spaces around links and inline code in Chinese text', () => {
  const rules = (page: string) => inlineSpacing(page).map((f) => `${f.line}:${f.column} ${f.rule}`);

  it('reports the faults of the review: Latin links and code set against Chinese', () => {
    // The three links and the code span the editor found on the pages.
    const page = [
      '[API docgen](/plugin/official-plugins/api-docgen)提供了稳定的 2.x 版本。',
      '实时演示请使用[Preview](/plugin/official-plugins/preview)。',
      '显式列出 `types`可以避免。',
      '见[基础配置：`llms`](/api/config/config-basic#llms)和其他。',
    ].join('\n');
    expect(rules(page)).toEqual([
      '1:50 no space between Chinese and Latin text',
      '2:7 no space between Chinese and Latin text',
      '3:13 no space between Chinese and Latin text',
      '4:46 no space between Chinese and Latin text',
    ]);
  });

  it('reports a space beside a link whose text is Chinese', () => {
    expect(rules('- [插件简介](/plugin/system/introduction) 说明各个钩子。\n')).toEqual([
      '1:38 a space between Chinese text and a link in Chinese',
    ]);
  });

  it('passes the site convention, punctuation, images and links inside code', () => {
    const page = [
      '使用 [Preview](/p) 展示，见[插件简介](/i)说明，`types` 可以，`a`。',
      '（[API](/api/)）、![图片](/a.png)图注，`[x](y)`文字 `` a `b` c `` 中。',
      `${fence}md`,
      '[Preview](/p)提供',
      fence,
    ].join('\n');
    expect(rules(page)).toEqual(['2:40 no space between Chinese and Latin text']);
  });

  it('fails the command with file:line:column', () => {
    const run = runCheck('check-zh-inline-spacing.mjs', '# 标题\n\n请使用[Preview](/p)。\n');
    expect(run.status).toBe(1);
    expect(run.output).toMatch(/page\.mdx:3:3 {2}no space between Chinese and Latin text/);
    expect(
      runCheck('check-zh-inline-spacing.mjs', '# 标题\n\n请使用 [Preview](/p)。\n').status,
    ).toBe(0);
  });
});
